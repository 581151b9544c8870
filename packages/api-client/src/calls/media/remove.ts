/** `POST media/remove` (calls.md 7.9): Removes a media file. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const removeMedia = defineCall({
  name: 'POST media/remove',
  service: 'media',
  method: 'post',
  output: Ack,
  request: (input: WireRecord) => ({ path: 'media/remove', form: input }),
});
