/** The company list and search, a company's data, slugs and perks. */
import {
  CompanyByIdQuery,
  CompanyIdQuery,
  CompanyListQuery,
  CompanySearchQuery,
  CompanySlugQuery,
} from '@jobsite/domain/calls';
import { Hono } from 'hono';
import { notFound } from '../../../http/errors.ts';
import { parseQuery } from '../../../http/validate.ts';
import { companyData, companyPage } from '../companies.ts';
import { perksAndBenefits } from '../queries/companies.ts';
import type { JobRouteDeps } from './deps.ts';

export function companyRoutes({ db, getRef, vertical }: JobRouteDeps) {
  const app = new Hono({ strict: false });

  app.get('/job/company-list', async (c) => {
    const { page } = parseQuery(c, CompanyListQuery);
    return c.json(await companyPage(db, await getRef(vertical), vertical, '', page));
  });

  app.get('/job/company-list/search', async (c) => {
    const q = parseQuery(c, CompanySearchQuery);
    return c.json(await companyPage(db, await getRef(vertical), vertical, q.name ?? q.q, q.page));
  });

  app.get('/job/companies/slugs', async (c) => {
    const r = await getRef(vertical);
    return c.json(
      [...r.companies.values()].map((co) => ({ id: co.id, slug: co.slug })).sort((a, b) => a.id - b.id),
    );
  });

  app.get('/job/company-data', async (c) => {
    const { slug } = parseQuery(c, CompanySlugQuery);
    const r = await getRef(vertical);
    const id = r.companyBySlug.get(slug);
    const out = id === undefined ? undefined : await companyData(db, r, id);
    if (!out) throw notFound('Company not found');
    return c.json(out);
  });

  app.get('/job/company-id-slug', async (c) => {
    const { slug } = parseQuery(c, CompanySlugQuery);
    const id = (await getRef(vertical)).companyBySlug.get(slug);
    if (id === undefined) throw notFound('Company not found');
    return c.json({ id, slug });
  });

  app.get('/job/company-slug', async (c) => {
    const { id } = parseQuery(c, CompanyByIdQuery);
    const co = (await getRef(vertical)).companies.get(id);
    if (!co) throw notFound('Company not found');
    return c.json({ id: co.id, slug: co.slug });
  });

  app.get('/job/getPerksAndBenefits', async (c) => {
    const { companyId } = parseQuery(c, CompanyIdQuery);
    const row = await perksAndBenefits(db, vertical, companyId);
    if (!row) throw notFound('Company not found');
    return c.json({ companyId, perks: row.perks, benefits: row.benefits });
  });

  return app;
}
