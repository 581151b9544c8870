/**
 * `POST user/profile-picture` (decision 0007; the catalogue does not show the path): uploads the picture
 * as the multipart field `file` (JPEG, PNG or WebP up to 2 MB). Its own module: the file goes as a
 * multipart body, which no contract schema describes.
 */
import { defineCall, multipartFile } from '../../core/define-call.ts';
import type { UploadInput } from './upload-resume.ts';

export const uploadProfilePicture = defineCall('POST user/profile-picture', {
  request: (input: UploadInput) => ({
    multipart: multipartFile(input.file, input.fileName ?? 'picture'),
  }),
});
