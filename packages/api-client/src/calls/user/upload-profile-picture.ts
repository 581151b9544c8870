/**
 * `POST user/profile-picture` (decision 0007; the catalogue does not show the path): uploads the picture
 * as the multipart field `file` (JPEG, PNG or WebP up to 2 MB).
 */
import { defineCall } from '../../core/define-call.ts';
import { PictureUploadAnswer } from '../../schemas/user.ts';
import { multipartFile, type UploadInput } from './upload-resume.ts';

export const uploadProfilePicture = defineCall({
  name: 'POST user/profile-picture',
  service: 'user',
  method: 'post',
  output: PictureUploadAnswer,
  request: (input: UploadInput) => ({
    path: 'user/profile-picture',
    multipart: multipartFile(input.file, input.fileName ?? 'picture'),
  }),
});
