/** `POST job/report` (calls.md 7.2): Reports a job (`action` defaults to `job`). */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type ReportJobInput = InputOf<typeof reportJob>;

export const reportJob = defineCall('POST job/report', {
  request: sends({ query: ['id', 'action?'] }, { action: 'job' }),
});
