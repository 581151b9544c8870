/** `GET job/insights` (calls.md 7.2): Insights on a job's applicants (Pro). */
import { JobInsights } from '@jobsite/domain';
import { defineCall } from '../../core/define-call.ts';

export interface InsightsInput {
  jobcode: string | number;
}

export const insights = defineCall({
  name: 'GET job/insights',
  service: 'job',
  method: 'get',
  output: JobInsights,
  request: (input: InsightsInput) => ({ path: 'job/insights', query: { jobcode: input.jobcode } }),
});
