/** `GET job/data/recruiter` (calls.md 7.1): A recruiter's profile. */
import { RecruiterData, RecruiterQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface RecruiterDataInput {
  id: string | number;
}

export const recruiterData = defineCall({
  name: 'GET job/data/recruiter',
  service: 'job',
  method: 'get',
  check: { query: RecruiterQuery },
  output: RecruiterData,
  request: (input: RecruiterDataInput) => ({ path: 'job/data/recruiter', query: { id: input.id } }),
});
