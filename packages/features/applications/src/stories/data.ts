/**
 * Realistic data for the applications' page stories, in the vertical of the brand the Storybook toolbar
 * picks: the person's applications (each at a stage of its own) and saved jobs, built from the shared
 * sample jobs of the page stories (`@jobsite/shell/stories/jobs`) as `job/appliedjobs` and
 * `job/savedjobs` answer them.
 */
import type { JobFeedEntry, RecruiterResponsiveness, Vertical } from '@jobsite/domain';
import type { ApplicationEvent } from '@jobsite/domain/answers';
import type { ApplicationStatus } from '@jobsite/domain/calls';
import { DAY_MS, sampleJob, storyFeedEntry } from '@jobsite/shell/stories/jobs';

/** The applications, newest first: the stage, the days since applying, and its job in each vertical. */
const APPLIED: [ApplicationStatus, days: number, Partial<Record<Vertical, string>>][] = [
  ['interview', 2, { management: 'Growth Marketing Manager', technology: 'Backend Engineer (Go)' }],
  ['shortlisted', 4, { management: 'Brand Manager - Skincare', technology: 'MLOps Engineer' }],
  ['viewed', 6, { management: 'Management Consultant', technology: 'Data Scientist - Pricing' }],
  ['applied', 9, { management: 'Trade Marketing Manager', technology: 'Associate Product Manager' }],
  ['rejected', 15, { management: 'Investment Banking Associate', technology: 'Staff Data Engineer' }],
];

/** The steps each stage was reached by, after the seeker's application; one day apart in the stories. */
const PATHS: Record<ApplicationStatus, ApplicationStatus[]> = {
  applied: [],
  viewed: ['viewed'],
  shortlisted: ['viewed', 'shortlisted'],
  assessment: ['viewed', 'shortlisted', 'assessment'],
  interview: ['viewed', 'shortlisted', 'interview'],
  hired: ['viewed', 'shortlisted', 'interview', 'hired'],
  rejected: ['viewed', 'rejected'],
};

/** A recruiter who answers half their applicants within two days, as most of the seeded ones do. */
const PROMPT: RecruiterResponsiveness = {
  enough: true,
  applications: 24,
  medianResponseHours: 30,
  heardWithin7Days: 83,
  heardWithin14Days: 88,
  lastActionDaysAgo: 1,
};

/** The recruiters of the applications in order: prompt ones, a new one, one whose applicants rarely hear. */
const RECRUITERS: RecruiterResponsiveness[] = [
  PROMPT,
  PROMPT,
  { ...PROMPT, medianResponseHours: 140 },
  { enough: false },
  { ...PROMPT, medianResponseHours: null, heardWithin7Days: 4, heardWithin14Days: 9 },
];

const SAVED: Partial<Record<Vertical, string[]>> = {
  management: ['Product Marketing Manager', 'HR Business Partner', 'Supply Chain Manager'],
  technology: ['Senior Machine Learning Engineer', 'Applied Scientist, NLP', 'Product Designer'],
};

/** The vertical's own sample, else the first vertical's (a new brand's stories still show jobs). */
const sampleOf = <T>(samples: Partial<Record<Vertical, T>>, vertical: Vertical): T => {
  const sample = samples[vertical] ?? Object.values(samples)[0];
  if (sample === undefined) throw new Error('no story sample');
  return sample;
};

/**
 * The person's applications, each with its job, its steps and its recruiter's figures as the list answers
 * them; the newest one applied to early.
 */
export function storyApplications(vertical: Vertical, now: number) {
  return APPLIED.map(([status, days, titles], i) => ({
    status,
    early: i === 0,
    appliedAt: new Date(now - days * DAY_MS).toISOString(),
    events: [
      { status: 'applied' as const, at: new Date(now - days * DAY_MS).toISOString(), by: 'you' as const },
      ...PATHS[status].map(
        (step, n): ApplicationEvent => ({
          status: step,
          at: new Date(now - (days - n - 1) * DAY_MS).toISOString(),
          by: 'recruiter',
        }),
      ),
    ],
    recruiterResponsiveness: RECRUITERS[i] ?? PROMPT,
    job: storyFeedEntry(
      vertical,
      { ...sampleJob(sampleOf(titles, vertical)), id: 4100 + i, daysAgo: days + 3 },
      now,
    ),
  }));
}

/** The person's saved jobs, newest first. */
export function storySavedJobs(vertical: Vertical, now: number): JobFeedEntry[] {
  return sampleOf(SAVED, vertical).map((title, i) =>
    storyFeedEntry(vertical, { ...sampleJob(title), id: 4200 + i, daysAgo: i + 1, saved: true }, now),
  );
}
