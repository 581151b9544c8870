import { parseQuery, queryOf } from './query.ts';

export interface RefParams {
  ref?: string;
  referenceText?: string;
  pref?: string;
  /** JSON object of all the page's query parameters with a value. */
  refPool?: string;
}

const COPIED = ['ref', 'referenceText', 'pref'] as const;

/**
 * The reference parameters every call carries (product.md section 7), read from the page address:
 * `ref`, `referenceText` and `pref` copied as they are, and `refPool`, the JSON of all the address's
 * query parameters. Empty ones are dropped: a parameter without a value is neither copied nor pooled, and
 * `refPool` is absent when no parameter has a value. A repeated parameter keeps its last value.
 *
 * Accepts a `URL` (or a `Location`: anything with `search`) or a string: an absolute address, a path
 * with a query, or a bare `?query`. Escapes are decoded as `URLSearchParams` does (`+` is a space);
 * malformed escapes are kept as written.
 */
export function refParamsFromUrl(url: { readonly search: string } | string): RefParams {
  const params = parseQuery(typeof url === 'string' ? queryOf(url) : url.search);
  const pool = new Map<string, string>();
  for (const [key, value] of params) {
    if (value !== '') pool.set(key, value);
  }
  const result: RefParams = {};
  for (const key of COPIED) {
    const value = pool.get(key);
    if (value !== undefined) result[key] = value;
  }
  // Object.fromEntries defines own properties, so even a `__proto__` parameter is pooled as data.
  if (pool.size > 0) result.refPool = JSON.stringify(Object.fromEntries(pool));
  return result;
}
