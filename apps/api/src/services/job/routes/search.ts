/** The job feed, keyword search, similar jobs and the recruiter, company and women's job feeds. */
import { Hono } from 'hono';
import { route } from '../../../http/contract.ts';
import { notFound } from '../../../http/errors.ts';
import { extractParams } from '../extract.ts';
import { feedFacets, latestJobs, markOwnPage, personalFeed, searchJobs } from '../feed.ts';
import { femaleJobsPage, similarJobs } from '../listings.ts';
import { exclusionsFor } from '../queries/feed.ts';
import { type JobRouteDeps, seekerOf } from './deps.ts';

export function searchRoutes(deps: JobRouteDeps) {
  const { db, getRef, vertical } = deps;
  const app = new Hono({ strict: false });
  const who = seekerOf(deps);

  // `facets=1` adds the filters' options and their counts, read beside the page (decision 0094).
  route(app, 'GET job/jobfeed', async (c, { query: q }) => {
    const seekerId = await who(c);
    const ref = await getRef(vertical);
    const facets = q.facets === '1';
    // A seeker's feed counts its own jobs: those of their preferences.
    if (seekerId !== undefined) return personalFeed(db, ref, vertical, seekerId, q, q.page, { facets });
    const [page, counts] = await Promise.all([
      latestJobs(db, ref, vertical, q, q.page),
      facets ? feedFacets(db, ref, vertical, null, q) : undefined,
    ]);
    return counts ? { ...page, facets: counts } : page;
  });

  route(app, 'GET job/search', async (c, { query: q }) => {
    const seekerId = await who(c);
    const f = { ...q, extra: exclusionsFor(seekerId) };
    const ref = await getRef(vertical);
    const search = { keyword: q.keyword, asTyped: q.asTyped === '1' };
    const [page, facets] = await Promise.all([
      searchJobs(db, ref, vertical, search, f, q.sort ?? 'relevance', q.page),
      q.facets === '1' ? feedFacets(db, ref, vertical, search, f) : undefined,
    ]);
    const marked = await markOwnPage(db, seekerId, page);
    return facets ? { ...marked, facets } : marked;
  });

  route(app, 'GET job/similarjobs', async (c, { query: q }) =>
    similarJobs(db, await getRef(vertical), vertical, q, await who(c)),
  );

  route(app, 'GET job/jobfeed/{userId}/recruiter/{recruiterId}', async (c, { params: p, query: q }) => {
    const r = await getRef(vertical);
    if (!r.recruiters.has(p.recruiterId)) throw notFound('Recruiter not found');
    const seekerId = await who(c);
    const f = { recruiterId: p.recruiterId, extra: exclusionsFor(seekerId) };
    return markOwnPage(db, seekerId, await latestJobs(db, r, vertical, f, q.page));
  });

  route(app, 'GET job/top-jobs', async (c, { query: q }) => {
    const r = await getRef(vertical);
    const id = q.companyId ?? q.cid ?? (q.slug ? r.companyBySlug.get(q.slug) : undefined);
    if (id === undefined || !r.companies.has(id)) throw notFound('Company not found');
    const seekerId = await who(c);
    const f = { companyId: id, extra: exclusionsFor(seekerId) };
    return markOwnPage(db, seekerId, await latestJobs(db, r, vertical, f, q.page));
  });

  route(app, 'GET job/female-jobs', async (c, { query: q }) =>
    femaleJobsPage(db, await getRef(vertical), vertical, q, await who(c)),
  );

  route(app, 'POST job/v2/extract-param', async (_c, { body }) =>
    extractParams(await getRef(vertical), body.query),
  );

  return app;
}
