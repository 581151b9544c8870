import { type ApiClient, createApiClient } from '@jobsite/api-client';
import type { Vertical } from '@jobsite/domain';
import { createContext } from 'react-router';

/** What the listings need to know of the brand that serves them; the app sets it in its root middleware. */
export interface ListingsSite {
  vertical: Vertical;
  /** The brand's name, for titles and Open Graph. */
  name: string;
  /** Origin of the API (`API_ORIGIN`). */
  apiOrigin: string;
  /** The public origin of the site for canonical links; the request's own origin when absent. */
  siteUrl?: string | undefined;
  /** Fallback title and description when the SEO metadata call has nothing for a path. */
  seo: { title: string; description: string };
  /**
   * The signed-in person's API client for this request (its token refreshed as needed), when someone
   * is signed in: their listings then carry their saved and applied marks. Absent for visitors.
   */
  seekerApi?: ApiClient | undefined;
}

export const listingsSite = createContext<ListingsSite>();

/**
 * One API client per request (never a module singleton: it carries the request's cookies): the
 * signed-in person's session when there is one, else a client of its own.
 */
export function apiFor(site: ListingsSite, request: Request): ApiClient {
  if (site.seekerApi) return site.seekerApi;
  return createApiClient({
    vertical: site.vertical,
    apiOrigin: site.apiOrigin,
    pageUrl: request.url,
    cookies: { get: () => request.headers.get('cookie') ?? undefined, set: () => {} },
  });
}

export function originOf(site: ListingsSite, request: Request): string {
  return (site.siteUrl ?? new URL(request.url).origin).replace(/\/$/, '');
}

/**
 * The page address a loader serves. Client navigations fetch `{path}.data` (`/_root.data` for `/`) with a
 * `_routes` parameter, and the request reaches the loader as it was sent: strip both.
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === '/_root.data') url.pathname = '/';
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  return url;
}
