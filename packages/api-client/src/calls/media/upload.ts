/**
 * `POST media/files` (calls.md 7.9; decision 0035): uploads a Round Zero recording as multipart, the
 * field `mediaType` (`RoundZeroVideo` or `RoundZeroAudio`) beside the file. The API reads the container
 * from the bytes (video: MP4 or WebM; audio: MP3, M4A or WebM) and its length (at most 90 s).
 * Refusals: 413 (too large), 415 (not a recording of that type), 400 (too long, or no length to read).
 *
 * A module of its own because the body is multipart with a file, which a contract's fields (path, query
 * or form) do not describe: its contract names no input, the API reading the recording as it streams in.
 */
import type { MediaType } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { MediaFile, MediaUploadAnswer } from '@jobsite/domain/answers';

export interface MediaUploadInput {
  mediaType: MediaType;
  file: Blob;
  /** The name sent with the file (the API goes by its bytes, not its name). */
  fileName?: string | undefined;
}

/** The multipart body of a recording's upload. */
export function mediaForm({ mediaType, file, fileName }: MediaUploadInput): FormData {
  const form = new FormData();
  form.append('mediaType', mediaType);
  form.append(
    'file',
    file,
    fileName ?? (mediaType === 'RoundZeroVideo' ? 'round-zero-video' : 'round-zero-audio'),
  );
  return form;
}

export const uploadMedia = defineCall('POST media/files', {
  request: (input: MediaUploadInput) => ({ multipart: mediaForm(input) }),
});
