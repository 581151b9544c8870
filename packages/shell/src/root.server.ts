/// <reference path="./brand-module.d.ts" />
/**
 * The server half of the root route every brand shares: the middleware that builds the request's site
 * context (`site.ts`) and the loader that says who is signed in. The app's `app/root.tsx` re-exports it.
 */
import { brand } from 'virtual:jobsite/brand';
import { createApiClient, createSharedAnswers } from '@jobsite/api-client';
import { isbot } from 'isbot';
import type { LoaderFunctionArgs, MiddlewareFunction } from 'react-router';
import { API_BUDGET_MS, apiBudgetFor, budgetedFetch } from './availability.ts';
import { crossSiteWrites } from './cross-site.ts';
import { createFlagsReader } from './flags.ts';
import { PageCache, wantsRevalidation } from './page-cache.ts';
import { createNonce, setSecurityHeaders } from './security.ts';
import { loadSeeker } from './seeker.ts';
import { apiClock, serverTiming, serverTimingOn } from './server-timing.ts';
import { createSeekerSession, hasSessionCookie } from './session.ts';
import { siteContext } from './site.ts';
import { visitorHeaders } from './visitor.ts';

/**
 * Where the brand's API is, what the site's public origin is, the secret the site signs its visitors'
 * addresses with for the API and the proxies in front of it (`visitor.ts`), from the environment
 * (server only).
 */
export function siteEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    apiOrigin: env.API_ORIGIN || 'http://localhost:4000',
    apiBasePath: env.API_BASE_PATH || undefined,
    siteUrl: env.SITE_URL || undefined,
    visitorSecret: env.VISITOR_ADDRESS_SECRET || undefined,
    trustedProxies: env.TRUSTED_PROXIES || undefined,
  };
}

const flagsFor = createFlagsReader();
/** The answers that are the same for everyone (categories, cities, SEO text), shared by this process's pages. */
const sharedAnswers = createSharedAnswers();
const pages = new PageCache();
const production = process.env.NODE_ENV === 'production';
const timing = serverTimingOn();

/**
 * Whether signed-out people get public pages from this process's fresh copies (decision 0047): on in
 * production, off in development (where code changes under the page); `PAGE_CACHE=0` or `1` says so.
 */
export const pageCacheOn = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.PAGE_CACHE ? env.PAGE_CACHE !== '0' : env.NODE_ENV === 'production';
const serveFresh = pageCacheOn();

/** The copy a request may share: a signed-out GET of a document, one copy for crawlers, one for people. */
function sharedKey(request: Request): string | undefined {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.pathname.endsWith('.data')) return undefined;
  if (hasSessionCookie(request, brand.vertical)) return undefined;
  const agent = request.headers.get('user-agent');
  return `${agent && isbot(agent) ? 'crawler' : 'person'} ${url.pathname}${url.search}`;
}

/** Waits for a render of the same page under way, at most the page's API budget. */
async function waitFor(render: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([render, new Promise((resolve) => (timer = setTimeout(resolve, API_BUDGET_MS)))]);
  clearTimeout(timer);
}

/**
 * Sets the site context of this request: the brand, the vertical's flags, and one API client with the
 * person's session whose cookies reach the response and whose session events (401, forced logout)
 * become redirects.
 */
export const siteMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const started = performance.now();
  const key = sharedKey(request);
  if (key !== undefined && serveFresh && !wantsRevalidation(request)) {
    const render = pages.filling(key);
    if (render) await waitFor(render);
    const copy = pages.fresh(key, createNonce());
    if (copy) {
      if (timing) copy.headers.set('Server-Timing', serverTiming(0, performance.now() - started));
      return copy;
    }
  }
  // While this page renders, requests for the same page wait for its copy instead of rendering too.
  let keep: (copy?: Promise<void>) => void = () => {};
  const kept = new Promise<void>((resolve) => (keep = resolve));
  if (key !== undefined && serveFresh) pages.track(key, kept);
  try {
    return await renderPage({ request, context, next, key, started, kept: keep });
  } finally {
    keep();
  }
};

/** The page itself: the site context, the route's render, the session's cookies and the copy kept. */
async function renderPage({
  request,
  context,
  next,
  key,
  started,
  kept,
}: {
  request: Request;
  context: Parameters<MiddlewareFunction<Response>>[0]['context'];
  next: () => Promise<Response>;
  key: string | undefined;
  started: number;
  kept: (copy: Promise<void>) => void;
}): Promise<Response> {
  const { visitorSecret, trustedProxies, ...env } = siteEnv();
  // Every call on the visitor's behalf says who they are, signed (visitor.ts).
  const apiHeaders = visitorHeaders(request, { visitorSecret, trustedProxies });
  // Every call this page makes to the API shares one budget (availability.ts), and one clock.
  const budget = apiBudgetFor(request.method);
  const clock = apiClock(budgetedFetch(AbortSignal.timeout(budget)));
  const budgeted = clock.fetch;
  const session = createSeekerSession({
    vertical: brand.vertical,
    apiOrigin: env.apiOrigin,
    apiBasePath: env.apiBasePath,
    request,
    fetch: budgeted,
    timeoutMs: budget,
    sharedAnswers,
    headers: apiHeaders,
  });
  const flagsApi = createApiClient({
    vertical: brand.vertical,
    apiOrigin: env.apiOrigin,
    apiBasePath: env.apiBasePath,
    cookies: { get: () => undefined, set: () => {} },
    fetch: budgeted,
    timeoutMs: budget,
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
    sharedAnswers,
    apiHeaders,
  });
  const response = session.finish(await next());
  // A page that left a part out because a call went unanswered is not kept by anyone: not by this
  // process's copies (below, read again once the body has streamed), not by a browser or a CDN.
  if (clock.failed() && /\bpublic\b/.test(response.headers.get('Cache-Control') ?? '')) {
    response.headers.set('Cache-Control', 'no-store');
  }
  setSecurityHeaders(response.headers, { production });
  if (timing) response.headers.set('Server-Timing', serverTiming(clock.ms(), performance.now() - started));
  // A public page for a signed-out person: keep its copy, or serve the last one when the API is down.
  if (key !== undefined) {
    if (response.status === 503 && response.headers.has('Retry-After')) {
      return pages.stale(key, createNonce()) ?? response;
    }
    kept(pages.remember(key, response, () => !clock.failed()));
  }
  return response;
}

/**
 * The root route's middleware, in order: the cross-site rule every write passes first (`cross-site.ts`,
 * decision 0068), then the site context.
 */
export const middleware = [
  crossSiteWrites(() => ({ siteUrl: siteEnv().siteUrl, siteName: brand.name })),
  siteMiddleware,
];

/** The root route's loader: who is signed in (the header's name, avatar and counts). */
export async function loader({ context }: LoaderFunctionArgs) {
  return { seeker: await loadSeeker(context.get(siteContext)) };
}
