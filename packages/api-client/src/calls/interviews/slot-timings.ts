/** `GET user/interview/slot-timings` (calls.md 7.6): Slot timings (`format` defaults to `nested`). */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface InterviewSlotTimingsInput {
  format?: string | number | undefined;
}

export const interviewSlotTimings = defineCall({
  name: 'GET user/interview/slot-timings',
  service: 'user',
  method: 'get',
  output: Unspecified,
  request: (input: InterviewSlotTimingsInput) => ({
    path: 'user/interview/slot-timings',
    query: { format: input.format ?? 'nested' },
  }),
});
