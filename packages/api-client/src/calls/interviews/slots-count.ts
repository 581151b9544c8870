/** `GET user/interview/slots-count` (calls.md 7.6): How many interview slots there are. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export const interviewSlotsCount = defineCall({
  name: 'GET user/interview/slots-count',
  service: 'user',
  method: 'get',
  output: Unspecified,
  request: () => ({ path: 'user/interview/slots-count' }),
});
