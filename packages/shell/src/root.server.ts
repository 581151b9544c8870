/// <reference path="./brand-module.d.ts" />
/**
 * The server half of the root route every brand shares: the middleware that builds the request's site
 * context (`site.ts`) and the loader that says who is signed in. The app's `app/root.tsx` re-exports it.
 */
import { brand } from 'virtual:jobsite/brand';
import { createApiClient } from '@jobsite/api-client';
import type { LoaderFunctionArgs, MiddlewareFunction } from 'react-router';
import { createFlagsReader } from './flags.ts';
import { loadSeeker } from './seeker.ts';
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

/**
 * Sets the site context of this request: the brand, the vertical's flags, and one API client with the
 * person's session whose cookies reach the response and whose session events (401, forced logout)
 * become redirects.
 */
export const siteMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const env = siteEnv();
  const session = createSeekerSession({
    vertical: brand.vertical,
    apiOrigin: env.apiOrigin,
    apiBasePath: env.apiBasePath,
    request,
  });
  const flagsApi = createApiClient({
    vertical: brand.vertical,
    apiOrigin: env.apiOrigin,
    apiBasePath: env.apiBasePath,
    cookies: { get: () => undefined, set: () => {} },
  });
  context.set(siteContext, {
    brand,
    vertical: brand.vertical,
    name: brand.name,
    ...env,
    flags: await flagsFor(brand.vertical, flagsApi),
    api: session.api,
    signedIn: session.signedIn,
  });
  return session.finish(await next());
};

export const middleware = [siteMiddleware];

/** The root route's loader: who is signed in (the header's name, avatar and counts). */
export async function loader({ context }: LoaderFunctionArgs) {
  return { seeker: await loadSeeker(context.get(siteContext)) };
}
