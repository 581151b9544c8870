/**
 * `POST ext/media/upload` (calls.md 7.9; decision 0035): the same upload as `POST media/files` for a
 * client outside the browser (the mobile app), authorised by the access token as the bearer only; the
 * API never takes a cookie for it.
 */
import { defineCall } from '../../core/define-call.ts';
import { type MediaUploadInput, mediaForm } from './upload.ts';

export const extMediaUpload = defineCall('POST ext/media/upload', {
  bearer: 'required',
  request: (input: MediaUploadInput) => ({ multipart: mediaForm(input) }),
});
