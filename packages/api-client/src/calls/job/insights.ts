/** `GET job/insights` (calls.md 7.2): Insights on a job's applicants (Pro). */
import { defineCall } from '../../core/define-call.ts';

export interface InsightsInput {
  jobcode: string | number;
}

export const insights = defineCall('GET job/insights', {
  request: (input: InsightsInput) => ({ query: { jobcode: input.jobcode } }),
});
