import { listingPath, VERTICALS } from '@jobsite/domain';
import { type Brand, STATIC_PAGES } from '@jobsite/shell/brand';

const categories = VERTICALS.finance.categories.map((c) => ({
  label: `${c.name} jobs`,
  href: listingPath('c', c.slug),
}));
const email = 'care@finance.jobsite.example';

/** The finance brand: accounting, banking, investment and insurance roles. Plain data, read by the shell. */
export const brand = {
  name: 'JobSite Finance',
  vertical: 'finance',
  tagline: 'finance and accounting jobs across India',
  searchPlaceholder: 'Search roles, skills, companies',
  seo: {
    title: 'Finance and accounting jobs in India | JobSite Finance',
    description: 'Find the latest accounting, banking, investment and insurance jobs across India.',
  },
  contactEmail: email,
  legal: `© ${new Date().getUTCFullYear()} JobSite Finance.`,
  nav: categories.slice(0, 4),
  popularCategories: categories,
  footer: [
    { title: 'Categories', links: categories },
    {
      title: 'Company',
      links: [
        { label: 'About us', href: STATIC_PAGES.about },
        { label: 'Contact us', href: STATIC_PAGES.contact },
        { label: 'FAQ', href: STATIC_PAGES.faq },
        { label: 'Privacy policy', href: STATIC_PAGES.privacy },
      ],
    },
  ],
  pages: {
    about: {
      title: 'About us',
      description: 'JobSite Finance connects finance professionals with the teams that hire them.',
      sections: [
        {
          paragraphs: [
            'Jobs in accounting, banking, investment and insurance, posted by the people who hire.',
          ],
        },
      ],
    },
    contact: {
      title: 'Contact us',
      description: 'How to reach the JobSite Finance team.',
      sections: [{ paragraphs: [`Write to ${email}. We answer within one working day.`] }],
    },
    faq: {
      title: 'Frequently asked questions',
      description: 'Answers to what job seekers ask most about JobSite Finance.',
      sections: [
        {
          heading: 'Is it free to apply?',
          paragraphs: ['Yes. Browsing, registering and applying are free.'],
        },
      ],
    },
  },
  downloadApp: {
    title: 'Download the JobSite Finance app',
    intro: 'Get new finance jobs the moment recruiters post them.',
    points: ['Alerts for new jobs in the categories you follow', 'Apply with your saved profile'],
  },
} satisfies Brand;
