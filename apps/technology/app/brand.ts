import { BASIC_DAILY_APPLY_LIMIT, listingPath } from '@jobsite/domain';
import { type Brand, categoryLinks, cityLinks, SHARED_FOOTER_COLUMNS } from '@jobsite/shell/brand';

const categories = categoryLinks('technology');
const email = 'help@technology.jobsite.example';

/**
 * The technology brand: AI/ML, data, software, product and design roles. Plain data, read by the shell
 * (decision 0018).
 */
export const brand = {
  name: 'JobSite Tech',
  vertical: 'technology',
  tagline: 'AI, data, software, product and design jobs across India',
  searchPlaceholder: 'Search skills, roles, companies',
  seo: {
    title: 'AI, data and software jobs in India | JobSite Tech',
    description:
      'Find the latest AI/ML, data, software, product and design jobs from top companies across India.',
  },
  contactEmail: email,
  twitterHandle: '@JobSiteTech',
  legal: `© ${new Date().getUTCFullYear()} JobSite Tech. Jobs for engineers, data scientists, product managers and designers.`,
  nav: [
    { label: 'AI/ML', href: listingPath('c', 'ai-ml') },
    { label: 'Data', href: listingPath('c', 'data') },
    { label: 'Software', href: listingPath('c', 'software-development') },
    { label: 'Product & Design', href: listingPath('c', 'product-design') },
  ],
  popularCategories: categories,
  footer: [
    { title: 'Categories', links: categories },
    { title: 'Cities', links: cityLinks(['bangalore', 'hyderabad', 'pune', 'chennai']) },
    ...SHARED_FOOTER_COLUMNS,
  ],
  pages: {
    about: {
      title: 'About us',
      description:
        'JobSite Tech is where engineers, data scientists, product managers and designers find their next role.',
      sections: [
        {
          paragraphs: [
            'JobSite Tech lists jobs in AI and machine learning, data engineering and analytics, software development, and product and design, posted directly by the teams that hire.',
            'Every job is tagged with the skills it needs (Python, Kubernetes, LLM fine-tuning, Figma...) so you can follow a skill rather than a job title, and see how many people have applied before you do.',
          ],
        },
        {
          heading: 'Built by engineers',
          paragraphs: [
            'The site is fast on a cheap phone and a slow network, works without JavaScript for browsing, and never asks you to sign in just to read a job.',
          ],
        },
      ],
    },
    contact: {
      title: 'Contact us',
      description: 'How to reach the JobSite Tech team.',
      sections: [
        {
          heading: 'Job seekers',
          paragraphs: [
            `Write to ${email} about your account, an application or a plan. We answer within one working day.`,
          ],
        },
        {
          heading: 'Hiring teams',
          paragraphs: [
            'Post jobs from the recruiter site; for a hiring plan write to hire@technology.jobsite.example.',
          ],
        },
        {
          heading: 'Office',
          paragraphs: [
            'JobSite Tech, 3rd floor, Koramangala 5th Block, Bengaluru 560095, India. Monday to Friday, 10:00 to 18:00 IST.',
          ],
        },
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      description: 'Answers to what tech job seekers ask most about JobSite Tech.',
      sections: [
        {
          heading: 'Is it free?',
          paragraphs: [
            `Browsing, registering and applying are free: a free (Basic) account applies to any job, up to ${BASIC_DAILY_APPLY_LIMIT} applications in 24 hours. Pro membership lifts that limit (unlimited applies) and adds status notifications, follow-ups and applicant insights.`,
          ],
        },
        {
          heading: 'Can I find remote jobs?',
          paragraphs: [
            'Yes: jobs open to remote work carry a "Work from home" badge. Search for a skill and look for the badge, or filter by city to find hybrid roles near you.',
          ],
        },
        {
          heading: 'I am a fresher. Where do I start?',
          paragraphs: [
            'Set the experience filter to 0-1 years on any category or skill page. Many data and software roles take graduates with a good project portfolio.',
          ],
        },
        {
          heading: 'A "recruiter" asked me for a fee. Is that you?',
          paragraphs: [`Never. No one on JobSite Tech may ask you for money. Please report it to ${email}.`],
        },
      ],
    },
  },
  // The theme's brand, onBrand and accentSoft colours (theme.css.ts).
  shareCard: { background: '#5b21b6', text: '#ffffff', accent: '#e0f5fa' },
  downloadApp: {
    title: 'Download the JobSite Tech app',
    intro: 'New AI, data and software jobs on your phone as soon as they are posted.',
    points: [
      'Alerts for the skills and cities you follow',
      'One-tap apply with your saved profile and resume',
      'Chat with hiring managers who shortlisted you',
      'Book and join interview slots on the go',
    ],
    stores: [
      { store: 'google-play', href: 'https://play.google.com/store/apps/details?id=example.jobsite.tech' },
      { store: 'app-store', href: 'https://apps.apple.com/in/app/jobsite-tech/id6470000102' },
    ],
  },
  womenAtWork: {
    title: 'Women at work',
    description:
      'How JobSite Tech helps women build careers in AI, data, software, product and design: jobs from teams that hire for diversity, and a way back after a break.',
    sections: [
      {
        heading: 'Why it matters',
        paragraphs: [
          'Women are a third of the engineering graduates in India, and far fewer of the senior engineers and engineering leaders. Many leave mid-career and never find a way back into a field that moves fast.',
          'Products built by teams that look like their users work better for everyone. The teams on JobSite Tech who mark their jobs as open to women or to women returning after a break want those engineers, data scientists and designers.',
        ],
      },
      {
        heading: 'How we help',
        paragraphs: [
          'Recruiters mark a job as women friendly when they hire for diversity, and as back-to-work friendly when they welcome women returning after a career break. Jobs for her lists both, with filters for city, experience and category.',
          'Turn on the diversity hiring preference in your privacy settings, and recruiters hiring for diversity programmes can find your profile.',
          'Back after a break? Our courses help you refresh a stack before you apply, and a career break is not a gap to explain away on your profile.',
        ],
      },
    ],
  },
  talentBridge: {
    title: 'Talent bridge',
    description:
      'A way back into tech for career returners, and a way in for professionals switching into software, data and design.',
    sections: [
      {
        heading: 'For career returners',
        paragraphs: [
          'Took a break for family, health or study? Teams in the programme mark roles as back-to-work friendly: they expect a break on your resume, and pair you with a buddy while you catch up on the tools that changed.',
        ],
      },
      {
        heading: 'For career switchers',
        paragraphs: [
          'Moving from testing into development, from analysis into data science, or from another field into product and design? Filter by experience to find the roles that count what you already know.',
        ],
      },
      {
        heading: 'How it works',
        paragraphs: [
          'Register and complete your profile with your projects, including what you built during your break or in your earlier role. Then apply to back-to-work friendly jobs; the hiring managers behind them have asked to hear from you.',
        ],
      },
    ],
  },
  engineersWeek: {
    title: 'Engineers Week',
    description:
      'A hiring week for software engineers: backend, frontend, full stack, DevOps and mobile roles from teams hiring now.',
    sections: [
      {
        heading: 'Who it is for',
        paragraphs: [
          'Software engineers at every level, from your first job to staff engineer and engineering manager, who want to see which teams are hiring and hear back quickly.',
        ],
      },
      {
        heading: 'What happens that week',
        paragraphs: [
          'Teams post their open engineering roles and their hiring managers review applications within the week. Apply with your profile and link the code you are proud of.',
        ],
      },
    ],
    starts: '2027-03-15',
    ends: '2027-03-19',
    categorySlug: 'software-development',
  },
} satisfies Brand;
