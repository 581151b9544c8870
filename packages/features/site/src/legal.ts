import type { Brand, StaticPageCopy } from '@jobsite/shell/brand';

/**
 * The legal pages of a brand: the same commitments for every brand, written with the brand's name,
 * vertical and contact address.
 */
export function legalPages(brand: Brand): Record<'privacy' | 'terms' | 'refund' | 'cookies', StaticPageCopy> {
  const n = brand.name;
  const mail = brand.contactEmail;
  return {
    privacy: {
      title: 'Privacy policy',
      description: `How ${n} collects, uses and protects the personal data of job seekers.`,
      sections: [
        {
          paragraphs: [
            `${n} helps people find ${brand.tagline}. This policy explains what we collect when you browse, register, apply to jobs or buy a plan, why we collect it and the choices you have.`,
          ],
        },
        {
          heading: 'What we collect',
          paragraphs: [
            'Account details you give us (name, email address, phone number, password), your profile (education, work experience, skills, resume, preferred locations, salary expectations) and what you do on the site (jobs viewed, saved, applied to and hidden).',
            'Technical data such as your browser, device and approximate location from your IP address, kept in server logs for security.',
          ],
        },
        {
          heading: 'How we use it',
          paragraphs: [
            'To show you relevant jobs, to send your application to the recruiter you applied to, to tell you about the status of your applications, to keep the site secure and to meet our legal obligations.',
            'Recruiters see your profile only when you apply to their job or when your privacy settings allow them to find you. You can hide your resume at any time in Settings.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            `You can see, correct, download or delete your data from your profile and settings, or by writing to ${mail}. Deactivating your account hides your profile from recruiters straight away; deleting it removes your data within 30 days, except what the law requires us to keep.`,
          ],
        },
        {
          heading: 'Contact',
          paragraphs: [`Questions about this policy go to our grievance officer at ${mail}.`],
        },
      ],
    },
    terms: {
      title: 'Terms and conditions',
      description: `The terms that apply when you use ${n}.`,
      sections: [
        {
          paragraphs: [
            `By using ${n} you agree to these terms. If you do not agree, please do not use the site.`,
          ],
        },
        {
          heading: 'Your account',
          paragraphs: [
            'You must give true information and keep your password to yourself. One person may hold one account. You are responsible for what is done with your account.',
          ],
        },
        {
          heading: 'Jobs and recruiters',
          paragraphs: [
            `Jobs are posted by recruiters, who are responsible for them. ${n} checks recruiters but cannot promise that every job is filled or that an application leads to an interview. Never pay anyone to get a job: report any such request to ${mail}.`,
          ],
        },
        {
          heading: 'Acceptable use',
          paragraphs: [
            'Do not copy listings in bulk, scrape the site, post false information, or use the site to send spam or harmful content. We may suspend accounts that do.',
          ],
        },
        {
          heading: 'Paid plans',
          paragraphs: [
            'Pro membership, the early-applicant subscription and the resume builder are paid for in advance for the period shown at checkout. The refund policy explains when money is returned.',
          ],
        },
      ],
    },
    refund: {
      title: 'Refund policy',
      description: `When and how ${n} refunds paid plans.`,
      sections: [
        {
          paragraphs: [
            'If a payment was taken twice or a plan was not activated within 24 hours of payment, write to us and we refund the full amount to the original payment method within 7 working days.',
            'A plan that has been used (applications, follow-ups or resume downloads made with it) is not refunded for the remaining period. You can stop renewal at any time; the plan stays active until the end of the period paid for.',
            `Refund requests go to ${mail} with the payment reference.`,
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookie policy',
      description: `The cookies ${n} uses and how to control them.`,
      sections: [
        {
          heading: 'Cookies we need',
          paragraphs: [
            'A session cookie keeps you signed in and protects forms against cross-site requests. It is set only when you sign in and is named per brand, so signing in here does not sign you in anywhere else.',
          ],
        },
        {
          heading: 'Cookies you can refuse',
          paragraphs: [
            'With your consent we use cookies to measure which pages are useful. Browsing jobs works without them; you can clear or block them in your browser settings at any time.',
          ],
        },
      ],
    },
  };
}
