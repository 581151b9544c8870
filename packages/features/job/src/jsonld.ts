import { type JobDetail, siteLogo } from '@jobsite/domain';

const LAKH = 100_000;

/**
 * Google's JobPosting structured data for a live job: the required properties (title, description,
 * datePosted, hiringOrganization, jobLocation with addressCountry) and the recommended ones
 * (validThrough, employmentType, baseSalary unless hidden, identifier, directApply, the employer's
 * logo, each city's full address with its state, and `TELECOMMUTE` with the country applicants may
 * work from for a work-from-home job).
 */
export function jobPostingJsonLd(job: JobDetail, opts: { siteName: string; url: string }) {
  const logo = job.company ? siteLogo(job.companyDetails?.logo ?? job.companyLogo) : undefined;
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
          // The logo is a site-relative address: absolute on the page's own origin.
          ...(logo ? { logo: new URL(logo, new URL(opts.url).origin).href } : {}),
        }
      : { '@type': 'Organization', name: 'Confidential employer' },
    identifier: { '@type': 'PropertyValue', name: opts.siteName, value: String(job.id) },
    directApply: job.applyType === 'internal',
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: job.minExp * 12,
    },
  };
  if (job.expiresAt) ld.validThrough = job.expiresAt;
  // The "Remote" entry of the cities is no place: it makes the job a remote one, as work from home does.
  const places = job.cities.filter((c) => !c.remote);
  const remote = job.workFromHome || places.length < job.cities.length;
  if (places.length > 0) {
    ld.jobLocation = places.map((c) => ({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: c.name,
        addressRegion: c.state,
        addressCountry: 'IN',
      },
    }));
  } else if (!remote) {
    // No city named: the country is the least Google takes.
    ld.jobLocation = [{ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'IN' } }];
  }
  if (remote) {
    // Google: a remote job is TELECOMMUTE with the country applicants may work from; an office job's
    // cities stay beside it (work from home or from the office).
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
