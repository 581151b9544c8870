import { BASIC_DAILY_APPLY_LIMIT, listingPath } from '@jobsite/domain';
import { type Brand, categoryLinks, cityLinks, SHARED_FOOTER_COLUMNS } from '@jobsite/shell/brand';

const categories = categoryLinks('management');
const email = 'care@management.jobsite.example';

/**
 * The management brand: MBA and management roles. Plain data, read by the shell (decision 0018).
 */
export const brand = {
  name: 'JobSite Management',
  vertical: 'management',
  tagline: 'management and MBA jobs across India',
  searchPlaceholder: 'Search roles, skills, companies',
  seo: {
    title: 'Management and MBA jobs in India | JobSite Management',
    description: 'Find the latest management and MBA jobs from top companies across India.',
  },
  contactEmail: email,
  twitterHandle: '@JobSiteMgmt',
  legal: `© ${new Date().getUTCFullYear()} JobSite Management. Jobs for MBA and management professionals.`,
  nav: [
    { label: 'Finance', href: listingPath('c', 'banking-finance') },
    { label: 'Marketing', href: listingPath('c', 'sales-marketing') },
    { label: 'Consulting', href: listingPath('c', 'consulting') },
    { label: 'HR', href: listingPath('c', 'hr') },
  ],
  popularCategories: categories.slice(0, 8),
  footer: [
    { title: 'Categories', links: categories.slice(0, 6) },
    { title: 'Cities', links: cityLinks(['mumbai', 'bangalore', 'delhi-ncr', 'pune']) },
    ...SHARED_FOOTER_COLUMNS,
  ],
  pages: {
    about: {
      title: 'About us',
      description:
        'JobSite Management connects MBA graduates and management professionals with the recruiters who hire them.',
      sections: [
        {
          paragraphs: [
            'JobSite Management is a job site for MBA graduates and management professionals: banking and finance, sales and marketing, consulting, HR, supply chain, legal and the new GenAI strategy roles.',
            'Recruiters post jobs here themselves, so you talk to the person hiring, not to an agency. Every job shows the experience it asks for and, where the employer allows, the salary.',
          ],
        },
        {
          heading: 'What we believe',
          paragraphs: [
            'A good career move needs good information: what the role really involves, who else is applying and how the company treats its people. We publish company perks and benefits, let you follow up on your applications, and never sell your data to recruiters.',
          ],
        },
        {
          heading: 'For students',
          paragraphs: [
            'Each year we run Epoch, a business competition for college students: an online quiz, a surprise business case and a final pitch, judged by the companies that hire from it. You will find it under Programmes at the foot of every page.',
          ],
        },
      ],
    },
    contact: {
      title: 'Contact us',
      description: 'How to reach the JobSite Management team.',
      sections: [
        {
          heading: 'Job seekers',
          paragraphs: [
            `Write to ${email} about your account, an application or a payment. We answer within one working day.`,
          ],
        },
        {
          heading: 'Recruiters',
          paragraphs: [
            'Recruiters sign in on the recruiter site. For a demo or a hiring plan, write to hire@management.jobsite.example.',
          ],
        },
        {
          heading: 'Office',
          paragraphs: [
            'JobSite Management, 4th floor, Lower Parel, Mumbai 400013, India. Monday to Friday, 10:00 to 18:00 IST.',
          ],
        },
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      description: 'Answers to what job seekers ask most about JobSite Management.',
      sections: [
        {
          heading: 'Is it free to apply?',
          paragraphs: [
            `Yes. Browsing, registering and applying to jobs are free: a free (Basic) account applies to any job, up to ${BASIC_DAILY_APPLY_LIMIT} applications in 24 hours. Pro membership lifts that limit (unlimited applies) and adds status notifications, a weekly follow-up and insights on other applicants.`,
          ],
        },
        {
          heading: 'Do I need an MBA?',
          paragraphs: [
            'No. Many roles ask for an MBA, but each job states the experience and education it needs; filter by experience to see the ones that fit you.',
          ],
        },
        {
          heading: 'How do I know a recruiter saw my application?',
          paragraphs: [
            'Your applied jobs page shows the status of each application: viewed, shortlisted or not shortlisted.',
          ],
        },
        {
          heading: 'Someone asked me to pay for an interview. Is that you?',
          paragraphs: [
            `Never. No recruiter on JobSite Management may ask you for money. Please report it to ${email}.`,
          ],
        },
      ],
    },
  },
  // The theme's brand, onBrand and accentSoft colours (theme.css.ts).
  shareCard: { background: '#12325b', text: '#ffffff', accent: '#fbeddf' },
  downloadApp: {
    title: 'Download the JobSite Management app',
    intro: 'Get new management jobs the moment recruiters post them, and apply in one tap.',
    points: [
      'Alerts for new jobs in the categories and cities you follow',
      'Apply with your saved profile and resume',
      'Chat with recruiters who shortlisted you',
      'Book interview slots without leaving the app',
    ],
    stores: [
      {
        store: 'google-play',
        href: 'https://play.google.com/store/apps/details?id=example.jobsite.management',
      },
      { store: 'app-store', href: 'https://apps.apple.com/in/app/jobsite-management/id6470000101' },
    ],
  },
  womenAtWork: {
    title: 'Women at work',
    description:
      'How JobSite Management helps women build management careers: jobs from employers who hire for diversity, and a way back after a break.',
    sections: [
      {
        heading: 'Why it matters',
        paragraphs: [
          'Women make up a third of MBA classes in India but far fewer of the people in senior management. The gap opens in the middle of careers, when a break for family or health too often becomes the end of one.',
          'Teams that reflect their customers decide better. The employers on JobSite Management who mark their jobs as open to women or to women returning after a break do it because they want those candidates, not to fill a quota.',
        ],
      },
      {
        heading: 'How we help',
        paragraphs: [
          'Recruiters mark a job as women friendly when they hire for diversity, and as back-to-work friendly when they welcome women returning after a career break. Jobs for her lists both, with filters for city, experience and category.',
          'Turn on the diversity hiring preference in your privacy settings, and recruiters hiring for diversity programmes can find your profile.',
          'A career break is not a gap to explain away: say what you did and what you are looking for in your profile, and apply as you would to any other role.',
        ],
      },
    ],
  },
  talentBridge: {
    title: 'Talent bridge',
    description:
      'A way back into management roles for career returners, and a way across for professionals switching function.',
    sections: [
      {
        heading: 'For career returners',
        paragraphs: [
          'Took a break for family, health or study? Employers in the programme mark roles as back-to-work friendly: they expect a break on your resume and offer a structured first few months to pick up where you left off.',
        ],
      },
      {
        heading: 'For career switchers',
        paragraphs: [
          'Moving from engineering into consulting, from sales into product, or from operations into strategy? Many roles ask for the skills you already have. Filter jobs by experience to find the ones that count your years elsewhere.',
        ],
      },
      {
        heading: 'How it works',
        paragraphs: [
          'Register and complete your profile, including what you did during your break or in your earlier function. Then apply to back-to-work friendly jobs; the recruiters behind them have asked to hear from you.',
        ],
      },
    ],
  },
  engineersWeek: {
    title: 'Engineers to Managers Week',
    description:
      'A hiring week for engineers moving into management: IT project, delivery and programme roles from employers hiring now.',
    sections: [
      {
        heading: 'Who it is for',
        paragraphs: [
          'Engineers with a few years of delivery behind them who want to lead projects, programmes and teams: IT project managers, delivery managers, scrum masters and presales leads.',
        ],
      },
      {
        heading: 'What happens that week',
        paragraphs: [
          'Employers post management roles that welcome an engineering background, and their recruiters review applications within the week. Apply with your profile and say which systems you built and which teams you led.',
        ],
      },
    ],
    starts: '2027-02-15',
    ends: '2027-02-19',
    categorySlug: 'it',
  },
} satisfies Brand;
