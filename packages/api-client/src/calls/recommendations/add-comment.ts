/** `POST recommendation/addcomment` (calls.md 7.7): Adds a recommendation's comment. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const addRecommendationComment = defineCall('POST recommendation/addcomment', {
  request: (input: WireRecord) => ({ form: input }),
});
