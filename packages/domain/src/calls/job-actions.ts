/**
 * The signed-in job calls (calls.md 7.1, 7.2): applying, saving, hiding, follow-ups, reports,
 * assessments, rank and the seeker's notifications. Inputs only; the server names the failing field.
 */
import * as v from 'valibot';
import { IdList, Page, QueryId, SearchText } from './params.ts';

/**
 * The states of an application, in the order a recruiter moves it: `applied` on applying, then the
 * recruiter's `viewed`, `shortlisted`, `assessment`, `interview`, `hired` or `rejected`.
 */
export const APPLICATION_STATUSES = [
  'applied',
  'viewed',
  'shortlisted',
  'assessment',
  'interview',
  'hired',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const FlagValue = v.pipe(
  v.picklist(['0', '1', 'true', 'false'], 'must be 0, 1, true or false'),
  v.transform((s) => s === '1' || s === 'true'),
);
const Flag = v.optional(FlagValue);

/** `?undo=1` turns an action into its undo variant. */
export const UndoQuery = v.object({ undo: v.optional(FlagValue, 'false') });

/** A user id in a path: the caller's numeric seeker id or obfuscated user id. */
const UserIdParam = v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{1,80}$/, 'must be a user id'));

export const UnfollowJobParams = v.object({ userId: UserIdParam, jobId: QueryId });
export const UnfollowRecruiterParams = v.object({ userId: UserIdParam, recruiterId: QueryId });
export const FollowUpParams = v.object({ userId: UserIdParam, jobId: QueryId });

/** Body of `POST job/apply-multiple`: up to 20 job ids plus extras. */
export const ApplyMultipleBody = v.object({
  jobIds: v.pipe(
    v.union([v.string(), v.array(v.union([v.string(), v.number()]))], 'must be a list of job ids'),
    v.transform((x) => (Array.isArray(x) ? x.join(',') : x)),
    IdList(20),
    v.minLength(1, 'must name at least one job'),
  ),
  includeCoverletter: Flag,
  source: v.optional(SearchText(100)),
});
export type ApplyMultipleBody = v.InferOutput<typeof ApplyMultipleBody>;

const Answer = v.object({
  question: v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(300)),
  answer: v.pipe(v.string(), v.trim(), v.maxLength(2000, 'must be at most 2000 characters')),
});

/** Body of `POST job/apply-additional-info`: screening answers for a job applied to (JSON, or form with `answers` as JSON text). */
export const ApplyAdditionalInfoBody = v.object({
  jobcode: v.pipe(v.union([v.string(), v.number()]), v.transform(String), QueryId),
  answers: v.pipe(
    v.union([v.string(), v.array(v.unknown())], 'must be a list of answers'),
    v.transform((x): unknown => {
      if (typeof x !== 'string') return x;
      try {
        return JSON.parse(x);
      } catch {
        return null;
      }
    }),
    v.array(Answer, 'must be a list of { question, answer }'),
    v.minLength(1, 'must hold at least one answer'),
    v.maxLength(30, 'must hold at most 30 answers'),
  ),
});

export const AppliedJobsQuery = v.object({
  page: Page,
  status: v.optional(
    v.union([
      v.literal(''),
      v.picklist(APPLICATION_STATUSES, `must be one of ${APPLICATION_STATUSES.join(', ')}`),
    ]),
  ),
});
export const PageQuery = v.object({ page: Page });

/** `POST job/report?id=&action=job`. */
export const ReportQuery = v.object({
  id: QueryId,
  action: v.literal('job', "must be 'job'"),
  reason: v.optional(SearchText(500)),
});

export const MagicRankQuery = v.object({ jobId: QueryId });
export const ValidateAssessmentQuery = v.object({ seekerId: QueryId, jobId: QueryId, recruiterId: QueryId });
export const PendingTestsQuery = v.object({ id: v.optional(QueryId), page: Page });

/** `GET job/similarjobs`: by tags, or after applying by the job applied to (`jobcode`). */
export const SimilarJobsAfterApplyQuery = v.pipe(
  v.object({ tags: v.optional(IdList(20)), jobcode: v.optional(QueryId), page: Page }),
  v.check((q) => Boolean(q.tags?.length) || q.jobcode !== undefined, 'tags or jobcode is required'),
);

export const EarlyApplicantSkillsQuery = v.object({
  functionalarea: v.optional(QueryId),
  aggname: v.optional(SearchText(100)),
});

export const NotificationsQuery = v.object({ page: Page });
/** Body of `POST user/notifications/read`: the ids to mark read; none means all. */
export const NotificationsReadBody = v.object({
  ids: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.union([v.string(), v.number()]))], 'must be a list of ids'),
      v.transform((x) => (Array.isArray(x) ? x.join(',') : x)),
      IdList(100),
    ),
  ),
});
