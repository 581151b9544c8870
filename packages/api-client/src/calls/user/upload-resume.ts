/**
 * `POST user/resume` (decision 0007; the catalogue does not show the path): uploads the resume as the
 * multipart field `file` (PDF, DOC or DOCX up to 5 MB; the API reads the type from the first bytes).
 */
import { defineCall } from '../../core/define-call.ts';
import { ResumeUploadAnswer } from '../../schemas/user.ts';

export interface UploadInput {
  file: Blob;
  /** The file name the API keeps (default `resume.pdf` / `picture`). */
  fileName?: string | undefined;
}

export const multipartFile = (file: Blob, fileName: string): FormData => {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
};

export const uploadResume = defineCall({
  name: 'POST user/resume',
  service: 'user',
  method: 'post',
  output: ResumeUploadAnswer,
  request: (input: UploadInput) => ({
    path: 'user/resume',
    multipart: multipartFile(input.file, input.fileName ?? 'resume.pdf'),
  }),
});
