/** `GET recommendation/recruiterid` (calls.md 7.7): The recruiter of a recommendation. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export const recommendationRecruiterId = defineCall({
  name: 'GET recommendation/recruiterid',
  service: 'extUser',
  method: 'get',
  output: Unspecified,
  request: (input: WireRecord) => ({ path: 'recommendation/recruiterid', query: input }),
});
