/**
 * `GET job/magic-rank` (calls.md 7.2): the seeker's rank among a job's applicants, with the bearer.
 * Requested only when the client is authorised (a token, or a token cookie during server rendering);
 * otherwise nothing is requested and `null` is returned (calls.md section 5).
 */
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export interface MagicRankInput {
  jobId: string | number;
}

export const magicRank = defineCall('GET job/magic-rank', {
  bearer: 'optional',
  output: (answer) => v.nullable(answer),
  shortCircuit: (_input, context) => (context.authorised ? undefined : { value: null }),
  request: (input: MagicRankInput) => ({ query: { jobId: input.jobId } }),
});
