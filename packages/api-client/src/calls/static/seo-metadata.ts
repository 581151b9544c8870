/** `GET seo-metadata.json` (calls.md 7.13): SEO metadata of a page path. */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type SeoMetadataInput = InputOf<typeof seoMetadata>;

/** The same for everyone: a server process shares each path's for a minute. */
export const seoMetadata = defineCall('GET seo-metadata.json', {
  shared: 60_000,
});
