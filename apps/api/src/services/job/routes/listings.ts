/** Industries, recruiters, the category sitemap, cities with nearby cities, and blogs. */
import { Hono } from 'hono';
import { route } from '../../../http/contract.ts';
import { notFound } from '../../../http/errors.ts';
import { blogsOut, categorySitemap, nearbyCities, recruiterFeed, recruiterOut } from '../listings.ts';
import type { JobRouteDeps } from './deps.ts';

export function listingRoutes({ db, getRef, vertical }: JobRouteDeps) {
  const app = new Hono({ strict: false });

  route(app, 'GET job/data/industry', async () => [...(await getRef(vertical)).industries.values()]);

  route(app, 'GET job/data/recruiter', async (_c, { query: { id } }) => {
    const out = await recruiterOut(db, await getRef(vertical), id);
    if (!out) throw notFound('Recruiter not found');
    return out;
  });

  route(app, 'GET job/recruiterfeed/', async () => recruiterFeed(db, await getRef(vertical), vertical));

  route(app, 'GET job/sitemap/category/', async () => categorySitemap(db, await getRef(vertical), vertical));

  route(app, 'GET job/nearby-cities-jobs/', async () => nearbyCities(db, await getRef(vertical), vertical));

  route(app, 'GET job/getLatestBlogs', async (_c, { query: { category } }) =>
    blogsOut(db, await getRef(vertical), vertical, category),
  );

  return app;
}
