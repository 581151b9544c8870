/**
 * Realistic data for the applications' page stories, in the vertical of the brand the Storybook toolbar
 * picks: the person's applications (each at a stage of its own) and saved jobs, built from the shared
 * sample jobs of the page stories (`@jobsite/shell/stories/jobs`) as `job/appliedjobs` and
 * `job/savedjobs` answer them.
 */
import type { JobFeedEntry, Vertical } from '@jobsite/domain';
import type { ApplicationStatus } from '@jobsite/domain/calls';
import { DAY_MS, sampleJob, storyFeedEntry } from '@jobsite/shell/stories/jobs';

/** The applications, newest first: the stage, the days since applying, and the job of each vertical. */
const APPLIED: [ApplicationStatus, days: number, management: string, technology: string][] = [
  ['interview', 2, 'Growth Marketing Manager', 'Backend Engineer (Go)'],
  ['shortlisted', 4, 'Brand Manager - Skincare', 'MLOps Engineer'],
  ['viewed', 6, 'Management Consultant', 'Data Scientist - Pricing'],
  ['applied', 9, 'Category Manager - Home & Kitchen', 'Associate Product Manager'],
  ['rejected', 15, 'Investment Banking Associate', 'Staff Data Engineer'],
];

const SAVED: Record<'management' | 'technology', string[]> = {
  management: ['Product Marketing Manager', 'HR Business Partner', 'Supply Chain Manager'],
  technology: ['Senior Machine Learning Engineer', 'Applied Scientist, NLP', 'Product Designer'],
};

/** A vertical with samples of its own, else the first. */
const sampled = (vertical: Vertical) => (vertical === 'technology' ? 'technology' : 'management');

/** The person's applications, each with its job as the list answers it; the newest one applied to early. */
export function storyApplications(vertical: Vertical, now: number) {
  return APPLIED.map(([status, days, management, technology], i) => ({
    status,
    early: i === 0,
    appliedAt: new Date(now - days * DAY_MS).toISOString(),
    job: storyFeedEntry(
      vertical,
      {
        ...sampleJob(sampled(vertical) === 'technology' ? technology : management),
        id: 4100 + i,
        daysAgo: days + 3,
      },
      now,
    ),
  }));
}

/** The person's saved jobs, newest first. */
export function storySavedJobs(vertical: Vertical, now: number): JobFeedEntry[] {
  return SAVED[sampled(vertical)].map((title, i) =>
    storyFeedEntry(vertical, { ...sampleJob(title), id: 4200 + i, daysAgo: i + 1, saved: true }, now),
  );
}
