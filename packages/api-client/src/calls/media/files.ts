/**
 * `GET media/files` (calls.md 7.9; decision 0035): the seeker's Round Zero recordings, video first, each
 * with its API address, type, size and length; `mediaTypes` (comma-separated) narrows the list.
 */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type { MediaFilesAnswer } from '@jobsite/domain/answers';
export type MediaFilesInput = InputOf<typeof mediaFiles>;

export const mediaFiles = defineCall('GET media/files', {
  noCache: true,
  request: sends({ query: ['mediaTypes?'] }),
});
