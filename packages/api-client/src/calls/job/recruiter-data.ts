/** `GET job/data/recruiter` (calls.md 7.1): A recruiter's profile. */
import { RecruiterQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type RecruiterDataInput = InputOf<typeof recruiterData>;

export const recruiterData = defineCall('GET job/data/recruiter', {
  check: { query: RecruiterQuery },
  request: sends({ query: ['id'] }),
});
