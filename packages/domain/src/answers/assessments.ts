/**
 * Answers of the in-product assessment calls: a timed set of questions whose start, deadline and
 * answers the server keeps (the timed-questions engine). The right option is never sent to the taker.
 */
import * as v from 'valibot';
import { Count, Id, IsoDateTime } from '../schemas/common.ts';

export const AttemptQuestion = v.looseObject({
  id: Id,
  position: Count,
  prompt: v.string(),
  options: v.array(v.string()),
  /** The option the taker chose, `null` until they answer. */
  choice: v.nullable(Count),
});
export type AttemptQuestion = v.InferOutput<typeof AttemptQuestion>;

/** An attempt as its taker sees it: the remaining time is the server's, so a reload shows the same. */
export const Attempt = v.looseObject({
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
  score: v.nullable(Count),
  maxScore: v.nullable(Count),
});
export type Attempt = v.InferOutput<typeof Attempt>;

/** `POST user/assessment/start`, `GET user/assessment/attempt` and `POST user/assessment/submit`. */
export const AttemptAnswer = v.looseObject({ message: v.optional(v.string()), attempt: Attempt });
export type AttemptAnswer = v.InferOutput<typeof AttemptAnswer>;

/** `POST user/assessment/answer`: the saved answer and the time left. */
export const SavedAnswerAnswer = v.looseObject({
  questionId: Id,
  choice: Count,
  answered: Count,
  remainingSeconds: Count,
});
export type SavedAnswerAnswer = v.InferOutput<typeof SavedAnswerAnswer>;
