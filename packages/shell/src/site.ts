/**
 * What every feature's loaders and actions read of the request: the brand, where its API is, the
 * vertical's feature flags, the signed-in person's API client and whether someone is signed in. The
 * shell's root middleware sets it once per request (`root.tsx`); a feature reads it with
 * `context.get(siteContext)` and never declares a context of its own.
 */
import { type ApiClient, createApiClient, isApiClientError, type SharedAnswers } from '@jobsite/api-client';
import type { FeatureFlags, Vertical } from '@jobsite/domain';
import { createContext, redirect } from 'react-router';
import { apiBudgetFor } from './availability.ts';
import type { Brand } from './brand.ts';

export interface Site {
  brand: Brand;
  vertical: Vertical;
  /** The brand's name, for titles and Open Graph. */
  name: string;
  /** Origin of the API (`API_ORIGIN`). */
  apiOrigin: string;
  /** The vertical's base path on the API (`API_BASE_PATH`), when it is not the vertical's default. */
  apiBasePath?: string | undefined;
  /** The public origin of the site for canonical links (`SITE_URL`); the request's own when absent. */
  siteUrl?: string | undefined;
  /** The vertical's feature flags, as the API serves them (the vertical's defaults when it cannot). */
  flags: FeatureFlags;
  /**
   * This request's client with the person's session: its cookies (login, token refresh, logout) reach
   * the page's response and its session events become redirects.
   */
  api: ApiClient;
  /** Whether the request carries a session cookie (the API decides whether it is still good). */
  signedIn: boolean;
  /** The fetch of this request's API calls: they share the page's time budget (`availability.ts`). */
  fetch?: typeof fetch | undefined;
  /** The process's answers that are the same for everyone, which every client of the site shares. */
  sharedAnswers?: SharedAnswers | undefined;
  /**
   * Headers every call on this visitor's behalf carries: their address, signed for the API
   * (`visitor.ts`), so its per-address limits count them and not the site.
   */
  apiHeaders?: Record<string, string> | undefined;
}

export const siteContext = createContext<Site>();

/**
 * The client a public page reads with: the signed-in person's session when there is one (their cards
 * then carry their saved and applied marks), else a client of its own that forwards the request's
 * cookies and sets none, so the page stays cacheable.
 */
export function apiFor(site: Site, request: Request): ApiClient {
  if (site.signedIn) return site.api;
  return createApiClient({
    vertical: site.vertical,
    apiOrigin: site.apiOrigin,
    apiBasePath: site.apiBasePath,
    ...(site.fetch ? { fetch: site.fetch, timeoutMs: apiBudgetFor(request.method) } : {}),
    sharedAnswers: site.sharedAnswers,
    headers: site.apiHeaders,
    pageUrl: request.url,
    cookies: { get: () => request.headers.get('cookie') ?? undefined, set: () => {} },
  });
}

/** The site's public origin, without a trailing slash. */
export function originOf(site: Site, request: Request): string {
  return (site.siteUrl ?? new URL(request.url).origin).replace(/\/$/, '');
}

/**
 * The page address a loader serves. Client navigations fetch `{path}.data` (`/_root.data` for `/`) with a
 * `_routes` parameter (and `index` for an index route), and the request reaches the loader as it was
 * sent: strip them.
 */
export function pageUrlOf(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname === '/_root.data') url.pathname = '/';
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.slice(0, -'.data'.length);
  url.searchParams.delete('_routes');
  url.searchParams.delete('index');
  return url;
}

/** The page a list asks for (`?page=`, 0-based): a whole number of up to three digits, else the first. */
export function pageParam(params: URLSearchParams): number {
  const text = params.get('page') ?? '0';
  return /^\d{1,3}$/.test(text) ? Number(text) : 0;
}

/** Signed-out people log in first and come back to this page. */
export function loginPath(request: Request): string {
  const url = pageUrlOf(request);
  return `/login?next=${encodeURIComponent(url.pathname + url.search)}`;
}

/** A same-site path to return to after signing in; anything else becomes `fallback`. */
export function safeNext(next: unknown, fallback = '/jobfeed'): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\'))
    return fallback;
  return next;
}

/** The text to show for a failed call: the spec's texts come from the client's error. */
export function errorText(error: unknown): string {
  return isApiClientError(error) ? error.message : 'Something went wrong. Please try again.';
}

/** A form field as text (a missing field or a file reads as empty). */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The site context of a page only a signed-in person may see: signed-out people are sent to log in
 * and come back here.
 */
export function requireSignedIn(context: { get: (key: typeof siteContext) => Site }, request: Request): Site {
  const site = context.get(siteContext);
  if (!site.signedIn) throw redirect(loginPath(request));
  return site;
}

/**
 * The Cache-Control of a public page: fresh for `maxAgeS`, then served stale while a cache revalidates
 * it, and for a day when the site cannot produce it (stale-while-revalidate, stale-if-error).
 */
export const publicCache = (maxAgeS: number): string =>
  `public, max-age=${maxAgeS}, stale-while-revalidate=${maxAgeS * 5}, stale-if-error=86400`;
