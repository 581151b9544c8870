import { sampleJobDetail } from '@jobsite/domain/samples';
import { describe, expect, it } from 'vitest';
import { jobPostingJsonLd } from './jsonld.ts';

const opts = { siteName: 'JobSite Tech', url: 'https://tech.example/j/senior-analyst-123456.html' };

describe('jobPostingJsonLd', () => {
  it("has Google's required and recommended JobPosting properties", () => {
    const ld = jobPostingJsonLd(sampleJobDetail, opts);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: sampleJobDetail.title,
      description: sampleJobDetail.description,
      datePosted: sampleJobDetail.postedAt,
      validThrough: sampleJobDetail.expiresAt,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Acme Bank', sameAs: 'https://acme.example' },
      identifier: { '@type': 'PropertyValue', name: 'JobSite Tech', value: '123456' },
      directApply: true,
    });
    expect(ld.jobLocation).toEqual([
      {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Mumbai', addressCountry: 'IN' },
      },
    ]);
  });

  it('states the salary in rupees a year, and leaves it out when the employer hides it', () => {
    expect(jobPostingJsonLd(sampleJobDetail, opts).baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 1_800_000, maxValue: 2_500_000, unitText: 'YEAR' },
    });
    const hidden = { ...sampleJobDetail, hideSalary: true, minSalary: null, maxSalary: null };
    expect(jobPostingJsonLd(hidden, opts)).not.toHaveProperty('baseSalary');
  });

  it('names no employer for a confidential posting and marks remote and external jobs', () => {
    const ld = jobPostingJsonLd(
      {
        ...sampleJobDetail,
        confidential: true,
        company: null,
        applyType: 'external',
        applyUrl: 'https://x.example',
        workFromHome: true,
      },
      opts,
    );
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Confidential employer' });
    expect(ld.directApply).toBe(false);
    expect(ld.jobLocationType).toBe('TELECOMMUTE');
  });

  it('still gives a location with the country when the job names no city', () => {
    const ld = jobPostingJsonLd({ ...sampleJobDetail, cities: [] }, opts);
    expect(ld.jobLocation).toEqual([
      {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'India', addressCountry: 'IN' },
      },
    ]);
  });
});
