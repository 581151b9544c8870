/** The company list and search, a company's data, slugs and perks. */
import { Hono } from 'hono';
import { route } from '../../../http/contract.ts';
import { notFound } from '../../../http/errors.ts';
import { companyData, companyPage, hiringCompanyPage } from '../companies.ts';
import { perksAndBenefits } from '../queries/companies.ts';
import type { JobRouteDeps } from './deps.ts';

export function companyRoutes({ db, getRef, vertical }: JobRouteDeps) {
  const app = new Hono({ strict: false });

  route(app, 'GET job/company-list', async (_c, { query: { page, sort } }) =>
    sort === 'jobs'
      ? hiringCompanyPage(db, await getRef(vertical), vertical, page)
      : companyPage(db, await getRef(vertical), vertical, '', page),
  );

  route(app, 'GET job/company-list/search', async (_c, { query: q }) =>
    companyPage(db, await getRef(vertical), vertical, q.name ?? q.q, q.page),
  );

  route(app, 'GET job/companies/slugs', async () => {
    const r = await getRef(vertical);
    return [...r.companies.values()].map((co) => ({ id: co.id, slug: co.slug })).sort((a, b) => a.id - b.id);
  });

  route(app, 'GET job/company-data', async (_c, { query: { slug } }) => {
    const r = await getRef(vertical);
    const id = r.companyBySlug.get(slug);
    const out = id === undefined ? undefined : await companyData(db, r, id);
    if (!out) throw notFound('Company not found');
    return out;
  });

  route(app, 'GET job/company-id-slug', async (_c, { query: { slug } }) => {
    const id = (await getRef(vertical)).companyBySlug.get(slug);
    if (id === undefined) throw notFound('Company not found');
    return { id, slug };
  });

  route(app, 'GET job/company-slug', async (_c, { query: { id } }) => {
    const co = (await getRef(vertical)).companies.get(id);
    if (!co) throw notFound('Company not found');
    return { id: co.id, slug: co.slug };
  });

  route(app, 'GET job/getPerksAndBenefits', async (_c, { query: { companyId } }) => {
    const row = await perksAndBenefits(db, vertical, companyId);
    if (!row) throw notFound('Company not found');
    return { companyId, perks: row.perks, benefits: row.benefits };
  });

  return app;
}
