/** `GET data/functional-areas.json` (calls.md 7.13): The public list of functional areas. */
import { FunctionalArea } from '@jobsite/domain';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export const functionalAreas = defineCall({
  name: 'GET data/functional-areas.json',
  service: 'static',
  method: 'get',
  output: v.array(FunctionalArea),
  request: () => ({ path: 'data/functional-areas.json' }),
});
