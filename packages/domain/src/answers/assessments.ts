/**
 * Answers of the in-product assessment calls: a timed set of questions whose start, deadline and
 * answers the server keeps (the timed-questions engine, decision 0027). The right option is never sent
 * to the taker.
 */
import * as v from 'valibot';
import { Count, Id, IsoDateTime } from '../schemas/common.ts';

export const AttemptQuestion = v.object({
  id: Id,
  position: Count,
  prompt: v.string(),
  options: v.array(v.string()),
  /** What a right answer earns (the score counts marks, not questions). */
  marks: Count,
  /** The option the taker chose, `null` until they answer. */
  choice: v.nullable(Count),
});
export type AttemptQuestion = v.InferOutput<typeof AttemptQuestion>;

/** An attempt as its taker sees it: the remaining time is the server's, so a reload shows the same. */
export const Attempt = v.object({
  id: Id,
  title: v.string(),
  startedAt: IsoDateTime,
  deadline: IsoDateTime,
  remainingSeconds: Count,
  submitted: v.boolean(),
  submittedAt: v.nullable(IsoDateTime),
  submittedBy: v.nullable(v.picklist(['taker', 'deadline'])),
  questions: v.array(AttemptQuestion),
  answered: Count,
  /** Shown to the taker once submitted (decision 0027); `null` before. */
  score: v.nullable(Count),
  maxScore: v.nullable(Count),
});
export type Attempt = v.InferOutput<typeof Attempt>;

/** What the start screen shows of a timed assessment before (and after) its attempt starts. */
export const AssessmentSummary = v.object({
  id: Id,
  jobId: Id,
  jobTitle: v.string(),
  title: v.string(),
  status: v.picklist(['pending', 'completed']),
  durationSeconds: Count,
  questionCount: Count,
  /** What the questions earn in all: the highest score, which the result is out of. */
  totalMarks: Count,
  dueAt: v.nullable(IsoDateTime),
  assignedAt: IsoDateTime,
});
export type AssessmentSummary = v.InferOutput<typeof AssessmentSummary>;

/** `GET user/assessment/attempt`: the assessment, and the seeker's attempt (`null` until they start). */
export const AttemptAnswer = v.object({
  assessment: AssessmentSummary,
  attempt: v.nullable(Attempt),
});
export type AttemptAnswer = v.InferOutput<typeof AttemptAnswer>;

/**
 * `POST user/assessment/start` and `POST user/assessment/submit`: what was done, the assessment, and the
 * attempt (started, or submitted with its score).
 */
export const AttemptChangeAnswer = v.object({
  message: v.string(),
  assessment: AssessmentSummary,
  attempt: Attempt,
});
export type AttemptChangeAnswer = v.InferOutput<typeof AttemptChangeAnswer>;

/** `POST user/assessment/answer`: the saved answer and the time left. */
export const SavedAnswerAnswer = v.object({
  questionId: Id,
  choice: Count,
  answered: Count,
  remainingSeconds: Count,
});
export type SavedAnswerAnswer = v.InferOutput<typeof SavedAnswerAnswer>;
