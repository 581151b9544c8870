/** Industries, recruiters, the category sitemap, cities with nearby cities, and blogs. */
import { BlogsQuery, RecruiterQuery } from '@jobsite/domain/calls';
import { Hono } from 'hono';
import { notFound } from '../../../http/errors.ts';
import { parseQuery } from '../../../http/validate.ts';
import { blogsOut, categorySitemap, nearbyCities, recruiterFeed, recruiterOut } from '../listings.ts';
import type { JobRouteDeps } from './deps.ts';

export function listingRoutes({ db, getRef, vertical }: JobRouteDeps) {
  const app = new Hono({ strict: false });

  app.get('/job/data/industry', async (c) => c.json([...(await getRef(vertical)).industries.values()]));

  app.get('/job/data/recruiter', async (c) => {
    const { id } = parseQuery(c, RecruiterQuery);
    const out = await recruiterOut(db, await getRef(vertical), id);
    if (!out) throw notFound('Recruiter not found');
    return c.json(out);
  });

  app.get('/job/recruiterfeed', async (c) =>
    c.json(await recruiterFeed(db, await getRef(vertical), vertical)),
  );

  app.get('/job/sitemap/category', async (c) =>
    c.json(await categorySitemap(db, await getRef(vertical), vertical)),
  );

  app.get('/job/nearby-cities-jobs', async (c) =>
    c.json(await nearbyCities(db, await getRef(vertical), vertical)),
  );

  app.get('/job/getLatestBlogs', async (c) => {
    const { category } = parseQuery(c, BlogsQuery);
    return c.json(await blogsOut(db, await getRef(vertical), vertical, category));
  });

  return app;
}
