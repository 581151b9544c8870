/** Answers of job-service calls (calls.md 7.1, 7.2) beyond the ones `calls/` defines beside their queries. */
import * as v from 'valibot';
import { APPLICATION_STATUSES } from '../calls/job-actions.ts';
import { JobFeedAnswer } from '../calls/job-feed.ts';
import { Count, Id, IsoDateTime } from '../schemas/common.ts';
import { JobFeedEntry } from '../schemas/jobs.ts';
import { Tag } from '../schemas/taxonomy.ts';
import { HttpsUrl } from '../schemas/urls.ts';

/** `GET job/recruiterfeed/`: recruiters who posted lately. */
export const RecruiterFeedEntry = v.object({
  id: Id,
  name: v.string(),
  designation: v.nullable(v.string()),
  picUrl: v.nullable(v.string()),
  company: v.nullable(v.string()),
  lastPostedAt: v.pipe(v.string(), v.isoTimestamp()),
});
export type RecruiterFeedEntry = v.InferOutput<typeof RecruiterFeedEntry>;

/** `GET job/keyword/`: a tag with its category and related tags. */
export const KeywordInfo = v.object({
  ...v.object({ id: Id, name: v.string(), alias: v.nullable(v.string()) }).entries,
  key: v.optional(v.string()),
  searchString: v.optional(v.string()),
  category: v.nullable(v.object({ id: Id, name: v.string(), slug: v.string() })),
  related: v.array(Tag),
});
export type KeywordInfo = v.InferOutput<typeof KeywordInfo>;

/** `GET job/tagIdsByName`: the ids of the tags that match a slug, best first. */
export const TagIdsByName = v.object({ tagIds: v.array(Id), tags: v.array(Tag) });
export type TagIdsByName = v.InferOutput<typeof TagIdsByName>;

/** `GET job/mtags`: the main tags of each category. */
export const MainTagGroup = v.object({ id: Id, name: v.string(), slug: v.string(), tags: v.array(Tag) });
export type MainTagGroup = v.InferOutput<typeof MainTagGroup>;

/** `GET job/female-jobs`: a feed page plus the row window it covers. */
export const FemaleJobsAnswer = v.object({ ...JobFeedAnswer.entries, start: Count, end: Count });
export type FemaleJobsAnswer = v.InferOutput<typeof FemaleJobsAnswer>;

const ASSESSMENT_STATUSES = ['pending', 'completed'] as const;
export const ASSESSMENT_KINDS = ['external', 'timed'] as const;

/**
 * `GET job/assessment`: the test a recruiter assigned for an application (decision 0008; the catalogue
 * does not show its fields): where to take it, and whether it is done. An `external` test is taken at
 * its https address; a `timed` one inside the product (decision 0027): its questions, duration, the
 * attempt's start and deadline, and once submitted its score. The fields added with timed tests are
 * optional in the schema so earlier answers still read; the API always sends them.
 */
export const Assessment = v.looseObject({
  id: Id,
  jobId: Id,
  recruiterId: Id,
  title: v.string(),
  /** Where an external test is taken: an https address (decision 0021), never a script; `null` when timed. */
  url: v.nullable(HttpsUrl),
  kind: v.optional(v.picklist(ASSESSMENT_KINDS)),
  status: v.picklist(ASSESSMENT_STATUSES),
  assignedAt: IsoDateTime,
  dueAt: v.nullable(IsoDateTime),
  completedAt: v.nullable(IsoDateTime),
  /** A timed test's time allowed and question count (`null` when external). */
  durationSeconds: v.optional(v.nullable(Count)),
  questionCount: v.optional(v.nullable(Count)),
  /** The seeker's attempt: when it started and must end (`null` before the start). */
  startedAt: v.optional(v.nullable(IsoDateTime)),
  deadline: v.optional(v.nullable(IsoDateTime)),
  submitted: v.optional(v.boolean()),
  /** The score of a submitted timed test, shown to the seeker too (decision 0027). */
  score: v.optional(v.nullable(Count)),
  maxScore: v.optional(v.nullable(Count)),
});
export type Assessment = v.InferOutput<typeof Assessment>;

/**
 * `GET job/pending-tests/`: a page of the seeker's pending tests, newest first, with the job's title;
 * with `status=all`, the pending ones first, then the completed ones (decision 0027).
 */
export const PendingTestsAnswer = v.looseObject({
  tests: v.array(v.looseObject({ ...Assessment.entries, jobTitle: v.string() })),
  hasMore: v.boolean(),
  page: Count,
});
export type PendingTestsAnswer = v.InferOutput<typeof PendingTestsAnswer>;

/**
 * `GET job/validate-assessment/`: whether the seeker may take the recruiter's test for the job now, the
 * test's status (`null` when there is none from that recruiter) and, when valid, the test.
 */
export const ValidateAssessmentAnswer = v.looseObject({
  valid: v.boolean(),
  status: v.nullable(v.picklist(ASSESSMENT_STATUSES)),
  assessment: v.nullable(Assessment),
});

/** `GET job/early-applicant/getSkills`: the tags of the newest jobs, most frequent first, with their job counts. */
export const EarlyApplicantSkillsAnswer = v.looseObject({
  skills: v.array(v.looseObject({ id: Id, name: v.string(), jobs: Count })),
});
export type EarlyApplicantSkillsAnswer = v.InferOutput<typeof EarlyApplicantSkillsAnswer>;

/**
 * `GET job/applied-jobs`: the seeker's applied jobs, by status. Each job carries its application
 * (status, applied and updated times; decision 0008).
 */
export const AppliedJobsAnswer = v.object({
  ...JobFeedAnswer.entries,
  jobs: v.array(
    v.intersect([
      JobFeedEntry,
      v.object({
        application: v.optional(
          v.object({
            status: v.picklist(APPLICATION_STATUSES),
            appliedAt: v.string(),
            updatedAt: v.string(),
          }),
        ),
      }),
    ]),
  ),
});
export type AppliedJobsAnswer = v.InferOutput<typeof AppliedJobsAnswer>;
