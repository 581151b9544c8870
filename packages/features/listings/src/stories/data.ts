/**
 * Realistic data for the page stories, in the vertical of the brand the Storybook toolbar picks
 * (brand apps are named after their vertical). Categories come from the vertical's own data; the jobs
 * are a hand-written sample per vertical, keyed by its first category, with a plain fallback for a
 * new vertical.
 */
import { VERTICALS, type Vertical } from '@jobsite/domain';
import type { ActionableJobCardData } from '@jobsite/ui/JobCard/data';

/** A job as a card shows it: title, company ('' when confidential), cities, salary ('' when hidden), skills. */
type Row = [title: string, company: string, cities: string[], salary: string, tags: string[]];

const SAMPLES: Record<string, { headline: string; jobs: Row[] }> = {
  'banking-finance': {
    headline: 'Find your next role in finance, consulting, marketing and HR',
    jobs: [
      [
        'FP&A Manager',
        'Panicker Foods Group',
        ['Hyderabad', 'Pune'],
        '₹18-26 LPA',
        ['Budgeting', 'Forecasting'],
      ],
      ['Tax Manager', '', ['Lucknow', 'Mumbai'], '', ['Chartered Accountant', 'Taxation', 'Audit']],
      ['Relationship Manager - Wealth', 'Ahuja Finserv', ['Nashik'], '₹17-21 LPA', ['Retail Banking']],
      [
        'Treasury Manager',
        'Chopra Consulting',
        ['Delhi NCR', 'Bangalore'],
        '₹48-78 LPA',
        ['Portfolio Management'],
      ],
      ['Private Equity Associate', 'Dubashi Ventures', ['Kolkata'], '₹14-17 LPA', ['Venture Capital', 'M&A']],
      [
        'Branch Manager',
        'Kaul Consulting',
        ['Nashik', 'Delhi NCR'],
        '₹24-41 LPA',
        ['Retail Banking', 'Sales'],
      ],
    ],
  },
  'ai-ml': {
    headline: 'Find your next role in AI, data, software, product and design',
    jobs: [
      [
        'Machine Learning Engineer',
        'Menon Cloud',
        ['Mysore', 'Mumbai', 'Pune'],
        '₹12-18 LPA',
        ['PyTorch', 'MLOps'],
      ],
      ['Deep Learning Engineer', 'Trivedi Analytics Group', ['Hyderabad'], '', ['Speech Recognition']],
      ['Computer Vision Engineer', 'Verma Software', ['Bangalore'], '₹22-30 LPA', ['OpenCV', 'Transformers']],
      ['MLOps Engineer', 'Talwar Infotech', ['Mumbai'], '₹16-24 LPA', ['Kubernetes', 'Feature Engineering']],
      ['Applied Scientist, NLP', '', ['Chennai'], '₹35-50 LPA', ['NLP', 'LLMs']],
      ['Data Scientist', 'Sethi Technologies', ['Mumbai', 'Chennai'], '₹7-12 LPA', ['Python', 'SQL']],
    ],
  },
};

const slugOf = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The vertical's categories, each with a plausible live job count. */
export function storyCategories(vertical: Vertical) {
  return VERTICALS[vertical].categories.map((c, i) => ({
    label: c.name,
    slug: c.slug,
    href: `/c/${c.slug}-jobs`,
    jobs: 97 + ((i * 137) % 700),
  }));
}

/** A headline for the vertical's home. */
export const storyHeadline = (vertical: Vertical): string =>
  SAMPLES[VERTICALS[vertical].categories[0]?.slug ?? '']?.headline ?? 'Find your next job';

/** `count` job cards of the vertical (its sample, else jobs named after its categories). */
export function storyCards(vertical: Vertical, count = 6): ActionableJobCardData[] {
  const sample = SAMPLES[VERTICALS[vertical].categories[0]?.slug ?? '']?.jobs;
  const rows: Row[] =
    sample ??
    VERTICALS[vertical].categories.map((c) => [
      `${c.name} Lead`,
      'Acme Group',
      ['Pune'],
      '₹12-18 LPA',
      [c.name],
    ]);
  return rows.slice(0, count).map(([title, company, cities, salary, tags], i) => ({
    id: String(100 + i),
    title,
    href: `/j/${slugOf(title)}-${100 + i}.html`,
    company: company ? { name: company } : null,
    cities,
    experience: { min: 2 + i, max: 5 + i },
    salary: salary || null,
    tags,
    postedDaysAgo: Math.floor(i / 2),
    saved: false,
    applied: false,
    workFromHome: i === 1,
    femaleFriendly: i === 4,
    recruiter: { id: 1, name: 'A recruiter' },
    external: false,
  }));
}

/** Cities a search or filter offers. */
export const STORY_CITIES = [
  { id: 1, name: 'Bangalore' },
  { id: 2, name: 'Mumbai' },
  { id: 3, name: 'Pune' },
];
