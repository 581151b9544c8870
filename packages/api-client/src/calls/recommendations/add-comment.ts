/** `POST recommendation/addcomment` (calls.md 7.7): Adds a recommendation's comment. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const addRecommendationComment = defineCall({
  name: 'POST recommendation/addcomment',
  service: 'extUser',
  method: 'post',
  output: Ack,
  request: (input: WireRecord) => ({ path: 'recommendation/addcomment', form: input }),
});
