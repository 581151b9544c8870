import { jobSite } from '@jobsite/feature-job/site';
import { listingsSite } from '@jobsite/feature-listings/site';
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
