/** Answers of job-service calls (calls.md 7.1, 7.2) beyond the ones `calls/` defines beside their queries. */
import * as v from 'valibot';
import { APPLICATION_STATUSES } from '../calls/job-actions.ts';
import { JobViewAnswer } from '../calls/job-detail.ts';
import { JobFeedAnswer } from '../calls/job-feed.ts';
import { RecruiterResponsiveness } from '../responsiveness.ts';
import { Count, Id, IsoDateTime } from '../schemas/common.ts';
import { JobFeedEntry, MagicRank } from '../schemas/jobs.ts';
import { Category, CategoryMenuItem, Tag } from '../schemas/taxonomy.ts';
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
export const Assessment = v.object({
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
export const PendingTestsAnswer = v.object({
  tests: v.array(v.object({ ...Assessment.entries, jobTitle: v.string() })),
  hasMore: v.boolean(),
  page: Count,
});
export type PendingTestsAnswer = v.InferOutput<typeof PendingTestsAnswer>;

/**
 * `GET job/validate-assessment/`: whether the seeker may take the recruiter's test for the job now, the
 * test's status (`null` when there is none from that recruiter) and, when valid, the test.
 */
export const ValidateAssessmentAnswer = v.object({
  valid: v.boolean(),
  status: v.nullable(v.picklist(ASSESSMENT_STATUSES)),
  assessment: v.nullable(Assessment),
});

/** `GET job/early-applicant/getSkills`: the tags of the newest jobs, most frequent first, with their job counts. */
export const EarlyApplicantSkillsAnswer = v.object({
  skills: v.array(v.object({ id: Id, name: v.string(), jobs: Count })),
});
export type EarlyApplicantSkillsAnswer = v.InferOutput<typeof EarlyApplicantSkillsAnswer>;

/**
 * Who moved an application, as its seeker may read it: `you` (applying) or `the recruiter`, never a name;
 * `null` for a move the product made on its own (decision 0099's `system`).
 */
const APPLICATION_EVENT_ACTORS = ['you', 'recruiter'] as const;

/** One step of an application's timeline (decision 0103): the status it reached, when, and who moved it. */
export const ApplicationEvent = v.object({
  status: v.picklist(APPLICATION_STATUSES),
  at: IsoDateTime,
  by: v.nullable(v.picklist(APPLICATION_EVENT_ACTORS)),
});
export type ApplicationEvent = v.InferOutput<typeof ApplicationEvent>;

/**
 * `GET job/applied-jobs`: the seeker's applied jobs, by status. Each job carries its application
 * (status, applied and updated times; decision 0008), the application's own timeline, oldest first, and
 * how the job's recruiter answers applicants (decision 0103: the page needs no second call).
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
            events: v.array(ApplicationEvent),
            recruiterResponsiveness: RecruiterResponsiveness,
          }),
        ),
      }),
    ]),
  ),
});
export type AppliedJobsAnswer = v.InferOutput<typeof AppliedJobsAnswer>;

/** A state-changing job call's confirmation, shown as the success toast. */
const message = v.string();

/**
 * `POST job/apply`: the application made (its id and time, and how many jobs the seeker has applied to
 * now), or, for a job that takes applications on the company's site, where to apply there.
 */
export const ApplyAnswer = v.union([
  v.object({ message, jobId: Id, applicationId: Id, appliedAt: IsoDateTime, appliedCount: Count }),
  v.object({ jobId: Id, applyUrl: v.string() }),
]);
export type ApplyAnswer = v.InferOutput<typeof ApplyAnswer>;

/**
 * `POST job/apply-multiple`: each job in one of three lists: applied, to apply to on the company's site,
 * or failed with the status and message applying to it alone would have answered.
 */
export const ApplyMultipleAnswer = v.object({
  applied: v.array(Id),
  external: v.array(v.object({ jobId: Id, applyUrl: v.string() })),
  failed: v.array(v.object({ jobId: Id, statusCode: v.pipe(v.number(), v.integer()), message })),
  appliedCount: Count,
});
export type ApplyMultipleAnswer = v.InferOutput<typeof ApplyMultipleAnswer>;

/** `POST job/apply-additional-info`: the screening answers as sent to the recruiter. */
export const ApplyAdditionalInfoAnswer = v.object({
  message,
  jobId: Id,
  answers: v.array(v.object({ question: v.string(), answer: v.string() })),
});
export type ApplyAdditionalInfoAnswer = v.InferOutput<typeof ApplyAdditionalInfoAnswer>;

/** `POST job/save/` and `POST job/unsave/`: whether the job is saved now (1 or 0) and the saved count. */
export const SaveJobAnswer = v.object({ message, jobId: Id, saved: v.picklist([0, 1]), savedCount: Count });
export type SaveJobAnswer = v.InferOutput<typeof SaveJobAnswer>;

/** `PUT job/jobfeed/{userId}/unfollowjob/{jobId}/`: whether the job is hidden from the feeds now. */
export const HideJobAnswer = v.object({ message, jobId: Id, hidden: v.boolean() });
export type HideJobAnswer = v.InferOutput<typeof HideJobAnswer>;

/** `PUT job/jobfeed/{userId}/unfollowrecruiter/{recruiterId}/`: whether the recruiter is unfollowed now. */
export const UnfollowRecruiterAnswer = v.object({ message, recruiterId: Id, unfollowed: v.boolean() });
export type UnfollowRecruiterAnswer = v.InferOutput<typeof UnfollowRecruiterAnswer>;

/**
 * `POST job/followup` and `PUT user/{userId}/followup/{jobId}`: whether the application is followed up
 * now, and how many follow-ups are left this week.
 */
export const FollowUpAnswer = v.object({
  message,
  jobId: Id,
  followedUp: v.boolean(),
  followUpsRemaining: Count,
});
export type FollowUpAnswer = v.InferOutput<typeof FollowUpAnswer>;

/** `POST job/report`: the job reported (and hidden from the seeker's feeds). */
export const ReportJobAnswer = v.object({ message, id: Id, reported: v.literal(true) });
export type ReportJobAnswer = v.InferOutput<typeof ReportJobAnswer>;

/** `POST job/assessment_complete`: the external test, completed. */
export const AssessmentCompleteAnswer = v.object({ message, ...Assessment.entries });
export type AssessmentCompleteAnswer = v.InferOutput<typeof AssessmentCompleteAnswer>;

/** `GET job/saved-jobs`: a feed page of the seeker's saved jobs, each with when it was saved. */
export const SavedJobsAnswer = v.object({
  ...JobFeedAnswer.entries,
  jobs: v.array(v.intersect([JobFeedEntry, v.object({ savedAt: IsoDateTime })])),
});
export type SavedJobsAnswer = v.InferOutput<typeof SavedJobsAnswer>;

/**
 * `GET job/v2/early-applicant-jobfeed`: to a subscriber, the jobs of their preferences in the
 * early-applicant window; `subscribed` says whether the subscription runs and `expiry` when it ends
 * (`null` without one). Without a running subscription the page is empty.
 */
export const EarlyApplicantFeedAnswer = v.object({
  ...JobFeedAnswer.entries,
  subscribed: v.boolean(),
  expiry: v.nullable(IsoDateTime),
});
export type EarlyApplicantFeedAnswer = v.InferOutput<typeof EarlyApplicantFeedAnswer>;

/** `GET job/view`: the job's views and, to a signed-in seeker, how many times they viewed it. */
export const JobViewsAnswer = v.object({ ...JobViewAnswer.entries, seekerViews: v.optional(Count) });
export type JobViewsAnswer = v.InferOutput<typeof JobViewsAnswer>;

/**
 * `GET job/category/`: the category with its icon, its whole menu of tags, and the tags grouped under
 * the menu's headings (a heading's label and slug, and its tags).
 */
export const CategoryAnswer = v.object({
  ...Category.entries,
  icon: v.string(),
  groups: v.array(v.object({ label: v.string(), tag: v.string(), menus: v.array(CategoryMenuItem) })),
});
export type CategoryAnswer = v.InferOutput<typeof CategoryAnswer>;

/**
 * `GET job/magic-rank`: the rank among the applicants and, with a rank, the seeker's match score with
 * the job, which the rank orders by.
 */
export const MagicRankAnswer = v.intersect([MagicRank, v.object({ score: v.optional(v.number()) })]);
export type MagicRankAnswer = v.InferOutput<typeof MagicRankAnswer>;
