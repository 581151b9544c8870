/** `POST media/remove` (calls.md 7.9): Removes a media file. */
import { defineCall, type WireRecord } from '../../core/define-call.ts';

export const removeMedia = defineCall('POST media/remove', {
  request: (input: WireRecord) => ({ form: input }),
});
