/** `POST socialinfo/addsocialuser` (calls.md 7.7): Connects a social account. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const addSocialUser = defineCall({
  name: 'POST socialinfo/addsocialuser',
  service: 'extUser',
  method: 'post',
  output: Ack,
  request: (input: WireRecord) => ({ path: 'socialinfo/addsocialuser', form: input }),
});
