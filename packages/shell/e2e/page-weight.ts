/**
 * What a page costs a visitor's browser before they use it: the gzipped JavaScript it preloads,
 * imports or has the hydration loader fetch after the first paint, its gzipped stylesheets, and its
 * gzipped HTML; for a page that hydrates on first use (decision 0055), the JavaScript that use loads.
 * Read from the served HTML, the way a browser finds them. Shared by `pnpm bench:web` (figures) and
 * the budget suite (`budget.ts`, which fails when a public page grows past its budget).
 */
import { gzipSync } from 'node:zlib';
import { ON_USE_MARK } from '../src/hydration.ts';

export interface PageWeight {
  /** Gzipped bytes of the JavaScript the page loads before it is used. */
  js: number;
  /** Gzipped bytes of the JavaScript its first use loads (0 for a page that hydrates after its paint). */
  onUse: number;
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
  // The on-use loader marks <html> with data-hydration="on-use" (hydration.ts).
  const onUse = html.includes(`dataset.hydration="${ON_USE_MARK}"`);
  // What the head preloads loads before anything else; what the hydration loader fetches waits for
  // the first paint, or, on a page that hydrates on use, for that use.
  const preloaded = new Set<string>();
  const hydration = new Set<string>();
  const css = new Set<string>();
  // Attributes in any order: with a CSP the nonce comes first (decision 0022).
  const links = (rel: string) =>
    [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => tag.includes(`rel="${rel}"`))
      .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
      .filter((href): href is string => Boolean(href));
  for (const href of links('modulepreload')) preloaded.add(href);
  // The preloads the hydration loader adds (decision 0013).
  for (const m of html.matchAll(/const hrefs=(\[[^\]]*\]);/g))
    for (const src of JSON.parse(m[1] ?? '[]') as string[]) hydration.add(src);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|import "([^"]+\.js)"|from "([^"]+\.js)"/g)) {
    const src = m[1] ?? m[2] ?? m[3];
    if (src?.startsWith('/')) hydration.add(src);
  }
  for (const href of links('stylesheet')) css.add(href);
  const size = async (set: Set<string>) => {
    let total = 0;
    for (const src of set) total += gzipSync(await bytes(origin + src)).length;
    return total;
  };
  const later = new Set([...hydration].filter((src) => !preloaded.has(src)));
  return {
    js: await size(onUse ? preloaded : new Set([...preloaded, ...later])),
    onUse: onUse ? await size(later) : 0,
    css: await size(css),
    html: gzipSync(html).length,
  };
}
