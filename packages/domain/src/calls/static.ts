/** Static JSON of a vertical: feature flags, SEO metadata per path, promo-banner lists (calls.md 7.13). */
import * as v from 'valibot';

export const FeatureFlagsQuery = v.object({
  timestamp: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,16}$/, 'must be a number (a cache-busting timestamp)')),
  ),
});
export const SeoQuery = v.object({
  path: v.pipe(
    v.string(),
    v.maxLength(300, 'must be at most 300 characters'),
    v.regex(/^\/[\w\-/.]*$/, 'must be a page path starting with /'),
  ),
});
export const CsvName = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}(\.csv)?$/, 'must be a list name such as promo-banners')),
});
