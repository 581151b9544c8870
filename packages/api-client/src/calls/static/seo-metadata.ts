/** `GET seo-metadata.json` (calls.md 7.13): SEO metadata of a page path. */
import { SeoMetadata } from '@jobsite/domain';
import { SeoQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface SeoMetadataInput {
  path: string | number;
}

export const seoMetadata = defineCall({
  name: 'GET seo-metadata.json',
  service: 'static',
  method: 'get',
  check: { query: SeoQuery },
  output: SeoMetadata,
  request: (input: SeoMetadataInput) => ({ path: 'seo-metadata.json', query: { path: input.path } }),
});
