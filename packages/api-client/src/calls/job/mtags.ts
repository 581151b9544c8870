/** `GET job/mtags` (calls.md 7.1): The main tags of each category. */
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { MainTagGroup } from '../../schemas/job.ts';

export const mainTags = defineCall({
  name: 'GET job/mtags',
  service: 'job',
  method: 'get',
  output: v.array(MainTagGroup),
  request: () => ({ path: 'job/mtags' }),
});
