import { type Brand, categoryLinks, SHARED_FOOTER_COLUMNS } from '@jobsite/shell/brand';

const categories = categoryLinks('finance');
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
  // Its share card and its app icons (`app-icons.ts`), in the theme's brand colour.
  shareCard: { background: '#14532d', text: '#ffffff', accent: '#dcfce7' },
  legal: `© ${new Date().getUTCFullYear()} JobSite Finance.`,
  nav: categories.slice(0, 4),
  popularCategories: categories,
  footer: [{ title: 'Categories', links: categories }, ...SHARED_FOOTER_COLUMNS],
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
    stores: [
      { store: 'google-play', href: 'https://play.google.com/store/apps/details?id=example.jobsite.finance' },
      { store: 'app-store', href: 'https://apps.apple.com/in/app/jobsite-finance/id6470000103' },
    ],
  },
  womenAtWork: {
    title: 'Women at work',
    description: 'Finance jobs from employers who hire for diversity, and a way back after a break.',
    sections: [
      {
        heading: 'How we help',
        paragraphs: [
          'Recruiters mark jobs as women friendly or back-to-work friendly, and Jobs for her lists them.',
        ],
      },
    ],
  },
  talentBridge: {
    title: 'Talent bridge',
    description: 'A way back into finance for career returners, and a way in for career switchers.',
    sections: [
      {
        heading: 'How it works',
        paragraphs: ['Register, complete your profile and apply to back-to-work friendly jobs.'],
      },
    ],
  },
  engineersWeek: {
    title: 'Engineers Week',
    description: 'A hiring week for engineers moving into finance technology and analytics roles.',
    sections: [
      {
        heading: 'Who it is for',
        paragraphs: ['Engineers who want to work on the numbers that run a business.'],
      },
    ],
    starts: '2027-04-12',
    ends: '2027-04-16',
    categorySlug: 'accounting',
  },
} satisfies Brand;
