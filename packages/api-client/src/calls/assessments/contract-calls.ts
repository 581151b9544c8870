/**
 * The in-product assessment calls that are their contract and nothing more (decision 0027; decision
 * 0083): each is built from its entry in the domain's registry, which names its method, path, input
 * schemas and answer. A call with a module of its own in this folder adds something to its contract,
 * which that module says.
 */
import { defineCall } from '../../core/define-call.ts';

export type { AttemptChangeAnswer, SavedAnswerAnswer } from '@jobsite/domain/answers';

/**
 * `POST user/assessment/start` (decision 0027): starts the seeker's timed assessment (201), or answers
 * the attempt they started (200; one attempt, the server keeps the start and the deadline).
 */
export const startAssessment = defineCall('POST user/assessment/start');

/**
 * `POST user/assessment/answer` (decision 0027): saves the choice (the option's 0-based index) for one
 * question as it is given; refused (409) once the time is up or the answers were submitted.
 */
export const answerAssessment = defineCall('POST user/assessment/answer');

/**
 * `POST user/assessment/submit` (decision 0027): submits the seeker's answers; answers the attempt with
 * its score. Submitting again answers the submitted attempt.
 */
export const submitAssessment = defineCall('POST user/assessment/submit');
