/** `GET job/tags` (calls.md 7.1): Every tag of the vertical. */
import { Tag } from '@jobsite/domain';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export const tags = defineCall({
  name: 'GET job/tags',
  service: 'job',
  method: 'get',
  output: v.array(Tag),
  request: () => ({ path: 'job/tags' }),
});
