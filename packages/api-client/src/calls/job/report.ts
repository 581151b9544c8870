/** `POST job/report` (calls.md 7.2): Reports a job (`action` defaults to `job`). */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export interface ReportJobInput {
  id: string | number;
  action?: string | number | undefined;
}

export const reportJob = defineCall({
  name: 'POST job/report',
  service: 'job',
  method: 'post',
  output: Ack,
  request: (input: ReportJobInput) => ({
    path: 'job/report',
    query: { id: input.id, action: input.action ?? 'job' },
  }),
});
