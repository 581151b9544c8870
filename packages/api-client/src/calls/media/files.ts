/** `GET media/files` (calls.md 7.9): The seeker's media files. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface MediaFilesInput {
  mediaTypes?: string | number | undefined;
}

export const mediaFiles = defineCall({
  name: 'GET media/files',
  service: 'media',
  method: 'get',
  output: Unspecified,
  request: (input: MediaFilesInput) => ({ path: 'media/files', query: { mediaTypes: input.mediaTypes } }),
});
