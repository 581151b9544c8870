/**
 * `GET media/files` (calls.md 7.9; decision 0035): the seeker's Round Zero recordings, video first, each
 * with its API address, type, size and length; `mediaTypes` (comma-separated) narrows the list. Its
 * request is its contract's; this module asks caches not to answer (`no-cache`): the list changes with
 * every upload.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type { MediaFilesAnswer } from '@jobsite/domain/answers';

export const mediaFiles = defineCall('GET media/files', { noCache: true });
export type MediaFilesInput = InputOf<typeof mediaFiles>;
