/** `GET seo-metadata.json` (calls.md 7.13): SEO metadata of a page path. */
import { SeoQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface SeoMetadataInput {
  path: string | number;
}

export const seoMetadata = defineCall('GET seo-metadata.json', {
  check: { query: SeoQuery },
  request: (input: SeoMetadataInput) => ({ query: { path: input.path } }),
});
