/**
 * `GET user/assessment/attempt` (decision 0027): the seeker's timed assessment and their attempt
 * (`null` before they start), with the time left on the server's clock and the choices saved so far.
 * Its request is its contract's; this module asks caches not to answer (`no-cache`): the time left is
 * the server's of the moment.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export const assessmentAttempt = defineCall('GET user/assessment/attempt', { noCache: true });
export type AssessmentAttemptInput = InputOf<typeof assessmentAttempt>;
