/** `GET job/data/recruiter` (calls.md 7.1): A recruiter's profile. */
import { RecruiterQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface RecruiterDataInput {
  id: string | number;
}

export const recruiterData = defineCall('GET job/data/recruiter', {
  check: { query: RecruiterQuery },
  request: (input: RecruiterDataInput) => ({ query: { id: input.id } }),
});
