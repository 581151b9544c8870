/**
 * `POST user/resume` (decision 0007; the catalogue does not show the path): uploads the resume as the
 * multipart field `file` (PDF, DOC or DOCX up to 5 MB; the API reads the type from the first bytes).
 * Its own module: the file goes as a multipart body, which no contract schema describes.
 */
import { defineCall, multipartFile } from '../../core/define-call.ts';

export interface UploadInput {
  file: Blob;
  /** The file name the API keeps (default `resume.pdf` / `picture`). */
  fileName?: string | undefined;
}

export const uploadResume = defineCall('POST user/resume', {
  request: (input: UploadInput) => ({
    multipart: multipartFile(input.file, input.fileName ?? 'resume.pdf'),
  }),
});
