/**
 * The jobs of the features' page stories: each vertical's sample jobs, and each as `job/jobfeed` and
 * `job/similarjobs` answer it, built from a short description (its title, employer, cities, experience,
 * salary, skills, category and age), dated from the story's `now`.
 */
import { type JobFeedEntry, toSlug, VERTICALS, type Vertical } from '@jobsite/domain';

/** A job of a story. `company` null is a confidential employer, `salary` null a hidden one (LPA). */
export interface StoryJobSpec {
  id: number;
  title: string;
  company: string | null;
  cities: readonly string[];
  exp: [min: number, max: number];
  salary: [min: number, max: number] | null;
  tags: string[];
  /** The index of the job's category among its vertical's. */
  category: number;
  daysAgo: number;
  /** The recruiter's name; a plain "Recruiter" without one. */
  recruiter?: string;
  saved?: boolean;
  applied?: boolean;
  workFromHome?: boolean;
  /** Open to women returning to work. */
  returners?: boolean;
  /** Applied to on the company's site. */
  applyUrl?: string;
}

/** What a job is, whichever page shows it: the stories give it an id, an age and the rest. */
export type StoryJobSample = Pick<
  StoryJobSpec,
  'title' | 'company' | 'cities' | 'exp' | 'salary' | 'tags' | 'category' | 'workFromHome' | 'applyUrl'
>;

/**
 * The jobs of each vertical's page stories, in one place: the feed lists them and the job page shows
 * them and their similar jobs, each story naming a job by its title (and saying what it shows
 * differently, such as fewer skills).
 */
const STORY_JOBS: Partial<Record<Vertical, readonly StoryJobSample[]>> = {
  management: [
    {
      title: 'Product Marketing Manager',
      company: 'Saraf Consumer Brands',
      cities: ['Mumbai'],
      exp: [4, 7],
      salary: [24, 32],
      tags: ['Product Marketing', 'Go-To-Market', 'Brand Management', 'Consumer Insights'],
      category: 1,
    },
    {
      title: 'Brand Manager - Skincare',
      company: 'Mehta Wellness',
      cities: ['Gurgaon'],
      exp: [5, 8],
      salary: [26, 34],
      tags: ['Brand Management', 'Product Marketing'],
      category: 1,
    },
    {
      title: 'Investment Banking Associate',
      company: null,
      cities: ['Mumbai'],
      exp: [2, 5],
      salary: null,
      tags: ['Investment Banking', 'Financial Modelling', 'Valuation'],
      category: 0,
    },
    {
      title: 'Category Manager - Home & Kitchen',
      company: 'Bhatia Retail',
      cities: ['Gurgaon', 'Delhi NCR'],
      exp: [4, 7],
      salary: [22, 30],
      tags: ['Category Management', 'P&L'],
      category: 1,
    },
    {
      title: 'Growth Marketing Manager',
      company: 'Sinha Foods',
      cities: ['Mumbai'],
      exp: [3, 6],
      salary: [18, 25],
      tags: ['Digital Marketing', 'Performance Marketing'],
      category: 1,
      workFromHome: true,
    },
    {
      title: 'HR Business Partner',
      company: 'Nair Healthcare',
      cities: ['Bangalore'],
      exp: [5, 9],
      salary: [20, 28],
      tags: ['HRBP', 'Talent Management'],
      category: 3,
    },
    {
      title: 'Management Consultant',
      company: 'Bhatia Strategy Partners',
      cities: ['Gurgaon', 'Mumbai'],
      exp: [3, 6],
      salary: [28, 38],
      tags: ['Strategy Consulting', 'Market Entry'],
      category: 2,
      applyUrl: 'https://careers.bhatiastrategy.example/openings/consultant-consumer-retail',
    },
    {
      title: 'Supply Chain Manager',
      company: 'Gupta Logistics',
      cities: ['Pune'],
      exp: [6, 10],
      salary: [25, 35],
      tags: ['Supply Chain', 'S&OP', 'Procurement'],
      category: 5,
    },
    {
      title: 'Associate Product Marketing Manager',
      company: 'Kulkarni Finserv',
      cities: ['Bangalore'],
      exp: [2, 4],
      salary: [14, 20],
      tags: ['Product Marketing', 'Go-To-Market'],
      category: 1,
    },
    {
      title: 'Trade Marketing Manager',
      company: 'Joshi Industries',
      cities: ['Pune'],
      exp: [5, 9],
      salary: null,
      tags: ['Trade Marketing', 'Sales'],
      category: 1,
    },
    {
      title: 'Investment Banking Analyst',
      company: 'Dubashi Capital',
      cities: ['Mumbai'],
      exp: [1, 3],
      salary: [18, 26],
      tags: ['Investment Banking', 'Financial Modelling'],
      category: 0,
    },
    {
      title: 'M&A Associate',
      company: 'Chopra Securities',
      cities: ['Mumbai'],
      exp: [3, 6],
      salary: [30, 42],
      tags: ['M&A', 'Valuation'],
      category: 0,
    },
    {
      title: 'Corporate Development Manager',
      company: 'Agarwal Industries',
      cities: ['Gurgaon'],
      exp: [4, 7],
      salary: [28, 36],
      tags: ['M&A', 'Strategy'],
      category: 0,
    },
    {
      title: 'Associate Consultant',
      company: 'Khanna Advisors',
      cities: ['Gurgaon'],
      exp: [1, 3],
      salary: [16, 22],
      tags: ['Strategy Consulting', 'Market Entry'],
      category: 2,
    },
    {
      title: 'Strategy Manager',
      company: 'Saxena Retail',
      cities: ['Bangalore'],
      exp: [5, 8],
      salary: [30, 40],
      tags: ['Business Transformation', 'Strategy Consulting'],
      category: 2,
    },
    {
      title: 'Engagement Manager',
      company: 'Goel Consulting',
      cities: ['Mumbai'],
      exp: [6, 9],
      salary: [40, 55],
      tags: ['Strategy Consulting', 'Stakeholder Management'],
      category: 2,
    },
  ],
  technology: [
    {
      title: 'Senior Machine Learning Engineer',
      company: 'Iyer Analytics Labs',
      cities: ['Bangalore', 'Hyderabad'],
      exp: [4, 8],
      salary: [38, 55],
      tags: ['PyTorch', 'LLMs', 'MLOps', 'Python'],
      category: 0,
      workFromHome: true,
    },
    {
      title: 'Data Scientist - Pricing',
      company: 'Kapoor Mobility Labs',
      cities: ['Gurgaon'],
      exp: [2, 5],
      salary: [18, 26],
      tags: ['Python', 'Machine Learning', 'SQL'],
      category: 1,
    },
    {
      title: 'Applied Scientist, NLP',
      company: 'Menon AI',
      cities: ['Chennai', 'Hyderabad'],
      exp: [5, 9],
      salary: [45, 65],
      tags: ['LLMs', 'NLP', 'Transformers'],
      category: 0,
    },
    {
      title: 'Backend Engineer (Go)',
      company: 'Reddy Payments Technologies',
      cities: ['Hyderabad'],
      exp: [3, 6],
      salary: [24, 36],
      tags: ['Go', 'PostgreSQL', 'Microservices'],
      category: 2,
    },
    {
      title: 'MLOps Engineer',
      company: 'Talwar Cloud',
      cities: ['Pune'],
      exp: [3, 6],
      salary: [22, 32],
      tags: ['MLOps', 'Kubernetes', 'AWS'],
      category: 0,
    },
    {
      title: 'Associate Product Manager',
      company: 'Sethi Commerce Technologies',
      cities: ['Bangalore'],
      exp: [1, 3],
      salary: [16, 22],
      tags: ['Product Management', 'SQL', 'A/B Testing'],
      category: 3,
    },
    {
      title: 'Staff Data Engineer',
      company: null,
      cities: ['Pune', 'Bangalore'],
      exp: [8, 12],
      salary: null,
      tags: ['Apache Spark', 'Kafka', 'Airflow'],
      category: 1,
    },
    {
      title: 'Product Designer',
      company: 'Kulkarni Digital',
      cities: ['Bangalore'],
      exp: [3, 6],
      salary: [20, 30],
      tags: ['Figma', 'UX Research', 'Design Systems'],
      category: 3,
      applyUrl: 'https://careers.kulkarnidigital.example/jobs/product-designer',
    },
    {
      title: 'Machine Learning Engineer - Recommendations',
      company: 'Sethi Commerce Technologies',
      cities: ['Bangalore'],
      exp: [3, 6],
      salary: [28, 40],
      tags: ['PyTorch', 'Python'],
      category: 0,
    },
    {
      title: 'Computer Vision Engineer',
      company: 'Verma Robotics Systems',
      cities: ['Bangalore'],
      exp: [2, 4],
      salary: null,
      tags: ['PyTorch', 'OpenCV'],
      category: 0,
    },
    {
      title: 'Senior Data Engineer',
      company: 'Bansal Data Systems',
      cities: ['Bangalore'],
      exp: [5, 8],
      salary: [30, 45],
      tags: ['Apache Spark', 'Airflow'],
      category: 1,
    },
    {
      title: 'Analytics Engineer',
      company: 'Chawla Software',
      cities: ['Pune'],
      exp: [3, 6],
      salary: [20, 30],
      tags: ['Data Engineering', 'SQL'],
      category: 1,
    },
    {
      title: 'Data Platform Engineer',
      company: 'Nanda Cloud',
      cities: ['Hyderabad'],
      exp: [4, 7],
      salary: [28, 38],
      tags: ['Kafka', 'AWS'],
      category: 1,
    },
    {
      title: 'Senior UX Designer',
      company: 'Pillai Health Technologies',
      cities: ['Chennai'],
      exp: [4, 7],
      salary: [24, 34],
      tags: ['UX Research', 'Figma'],
      category: 3,
    },
    {
      title: 'UI Designer',
      company: 'Dutta Studios',
      cities: ['Kolkata'],
      exp: [1, 3],
      salary: [8, 12],
      tags: ['Figma', 'Prototyping'],
      category: 3,
      workFromHome: true,
    },
    {
      title: 'Product Designer - Payments',
      company: 'Bose Fintech',
      cities: ['Mumbai'],
      exp: [3, 5],
      salary: [22, 28],
      tags: ['Design Systems', 'Figma'],
      category: 3,
    },
  ],
};

/** The sample job of that title, of any vertical. */
export function sampleJob(title: string): StoryJobSample {
  for (const jobs of Object.values(STORY_JOBS)) {
    const job = jobs.find((j) => j.title === title);
    if (job) return job;
  }
  throw new Error(`no story job is called "${title}"`);
}

export const DAY_MS = 86_400_000;

/** Stable ids for names (cities, tags, companies) in a sample. */
export const storyIdOf = (name: string) =>
  [...name].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) % 99_991, 7);

/**
 * The job as a list answers it. `cityId` gives a city's id (by default one made from its name);
 * `hoursEarlier` moves its posting time back from the start of its day.
 */
export function storyFeedEntry(
  vertical: Vertical,
  spec: StoryJobSpec,
  now: number,
  { cityId = storyIdOf, hoursEarlier = 0 }: { cityId?: (name: string) => number; hoursEarlier?: number } = {},
): JobFeedEntry {
  const categories = VERTICALS[vertical].categories;
  const category = categories[spec.category] ?? categories[0];
  return {
    id: spec.id,
    title: spec.title,
    slug: toSlug(spec.title),
    confidential: spec.company === null,
    company: spec.company
      ? { id: storyIdOf(spec.company), name: spec.company, slug: toSlug(spec.company) }
      : null,
    companyLogo: null,
    cities: spec.cities.map((name) => ({ id: cityId(name), name })),
    minExp: spec.exp[0],
    maxExp: spec.exp[1],
    minSalary: spec.salary?.[0] ?? null,
    maxSalary: spec.salary?.[1] ?? null,
    hideSalary: spec.salary === null,
    tags: spec.tags.map((name) => ({ id: storyIdOf(name), name })),
    postedAt: new Date(now - spec.daysAgo * DAY_MS - hoursEarlier * 3_600_000).toISOString(),
    expiresAt: new Date(now + (30 - spec.daysAgo) * DAY_MS).toISOString(),
    saved: spec.saved ? 1 : 0,
    applied: spec.applied ?? false,
    category: category ? { id: spec.category + 1, name: category.name, slug: category.slug } : null,
    recruiter: spec.recruiter
      ? { id: storyIdOf(spec.recruiter), name: spec.recruiter, designation: null, picUrl: null }
      : { id: 7000 + (spec.id % 1000), name: 'Recruiter', designation: null, picUrl: null },
    femaleCandidate: false,
    femaleBackWorkForce: spec.returners ?? false,
    differentlyAbled: false,
    exDefence: false,
    workFromHome: spec.workFromHome ?? false,
    applyType: spec.applyUrl ? 'external' : 'internal',
    applyUrl: spec.applyUrl ?? null,
  };
}
