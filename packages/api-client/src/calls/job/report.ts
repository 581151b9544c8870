/** `POST job/report` (calls.md 7.2): Reports a job (`action` defaults to `job`). */
import { defineCall } from '../../core/define-call.ts';

export interface ReportJobInput {
  id: string | number;
  action?: string | number | undefined;
}

export const reportJob = defineCall('POST job/report', {
  request: (input: ReportJobInput) => ({
    query: { id: input.id, action: input.action ?? 'job' },
  }),
});
