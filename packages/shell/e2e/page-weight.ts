/**
 * What a page costs a visitor's browser before it is interactive: the gzipped JavaScript it preloads,
 * imports or has the hydration loader fetch, its gzipped stylesheets, and its gzipped HTML. Read from the
 * served HTML, the way a browser finds them. Shared by `pnpm bench:web` (figures) and the budget suite
 * (`budget.ts`, which fails when a public page grows past its budget).
 */
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  /** Gzipped bytes of the page's JavaScript. */
  js: number;
  /** Gzipped bytes of its stylesheets. */
  css: number;
  /** Gzipped bytes of its HTML. */
  html: number;
}

/** The page's weight; `bytes` fetches an absolute address (with the caller's retries and headers). */
export async function pageWeight(
  bytes: (url: string) => Promise<Uint8Array>,
  origin: string,
  path: string,
): Promise<PageWeight> {
  const html = new TextDecoder().decode(await bytes(origin + path));
  const js = new Set<string>();
  const css = new Set<string>();
  // Attributes in any order: with a CSP the nonce comes first (decision 0022).
  const links = (rel: string) =>
    [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => tag.includes(`rel="${rel}"`))
      .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
      .filter((href): href is string => Boolean(href));
  for (const href of links('modulepreload')) js.add(href);
  // The preloads the hydration loader adds after the first paint (decision 0013).
  for (const m of html.matchAll(/const hrefs=(\[[^\]]*\]);/g))
    for (const src of JSON.parse(m[1] ?? '[]') as string[]) js.add(src);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|import "([^"]+\.js)"|from "([^"]+\.js)"/g)) {
    const src = m[1] ?? m[2] ?? m[3];
    if (src?.startsWith('/')) js.add(src);
  }
  for (const href of links('stylesheet')) css.add(href);
  const size = async (set: Set<string>) => {
    let total = 0;
    for (const src of set) total += gzipSync(await bytes(origin + src)).length;
    return total;
  };
  return { js: await size(js), css: await size(css), html: gzipSync(html).length };
}
