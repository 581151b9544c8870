/**
 * Realistic data for the job feed's stories, in the vertical of the brand the Storybook toolbar picks
 * (brand apps are named after their vertical): the signed-in person, the jobs `job/jobfeed` answers for
 * them (one saved, one applied to, one of a confidential employer), the cities the filter offers and a
 * waiting survey. A vertical without a sample gets plain jobs named after its categories.
 */
import { type JobFeedEntry, VERTICALS, type Vertical } from '@jobsite/domain';
import type { SeekerSummary } from '@jobsite/shell/seeker';
import { type StoryJobSpec, sampleJob, storyFeedEntry } from '@jobsite/shell/stories/jobs';

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

/** A job of the feed (a sample job, or a plain one): its id is its place in the feed's list. */
type JobSpec = Omit<StoryJobSpec, 'id' | 'recruiter'> & { recruiter: string };

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
      { ...sampleJob('Product Marketing Manager'), daysAgo: 0, recruiter: 'Priya Deshmukh' },
      { ...sampleJob('Brand Manager - Skincare'), daysAgo: 0, recruiter: 'Kavya Mehta', saved: true },
      { ...sampleJob('Investment Banking Associate'), daysAgo: 1, recruiter: 'Rohan Malhotra' },
      { ...sampleJob('Category Manager - Home & Kitchen'), daysAgo: 1, recruiter: 'Sandeep Bhatia' },
      { ...sampleJob('Growth Marketing Manager'), daysAgo: 2, recruiter: 'Ritika Sinha', applied: true },
      { ...sampleJob('HR Business Partner'), daysAgo: 3, recruiter: 'Anjali Nair', returners: true },
      { ...sampleJob('Management Consultant'), daysAgo: 4, recruiter: 'Neha Bhatia' },
      { ...sampleJob('Supply Chain Manager'), daysAgo: 5, recruiter: 'Vikram Gupta' },
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
      { ...sampleJob('Senior Machine Learning Engineer'), daysAgo: 0, recruiter: 'Karthik Subramanian' },
      { ...sampleJob('Data Scientist - Pricing'), daysAgo: 0, recruiter: 'Sneha Kapoor', saved: true },
      { ...sampleJob('Applied Scientist, NLP'), daysAgo: 1, recruiter: 'Arjun Menon' },
      { ...sampleJob('Backend Engineer (Go)'), daysAgo: 1, recruiter: 'Lakshmi Reddy' },
      { ...sampleJob('MLOps Engineer'), daysAgo: 2, recruiter: 'Manish Talwar', applied: true },
      { ...sampleJob('Associate Product Manager'), daysAgo: 3, recruiter: 'Pooja Sethi', returners: true },
      { ...sampleJob('Staff Data Engineer'), daysAgo: 3, recruiter: 'Ananya Rao' },
      { ...sampleJob('Product Designer'), daysAgo: 4, recruiter: 'Meera Pillai' },
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
