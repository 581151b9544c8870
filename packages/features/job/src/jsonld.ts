import type { JobDetail } from '@jobsite/domain';

const LAKH = 100_000;

/**
 * Google's JobPosting structured data for a live job: the required properties (title, description,
 * datePosted, hiringOrganization, jobLocation with addressCountry) and the recommended ones
 * (validThrough, employmentType, baseSalary unless hidden, identifier, directApply).
 */
export function jobPostingJsonLd(job: JobDetail, opts: { siteName: string; url: string }) {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.postedAt,
    employmentType: 'FULL_TIME',
    url: opts.url,
    hiringOrganization: job.company
      ? {
          '@type': 'Organization',
          name: job.company.name,
          ...(job.companyDetails?.website ? { sameAs: job.companyDetails.website } : {}),
        }
      : { '@type': 'Organization', name: 'Confidential employer' },
    jobLocation: (job.cities.length > 0 ? job.cities : [{ name: 'India' }]).map((c) => ({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: c.name, addressCountry: 'IN' },
    })),
    identifier: { '@type': 'PropertyValue', name: opts.siteName, value: String(job.id) },
    directApply: job.applyType === 'internal',
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.minExp * 12,
    },
  };
  if (job.expiresAt) ld.validThrough = job.expiresAt;
  if (job.workFromHome) {
    ld.jobLocationType = 'TELECOMMUTE';
    ld.applicantLocationRequirements = { '@type': 'Country', name: 'India' };
  }
  if (!job.hideSalary && (job.minSalary !== null || job.maxSalary !== null)) {
    const min = job.minSalary ?? job.maxSalary ?? 0;
    const max = job.maxSalary ?? min;
    ld.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: {
        '@type': 'QuantitativeValue',
        minValue: Math.round(min * LAKH),
        maxValue: Math.round(max * LAKH),
        unitText: 'YEAR',
      },
    };
  }
  return ld;
}
