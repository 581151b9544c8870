/**
 * Inputs of the competition calls (calls.md 7.4 and 7.8; decision 0039). Every call names its edition by
 * `competitionId`; without it the current edition is meant. The quiz runs on the timed-questions engine,
 * so its answer body is the assessments' shape.
 */
import * as v from 'valibot';
import { COMPETITION, PLAYED_ROUNDS, SUBMISSION_KINDS } from '../competition.ts';
import { Page, QueryId, QueryInt, SearchText, TrimmedText } from './params.ts';

const wireId = (message: string) =>
  v.pipe(
    v.union([v.pipe(v.number(), v.integer(message)), v.string()], message),
    v.transform(String),
    QueryId,
  );

const Text = (max: number) => TrimmedText(max, 2, 'must be at least 2 characters');

/** Query of `GET user/competition/info`, `progress` and `quiz`: the edition (default: the current one). */
export const CompetitionQuery = v.object({ competitionId: v.optional(QueryId) });
export type CompetitionQuery = v.InferOutput<typeof CompetitionQuery>;

/** Query of `GET user/competition/result` (page 1-based, default 1; page size default and at most 100). */
export const CompetitionResultQuery = v.object({
  competitionId: v.optional(QueryId),
  name: v.optional(SearchText(100)),
  institute: v.optional(SearchText(150)),
  round: v.optional(v.picklist(PLAYED_ROUNDS, `must be one of ${PLAYED_ROUNDS.join(', ')}`)),
  page: v.optional(v.pipe(QueryInt(10_000), v.minValue(1, 'must be a page number from 1')), '1'),
  pageSize: v.optional(v.pipe(QueryInt(100), v.minValue(1, 'must be a whole number from 1 to 100')), '100'),
});
export type CompetitionResultQuery = v.InferOutput<typeof CompetitionResultQuery>;

/** Query of `GET competition/download`: the round whose case study is wanted (round 2 has one). */
export const CompetitionDownloadQuery = v.object({
  competitionId: v.optional(QueryId),
  round: v.picklist(PLAYED_ROUNDS, `must be one of ${PLAYED_ROUNDS.join(', ')}`),
});
export type CompetitionDownloadQuery = v.InferOutput<typeof CompetitionDownloadQuery>;

const Accepted = v.pipe(
  v.union([v.literal(true), v.picklist(['true', 'on', '1'])], 'accept the terms to register'),
  v.transform(() => true as const),
);

/** Body of `POST user/competition/register` (the generic registration of calls.md 7.4, at this path). */
export const CompetitionRegisterBody = v.object({
  competitionId: v.optional(wireId('must be a competition id')),
  institute: Text(150),
  programme: Text(100),
  graduationYear: v.pipe(
    v.union([v.pipe(v.number(), v.integer()), v.string()], 'must be a year'),
    v.transform(String),
    v.regex(/^\d{4}$/, 'must be a year such as 2027'),
    v.transform(Number),
    v.minValue(1990, 'must be a year from 1990'),
    v.maxValue(2100, 'must be a year before 2100'),
  ),
  city: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'must be at most 100 characters'))),
  acceptTerms: Accepted,
});
export type CompetitionRegisterBody = v.InferOutput<typeof CompetitionRegisterBody>;

/** Body of `POST user/competition/quiz/start` and `…/quiz/submit`. */
export const CompetitionQuizBody = v.object({
  competitionId: v.optional(wireId('must be a competition id')),
});
export type CompetitionQuizBody = v.InferOutput<typeof CompetitionQuizBody>;

/** Body of `POST user/competition/quiz/answer`: the chosen option's 0-based index for one question. */
export const CompetitionQuizAnswerBody = v.object({
  competitionId: v.optional(wireId('must be a competition id')),
  questionId: wireId('must be a question id'),
  choice: v.pipe(
    v.union(
      [v.pipe(v.number(), v.integer('must be the index of an option')), v.string()],
      'must be the index of an option',
    ),
    v.transform(String),
    QueryInt(5),
  ),
});
export type CompetitionQuizAnswerBody = v.InferOutput<typeof CompetitionQuizAnswerBody>;

/**
 * The text fields of `POST user/competition/submission` (multipart, the file in `file`): the kind of
 * file handed in. Its round follows from the kind (`SUBMISSION_RULES`).
 */
export const CompetitionSubmissionFields = v.object({
  competitionId: v.optional(wireId('must be a competition id')),
  kind: v.picklist(SUBMISSION_KINDS, `must be one of ${SUBMISSION_KINDS.join(', ')}`),
});
export type CompetitionSubmissionFields = v.InferOutput<typeof CompetitionSubmissionFields>;

/**
 * Query of `GET job/getUnpublishedJobs`: the partner jobs of the competition, by their tag (default the
 * competition's) and page.
 */
export const UnpublishedJobsQuery = v.object({
  tag: v.optional(QueryId, String(COMPETITION.unpublishedJobsTag)),
  page: Page,
});
