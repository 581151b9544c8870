/** `GET seo-metadata.json` (calls.md 7.13): SEO metadata of a page path. */
import { SeoQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type SeoMetadataInput = InputOf<typeof seoMetadata>;

/** The same for everyone: a server process shares each path's for a minute. */
export const seoMetadata = defineCall('GET seo-metadata.json', {
  shared: 60_000,
  check: { query: SeoQuery },
  request: sends({ query: ['path'] }),
});
