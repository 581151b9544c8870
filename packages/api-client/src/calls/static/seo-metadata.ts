/** `GET seo-metadata.json` (calls.md 7.13): SEO metadata of a page path. */
import { SeoQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type SeoMetadataInput = InputOf<typeof seoMetadata>;

export const seoMetadata = defineCall('GET seo-metadata.json', {
  check: { query: SeoQuery },
  request: sends({ query: ['path'] }),
});
