/** `GET media/files` (calls.md 7.9): The seeker's media files. */
import { defineCall } from '../../core/define-call.ts';

export interface MediaFilesInput {
  mediaTypes?: string | number | undefined;
}

export const mediaFiles = defineCall('GET media/files', {
  request: (input: MediaFilesInput) => ({ query: { mediaTypes: input.mediaTypes } }),
});
