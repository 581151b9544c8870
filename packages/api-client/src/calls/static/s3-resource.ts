/** `GET /api/s3_resource/{encoded key}` (calls.md 7.13): a stored file through the brand app's own API. */
import { defineCall } from '../../core/define-call.ts';
import { FileAnswer } from '../../schemas/common.ts';

export interface S3ResourceInput {
  /** The object key; it is URL-encoded into the path. */
  key: string;
}

export const s3Resource = defineCall({
  name: 'GET api/s3_resource/{key}',
  service: 'site',
  method: 'get',
  responseType: 'blob',
  output: FileAnswer,
  request: (input: S3ResourceInput) => ({ path: `api/s3_resource/${encodeURIComponent(input.key)}` }),
});
