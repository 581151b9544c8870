/** `GET job/insights` (calls.md 7.2): Insights on a job's applicants (Pro). */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type InsightsInput = InputOf<typeof insights>;

export const insights = defineCall('GET job/insights', {
  request: sends({ query: ['jobcode'] }),
});
