/**
 * Query-string helpers. The package is compiled without the DOM library (it must run anywhere), so it
 * does not rely on the `URL` and `URLSearchParams` globals.
 */

/** Decodes one `application/x-www-form-urlencoded` component; malformed escapes are kept as written. */
function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** The query part (without `?` and hash) of an address, a path or a bare `?query`; `''` when none. */
export function queryOf(address: string): string {
  const withoutHash = address.split('#', 1)[0] ?? '';
  const at = withoutHash.indexOf('?');
  return at === -1 ? '' : withoutHash.slice(at + 1);
}

/** The `[key, value]` pairs of a query string (leading `?` allowed), in order, decoded. */
export function parseQuery(query: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of query.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq === -1 ? part : part.slice(0, eq);
    const value = eq === -1 ? '' : part.slice(eq + 1);
    pairs.push([decodeComponent(key), decodeComponent(value)]);
  }
  return pairs;
}

/** Serialises `[key, value]` pairs as a query string without the leading `?`. */
export function formatQuery(pairs: readonly (readonly [string, string])[]): string {
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}
