import { createApiClient } from '@jobsite/api-client';
import type { Vertical } from '@jobsite/domain';
import { createContext } from 'react-router';

/** What the job page needs of the brand; the app sets it in its root middleware. */
export interface JobSite {
  vertical: Vertical;
  name: string;
  apiOrigin: string;
  siteUrl?: string | undefined;
  flags: { applyFloatingButton: boolean };
}

export const jobSite = createContext<JobSite>();

/** One API client per request. */
export function apiFor(site: JobSite, request: Request) {
  return createApiClient({
    vertical: site.vertical,
    apiOrigin: site.apiOrigin,
    pageUrl: request.url,
    cookies: { get: () => request.headers.get('cookie') ?? undefined, set: () => {} },
  });
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
