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
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Acme Bank',
        sameAs: 'https://acme.example',
      },
      identifier: { '@type': 'PropertyValue', name: 'JobSite Tech', value: '123456' },
      directApply: true,
    });
    expect(ld.jobLocation).toEqual([
      {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Mumbai',
          addressRegion: 'Maharashtra',
          addressCountry: 'IN',
        },
      },
    ]);
  });

  it("gives the employer's logo as an absolute address on the site's origin, and none without one the site serves", () => {
    const noLogo = {
      ...sampleJobDetail,
      companyLogo: null,
      companyDetails: sampleJobDetail.companyDetails && { ...sampleJobDetail.companyDetails, logo: null },
    };
    expect(jobPostingJsonLd(noLogo, opts).hiringOrganization).not.toHaveProperty('logo');
    const fromFeed = { ...noLogo, companyLogo: '/logos/acme-bank-0a1b2c3d4e.svg' };
    expect(jobPostingJsonLd(fromFeed, opts).hiringOrganization).toMatchObject({
      logo: 'https://tech.example/logos/acme-bank-0a1b2c3d4e.svg',
    });
    // An address the site does not serve (no logo file's name) is left out rather than linked broken.
    const elsewhere = { ...noLogo, companyLogo: '/logos/acme.png' };
    expect(jobPostingJsonLd(elsewhere, opts).hiringOrganization).not.toHaveProperty('logo');
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
    expect(ld.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'India' });
    // Work from home or from the office: the city stays beside the remote mark.
    expect(ld.jobLocation).toHaveLength(1);
  });

  it('marks an office job as no remote one', () => {
    const ld = jobPostingJsonLd({ ...sampleJobDetail, workFromHome: false }, opts);
    expect(ld).not.toHaveProperty('jobLocationType');
    expect(ld).not.toHaveProperty('applicantLocationRequirements');
  });

  it('reads the "Remote" city as a remote job, not as a place', () => {
    const remote = { id: 99, name: 'Remote', state: 'India', remote: true };
    const only = jobPostingJsonLd({ ...sampleJobDetail, workFromHome: false, cities: [remote] }, opts);
    expect(only).not.toHaveProperty('jobLocation');
    expect(only).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
    });
    const both = jobPostingJsonLd(
      { ...sampleJobDetail, workFromHome: false, cities: [...sampleJobDetail.cities, remote] },
      opts,
    );
    expect(
      (both.jobLocation as { address: { addressLocality: string } }[]).map((p) => p.address.addressLocality),
    ).toEqual(['Mumbai']);
    expect(both.jobLocationType).toBe('TELECOMMUTE');
  });

  it('still gives a location with the country when the job names no city', () => {
    const ld = jobPostingJsonLd({ ...sampleJobDetail, workFromHome: false, cities: [] }, opts);
    expect(ld.jobLocation).toEqual([
      { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'IN' } },
    ]);
  });
});
