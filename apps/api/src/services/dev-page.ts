/**
 * The HTML document of the API's development pages (the recruiter console, the sandbox identity
 * provider): plain HTML with no script, style or asset, so the API's `default-src 'none'` policy holds,
 * and not for search engines. Hono's `html` template escapes every value it is given.
 */
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

export type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/**
 * A whole page: its title, its main content and, where the page posts forms to its own origin, the
 * `same-origin` referrer policy, under which a browser names that origin in the posts (decision 0062).
 */
export function devPage(title: string, main: Html, options: { postsToItself?: boolean } = {}): Html {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${options.postsToItself ? html`<meta name="referrer" content="same-origin">` : ''}
<title>${title}</title>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}
