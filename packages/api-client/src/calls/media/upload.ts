/** `POST media/files` (calls.md 7.9): Uploads a Round Zero video (mp4) or audio (mp3) as multipart. */
import { defineCall } from '../../core/define-call.ts';

export const uploadMedia = defineCall('POST media/files', {
  request: (input: FormData) => ({ multipart: input }),
});
