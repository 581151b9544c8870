/** `POST media/files` (calls.md 7.9): Uploads a Round Zero video (mp4) or audio (mp3) as multipart. */
import { defineCall } from '../../core/define-call.ts';
import { Ack } from '../../schemas/common.ts';

export const uploadMedia = defineCall({
  name: 'POST media/files',
  service: 'media',
  method: 'post',
  output: Ack,
  request: (input: FormData) => ({ path: 'media/files', multipart: input }),
});
