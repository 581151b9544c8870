/** `GET user/interview/slot-timings` (calls.md 7.6): Slot timings (`format` defaults to `nested`). */
import { defineCall } from '../../core/define-call.ts';

export interface InterviewSlotTimingsInput {
  format?: string | number | undefined;
}

export const interviewSlotTimings = defineCall('GET user/interview/slot-timings', {
  request: (input: InterviewSlotTimingsInput) => ({
    query: { format: input.format ?? 'nested' },
  }),
});
