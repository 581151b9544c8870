/** `POST ext/media/upload` (calls.md 7.9): Uploads through the ext media service. */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const extMediaUpload = defineCall({
  name: 'POST ext/media/upload',
  service: 'media',
  method: 'post',
  output: Ack,
  request: (input: FormData) => ({ path: 'ext/media/upload', multipart: input }),
});
