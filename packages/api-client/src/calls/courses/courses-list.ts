/** `GET courses-list` (calls.md 7.11): The course list. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const coursesList = defineCall('GET courses-list', {
  bearer: 'optional',
  request: (input: WireRecord) => ({ query: input }),
});
