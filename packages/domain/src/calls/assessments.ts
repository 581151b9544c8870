/**
 * Requests of the in-product assessment calls (the timed-questions engine, decision 0027), and the
 * recruiter's bodies for assigning an assessment on the internal API. Inputs only; the server names the
 * failing field. Ids and choices arrive as JSON numbers or as form text.
 */
import * as v from 'valibot';
import { HttpsUrl } from '../schemas/urls.ts';
import { PendingTestsQuery } from './job-actions.ts';
import { QueryId, QueryInt, TrimmedText } from './params.ts';

/** Options a question offers, and questions a timed assessment holds. */
export const QUESTION_OPTIONS = { min: 2, max: 6 } as const;
export const ASSESSMENT_QUESTIONS = { min: 1, max: 100 } as const;
/** Time allowed for a timed assessment, in seconds (the database keeps to the same range). */
export const ASSESSMENT_DURATION = { min: 30, max: 14_400 } as const;

const wire = (schema: v.GenericSchema<string, number>, message: string) =>
  v.pipe(v.union([v.pipe(v.number(), v.integer(message)), v.string()], message), v.transform(String), schema);

const AssessmentIdValue = wire(QueryId, 'must be an assessment id');

/** Body of `POST user/assessment/start` and `POST user/assessment/submit`. */
export const AssessmentIdBody = v.object({ assessmentId: AssessmentIdValue });
export type AssessmentIdBody = v.InferOutput<typeof AssessmentIdBody>;

/** Query of `GET user/assessment/attempt`. */
export const AssessmentIdQuery = v.object({ assessmentId: QueryId });

/** Body of `POST user/assessment/answer`: the chosen option's index (0-based) for one question. */
export const AssessmentAnswerBody = v.object({
  assessmentId: AssessmentIdValue,
  questionId: wire(QueryId, 'must be a question id'),
  choice: wire(
    QueryInt(QUESTION_OPTIONS.max - 1),
    `must be the index of an option (0 to ${QUESTION_OPTIONS.max - 1})`,
  ),
});
export type AssessmentAnswerBody = v.InferOutput<typeof AssessmentAnswerBody>;

/** `GET job/pending-tests/`, with `status=all` for the completed tests after the pending ones. */
export const PendingTestsListQuery = v.object({
  ...PendingTestsQuery.entries,
  status: v.optional(v.picklist(['pending', 'all'], "must be 'pending' or 'all'"), 'pending'),
});

const Text = (max: number) => TrimmedText(max, 1, 'must not be empty');
const DueAt = v.optional(v.pipe(v.string(), v.isoTimestamp('must be an ISO date and time')));

/** One question of a timed assessment: 2 to 6 options, the right one's 0-based index, its marks. */
export const QuestionDraft = v.pipe(
  v.object({
    prompt: Text(1000),
    options: v.pipe(
      v.array(Text(300), 'must be a list of option texts'),
      v.minLength(QUESTION_OPTIONS.min, `must hold at least ${QUESTION_OPTIONS.min} options`),
      v.maxLength(QUESTION_OPTIONS.max, `must hold at most ${QUESTION_OPTIONS.max} options`),
      v.check((o) => new Set(o.map((x) => x.toLowerCase())).size === o.length, 'must not repeat an option'),
    ),
    correct: v.pipe(
      v.number('must be the index of the right option'),
      v.integer('must be the index of the right option'),
      v.minValue(0, 'must be the index of the right option'),
    ),
    marks: v.optional(
      v.pipe(
        v.number('must be a whole number from 1 to 100'),
        v.integer('must be a whole number from 1 to 100'),
        v.minValue(1, 'must be a whole number from 1 to 100'),
        v.maxValue(100, 'must be a whole number from 1 to 100'),
      ),
    ),
  }),
  v.forward(
    v.check((q) => q.correct < q.options.length, 'must be the index of one of the options (0-based)'),
    ['correct'],
  ),
);
export type QuestionDraft = v.InferOutput<typeof QuestionDraft>;

/** The recruiter's external assessment: taken at an https address. */
export const ExternalAssessmentBody = v.object({ title: Text(200), url: HttpsUrl, dueAt: DueAt });

/** The recruiter's timed assessment: questions served and timed by the product. */
export const TimedAssessmentBody = v.object({
  title: Text(200),
  durationSeconds: v.pipe(
    v.number('must be a number of seconds'),
    v.integer('must be a whole number of seconds'),
    v.minValue(ASSESSMENT_DURATION.min, `must be at least ${ASSESSMENT_DURATION.min} seconds`),
    v.maxValue(ASSESSMENT_DURATION.max, `must be at most ${ASSESSMENT_DURATION.max} seconds (4 hours)`),
  ),
  questions: v.pipe(
    v.array(QuestionDraft, 'must be a list of questions'),
    v.minLength(ASSESSMENT_QUESTIONS.min, 'must hold at least one question'),
    v.maxLength(ASSESSMENT_QUESTIONS.max, `must hold at most ${ASSESSMENT_QUESTIONS.max} questions`),
  ),
  dueAt: DueAt,
});

/**
 * The schema of a body of `POST /internal/{vertical}/applications/:id/assessment`: `{ title, url, dueAt? }`
 * for an external test (a body with `url`), else `{ title, durationSeconds, questions, dueAt? }` for a
 * timed one. Picking by `url` keeps the messages about the fields the recruiter meant to send.
 */
export const assignAssessmentSchema = (body: unknown) =>
  typeof body === 'object' && body !== null && 'url' in body ? ExternalAssessmentBody : TimedAssessmentBody;
export type ExternalAssessmentBody = v.InferOutput<typeof ExternalAssessmentBody>;
export type TimedAssessmentBody = v.InferOutput<typeof TimedAssessmentBody>;
