/** `POST socialinfo/addsocialuser` (calls.md 7.7): Connects a social account. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const addSocialUser = defineCall('POST socialinfo/addsocialuser', {
  request: (input: WireRecord) => ({ form: input }),
});
