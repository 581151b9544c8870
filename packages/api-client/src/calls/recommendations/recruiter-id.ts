/** `GET recommendation/recruiterid` (calls.md 7.7): The recruiter of a recommendation. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const recommendationRecruiterId = defineCall('GET recommendation/recruiterid', {
  request: (input: WireRecord) => ({ query: input }),
});
