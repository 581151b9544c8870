/** `GET user/interview/slot-timings` (calls.md 7.6): Open slots by calendar and day (`format` defaults to `nested`). */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type InterviewSlotTimingsInput = InputOf<typeof interviewSlotTimings>;

export const interviewSlotTimings = defineCall('GET user/interview/slot-timings', {
  request: sends({ query: ['format?', 'calendarId?'] }, { format: 'nested' }),
});
