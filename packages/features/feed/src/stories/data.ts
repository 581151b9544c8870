/**
 * Realistic data for the job feed's stories, in the vertical of the brand the Storybook toolbar picks
 * (brand apps are named after their vertical): the signed-in person, the jobs `job/jobfeed` answers for
 * them (one saved, one applied to, one of a confidential employer), the cities the filter offers and a
 * waiting survey. A vertical without a sample gets plain jobs named after its categories.
 */
import { type JobFeedEntry, VERTICALS, type Vertical } from '@jobsite/domain';
import type { SeekerSummary } from '@jobsite/shell/seeker';
import { type StoryJobSpec, storyFeedEntry } from '@jobsite/shell/stories/jobs';

/** The cities `job/nearbycitiesjobs` answers, with their ids. */
export const STORY_CITIES = [
  { id: 1, name: 'Mumbai' },
  { id: 2, name: 'Bangalore' },
  { id: 3, name: 'Delhi NCR' },
  { id: 4, name: 'Gurgaon' },
  { id: 5, name: 'Hyderabad' },
  { id: 6, name: 'Pune' },
  { id: 7, name: 'Chennai' },
  { id: 8, name: 'Kolkata' },
] as const;

type City = (typeof STORY_CITIES)[number]['name'];

/** A job of the feed: its id is its place in the feed's list, its cities the filter's. */
type JobSpec = Omit<StoryJobSpec, 'id' | 'cities' | 'recruiter'> & { cities: City[]; recruiter: string };

interface Sample {
  /** The person signed in, with unread chats, so the chat sticky shows its count. */
  seeker: SeekerSummary;
  survey: { id: number; title: string; intro: string };
  jobs: JobSpec[];
}

const SAMPLES: Partial<Record<Vertical, Sample>> = {
  management: {
    seeker: {
      id: 52817,
      name: 'Aditi Sharma',
      pictureUrl: null,
      notificationCount: 4,
      chatCount: 3,
      savedCount: 6,
      appliedCount: 11,
      completeness: 85,
      plan: 'basic',
    },
    survey: {
      id: 12,
      title: 'How is your job search going?',
      intro: 'Five questions, about two minutes: what you want from your next role helps us pick your feed.',
    },
    jobs: [
      {
        title: 'Product Marketing Manager',
        company: 'Saraf Consumer Brands',
        cities: ['Mumbai'],
        exp: [4, 7],
        salary: [24, 32],
        tags: ['Product Marketing', 'Go-To-Market', 'Brand Management', 'Consumer Insights'],
        category: 1,
        daysAgo: 0,
        recruiter: 'Priya Deshmukh',
      },
      {
        title: 'Brand Manager - Skincare',
        company: 'Mehta Wellness',
        cities: ['Gurgaon'],
        exp: [5, 8],
        salary: [26, 34],
        tags: ['Brand Management', 'Product Marketing'],
        category: 1,
        daysAgo: 0,
        recruiter: 'Kavya Mehta',
        saved: true,
      },
      {
        title: 'Investment Banking Associate',
        company: null,
        cities: ['Mumbai'],
        exp: [2, 5],
        salary: null,
        tags: ['Investment Banking', 'Financial Modelling', 'Valuation'],
        category: 0,
        daysAgo: 1,
        recruiter: 'Rohan Malhotra',
      },
      {
        title: 'Category Manager - Home & Kitchen',
        company: 'Bhatia Retail',
        cities: ['Gurgaon', 'Delhi NCR'],
        exp: [4, 7],
        salary: [22, 30],
        tags: ['Category Management', 'P&L'],
        category: 1,
        daysAgo: 1,
        recruiter: 'Sandeep Bhatia',
      },
      {
        title: 'Growth Marketing Manager',
        company: 'Sinha Foods',
        cities: ['Mumbai'],
        exp: [3, 6],
        salary: [18, 25],
        tags: ['Digital Marketing', 'Performance Marketing'],
        category: 1,
        daysAgo: 2,
        recruiter: 'Ritika Sinha',
        applied: true,
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
        daysAgo: 3,
        recruiter: 'Anjali Nair',
        returners: true,
      },
      {
        title: 'Management Consultant',
        company: 'Bhatia Strategy Partners',
        cities: ['Gurgaon', 'Mumbai'],
        exp: [3, 6],
        salary: [28, 38],
        tags: ['Strategy Consulting', 'Market Entry'],
        category: 2,
        daysAgo: 4,
        recruiter: 'Neha Bhatia',
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
        daysAgo: 5,
        recruiter: 'Vikram Gupta',
      },
    ],
  },
  technology: {
    seeker: {
      id: 61402,
      name: 'Rahul Verma',
      pictureUrl: null,
      notificationCount: 1,
      chatCount: 3,
      savedCount: 9,
      appliedCount: 7,
      completeness: 80,
      plan: 'basic',
    },
    survey: {
      id: 14,
      title: 'Help us match you with better roles',
      intro: 'Four questions, about a minute: which stack and team size you want next.',
    },
    jobs: [
      {
        title: 'Senior Machine Learning Engineer',
        company: 'Iyer Analytics Labs',
        cities: ['Bangalore', 'Hyderabad'],
        exp: [4, 8],
        salary: [38, 55],
        tags: ['PyTorch', 'LLMs', 'MLOps', 'Python'],
        category: 0,
        daysAgo: 0,
        recruiter: 'Karthik Subramanian',
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
        daysAgo: 0,
        recruiter: 'Sneha Kapoor',
        saved: true,
      },
      {
        title: 'Applied Scientist, NLP',
        company: 'Menon AI',
        cities: ['Chennai', 'Hyderabad'],
        exp: [5, 9],
        salary: [45, 65],
        tags: ['LLMs', 'NLP', 'Transformers'],
        category: 0,
        daysAgo: 1,
        recruiter: 'Arjun Menon',
      },
      {
        title: 'Backend Engineer (Go)',
        company: 'Reddy Payments Technologies',
        cities: ['Hyderabad'],
        exp: [3, 6],
        salary: [24, 36],
        tags: ['Go', 'PostgreSQL', 'Microservices'],
        category: 2,
        daysAgo: 1,
        recruiter: 'Lakshmi Reddy',
      },
      {
        title: 'MLOps Engineer',
        company: 'Talwar Cloud',
        cities: ['Pune'],
        exp: [3, 6],
        salary: [22, 32],
        tags: ['MLOps', 'Kubernetes', 'AWS'],
        category: 0,
        daysAgo: 2,
        recruiter: 'Manish Talwar',
        applied: true,
      },
      {
        title: 'Associate Product Manager',
        company: 'Sethi Commerce Technologies',
        cities: ['Bangalore'],
        exp: [1, 3],
        salary: [16, 22],
        tags: ['Product Management', 'SQL', 'A/B Testing'],
        category: 3,
        daysAgo: 3,
        recruiter: 'Pooja Sethi',
        returners: true,
      },
      {
        title: 'Staff Data Engineer',
        company: null,
        cities: ['Pune', 'Bangalore'],
        exp: [8, 12],
        salary: null,
        tags: ['Apache Spark', 'Kafka', 'Airflow'],
        category: 1,
        daysAgo: 3,
        recruiter: 'Ananya Rao',
      },
      {
        title: 'Product Designer',
        company: 'Kulkarni Digital',
        cities: ['Bangalore'],
        exp: [3, 6],
        salary: [20, 30],
        tags: ['Figma', 'UX Research', 'Design Systems'],
        category: 3,
        daysAgo: 4,
        recruiter: 'Meera Pillai',
        applyUrl: 'https://careers.kulkarnidigital.example/jobs/product-designer',
      },
    ],
  },
};

/** A sample for a vertical with none written yet: a job per category. */
function plainSample(vertical: Vertical): Sample {
  return {
    seeker: {
      id: 1,
      name: 'Asha Nair',
      pictureUrl: null,
      notificationCount: 0,
      chatCount: 3,
      savedCount: 0,
      appliedCount: 0,
      completeness: 60,
      plan: 'basic',
    },
    survey: { id: 1, title: 'How is your job search going?', intro: 'Five questions, about two minutes.' },
    jobs: VERTICALS[vertical].categories.map((c, i) => ({
      title: `${c.name} Lead`,
      company: 'Acme Group',
      cities: ['Pune'],
      exp: [3, 6],
      salary: [12, 18],
      tags: [c.name],
      category: i,
      daysAgo: i,
      recruiter: 'Asha Nair',
    })),
  };
}

const sampleOf = (vertical: Vertical): Sample => SAMPLES[vertical] ?? plainSample(vertical);

/** The signed-in person, as the shell's root loader gives them. */
export const storySeeker = (vertical: Vertical): SeekerSummary => sampleOf(vertical).seeker;

/** The survey waiting for the person on their feed. */
export const storySurvey = (vertical: Vertical) => sampleOf(vertical).survey;

/** The feed's jobs as `job/jobfeed` answers them, newest first, dated from `now`. */
export function storyFeedJobs(vertical: Vertical, now: number): JobFeedEntry[] {
  const cityId = (name: string) => STORY_CITIES.find((c) => c.name === name)?.id ?? 0;
  return sampleOf(vertical).jobs.map((spec, i) =>
    storyFeedEntry(vertical, { ...spec, id: 48_200 + i * 37 }, now, { cityId, hoursEarlier: 1 }),
  );
}
