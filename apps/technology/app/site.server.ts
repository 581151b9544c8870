import { accountSite } from '@jobsite/feature-account/site';
import { applicationsSite } from '@jobsite/feature-applications/site';
import { feedSite } from '@jobsite/feature-feed/site';
import { jobSite } from '@jobsite/feature-job/site';
import { listingsSite } from '@jobsite/feature-listings/site';
import { notificationsSite } from '@jobsite/feature-notifications/site';
import { profileSite } from '@jobsite/feature-profile/site';
import { registrationSite } from '@jobsite/feature-registration/site';
import { createSeekerSession, sessionSite } from '@jobsite/feature-session/server';
import { settingsSite } from '@jobsite/feature-settings/site';
import { shellSite } from '@jobsite/feature-site/site';
import type { MiddlewareFunction } from 'react-router';
import { apiOrigin, brand, flags, seoDefaults, siteUrl } from './brand.ts';

/** Hands the brand to the feature loaders of this request (each feature reads its own context). */
export const brandMiddleware: MiddlewareFunction<Response> = ({ context }, next) => {
  const common = { vertical: brand.vertical, name: brand.name, apiOrigin: apiOrigin(), siteUrl: siteUrl() };
  context.set(listingsSite, { ...common, seo: seoDefaults });
  context.set(jobSite, { ...common, flags });
  context.set(shellSite, { brand, apiOrigin: common.apiOrigin, siteUrl: common.siteUrl });
  return next();
};

/**
 * The signed-in person's session for this request: one API client whose cookies reach the response and
 * whose session events (401, forced logout) become redirects, handed to every signed-in feature.
 */
export const seekerMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const session = createSeekerSession({ vertical: brand.vertical, apiOrigin: apiOrigin(), request });
  const seeker = {
    vertical: brand.vertical,
    name: brand.name,
    api: session.api,
    signedIn: session.signedIn,
    flags,
  };
  context.set(sessionSite, seeker);
  context.set(accountSite, seeker);
  context.set(registrationSite, seeker);
  context.set(feedSite, seeker);
  context.set(applicationsSite, seeker);
  context.set(notificationsSite, seeker);
  context.set(profileSite, seeker);
  context.set(settingsSite, seeker);
  // Listings read through the session when someone is signed in, so their cards carry its marks.
  if (session.signedIn) context.set(listingsSite, { ...context.get(listingsSite), seekerApi: session.api });
  return session.finish(await next());
};
