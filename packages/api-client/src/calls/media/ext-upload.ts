/** `POST ext/media/upload` (calls.md 7.9): Uploads through the ext media service. */
import { defineCall } from '../../core/define-call.ts';

export const extMediaUpload = defineCall('POST ext/media/upload', {
  request: (input: FormData) => ({ multipart: input }),
});
