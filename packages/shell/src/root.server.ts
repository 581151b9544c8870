/// <reference path="./brand-module.d.ts" />
/**
 * The server half of the root route every brand shares: the middleware that builds the request's site
 * context (`site.ts`) and the loader that says who is signed in. The app's `app/root.tsx` re-exports it.
 */
import { brand } from 'virtual:jobsite/brand';
import { createApiClient } from '@jobsite/api-client';
import type { LoaderFunctionArgs, MiddlewareFunction } from 'react-router';
import { API_BUDGET_MS, budgetedFetch } from './availability.ts';
import { createFlagsReader } from './flags.ts';
import { PageCache } from './page-cache.ts';
import { setSecurityHeaders } from './security.ts';
import { loadSeeker } from './seeker.ts';
import { apiClock, serverTiming, serverTimingOn } from './server-timing.ts';
import { createSeekerSession } from './session.ts';
import { siteContext } from './site.ts';

/** Where the brand's API is and what the site's public origin is, from the environment (server only). */
export function siteEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    apiOrigin: env.API_ORIGIN || 'http://localhost:4000',
    apiBasePath: env.API_BASE_PATH || undefined,
    siteUrl: env.SITE_URL || undefined,
  };
}

const flagsFor = createFlagsReader();
const pages = new PageCache();
const production = process.env.NODE_ENV === 'production';
const timing = serverTimingOn();

/**
 * Sets the site context of this request: the brand, the vertical's flags, and one API client with the
 * person's session whose cookies reach the response and whose session events (401, forced logout)
 * become redirects.
 */
export const siteMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const started = performance.now();
  const env = siteEnv();
  // Every call this page makes to the API shares one budget (availability.ts), and one clock.
  const clock = apiClock(budgetedFetch(AbortSignal.timeout(API_BUDGET_MS)));
  const budgeted = clock.fetch;
  const session = createSeekerSession({
    vertical: brand.vertical,
    apiOrigin: env.apiOrigin,
    apiBasePath: env.apiBasePath,
    request,
    fetch: budgeted,
    timeoutMs: API_BUDGET_MS,
  });
  const flagsApi = createApiClient({
    vertical: brand.vertical,
    apiOrigin: env.apiOrigin,
    apiBasePath: env.apiBasePath,
    cookies: { get: () => undefined, set: () => {} },
    fetch: budgeted,
    timeoutMs: API_BUDGET_MS,
  });
  context.set(siteContext, {
    brand,
    vertical: brand.vertical,
    name: brand.name,
    ...env,
    flags: await flagsFor(brand.vertical, flagsApi),
    api: session.api,
    signedIn: session.signedIn,
    fetch: budgeted,
  });
  const response = session.finish(await next());
  setSecurityHeaders(response.headers, { production });
  if (timing) response.headers.set('Server-Timing', serverTiming(clock.ms(), performance.now() - started));
  // A public page for a signed-out person: keep its copy, or serve the last one when the API is down.
  const url = new URL(request.url);
  if (request.method === 'GET' && !session.signedIn && !url.pathname.endsWith('.data')) {
    const key = url.pathname + url.search;
    if (response.status === 503 && response.headers.has('Retry-After')) return pages.stale(key) ?? response;
    pages.remember(key, response);
  }
  return response;
};

export const middleware = [siteMiddleware];

/** The root route's loader: who is signed in (the header's name, avatar and counts). */
export async function loader({ context }: LoaderFunctionArgs) {
  return { seeker: await loadSeeker(context.get(siteContext)) };
}
