/** `GET /api/s3_resource/{encoded key}` (calls.md 7.13): a stored file through the brand app's own API. */
import { defineCall } from '../../core/define-call.ts';

export interface S3ResourceInput {
  /** The object key; it is URL-encoded into the path. */
  key: string;
}

export const s3Resource = defineCall('GET api/s3_resource/{key}', {
  responseType: 'blob',
  request: (input: S3ResourceInput) => ({ params: { key: input.key } }),
});
