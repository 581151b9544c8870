import { createApiClient } from '@jobsite/api-client';
import { createContext } from 'react-router';
import type { ShellBrand } from './brand.ts';

/** What the shell's server routes need: the brand and where its API is. Set in the app's root middleware. */
export interface ShellSite {
  brand: ShellBrand;
  apiOrigin: string;
  siteUrl?: string | undefined;
}

export const shellSite = createContext<ShellSite>();

export function apiFor(site: ShellSite, request: Request) {
  return createApiClient({
    vertical: site.brand.vertical,
    apiOrigin: site.apiOrigin,
    pageUrl: request.url,
    cookies: { get: () => request.headers.get('cookie') ?? undefined, set: () => {} },
  });
}

export function originOf(site: ShellSite, request: Request): string {
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
