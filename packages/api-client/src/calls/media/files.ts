/** `GET media/files` (calls.md 7.9): The seeker's media files. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type MediaFilesInput = InputOf<typeof mediaFiles>;

export const mediaFiles = defineCall('GET media/files', {
  request: sends({ query: ['mediaTypes?'] }),
});
