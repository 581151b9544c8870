/** `GET job/data/industry` (calls.md 7.1): The industries. */
import { Industry } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export const industries = defineCall({
  name: 'GET job/data/industry',
  service: 'job',
  method: 'get',
  output: v.array(Industry),
  request: () => ({ path: 'job/data/industry' }),
});
