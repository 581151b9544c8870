/**
 * The share tags that are the same on every page of a brand, which the document writes in its head (so
 * no page kind goes without them): `og:locale` here, and `twitter:site` from the brand's `twitterHandle`.
 * A module of its own: every page's first load carries the document, so it holds nothing else.
 */

/** The locale every page is written for: English, India (`og:locale`). */
export const SITE_LOCALE = 'en_IN';
