/** `GET socialinfo` (calls.md 7.7): Connected social accounts. */
import { SocialUser } from '@jobsite/domain';
import * as v from 'valibot';
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const socialInfo = defineCall({
  name: 'GET socialinfo',
  service: 'extUser',
  method: 'get',
  output: v.array(SocialUser),
  request: (input: WireRecord) => ({ path: 'socialinfo', query: input }),
});
