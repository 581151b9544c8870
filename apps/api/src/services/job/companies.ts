/** Companies as the catalogue answers them: pages of the list or a search, and one company's data. */
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { ttlCache } from '../ttl-cache.ts';
import { activeJobCounts, companiesByLiveJobs, companyIdsPage, companyRow } from './queries/companies.ts';
import { PAGE_SIZE } from './queries/feed.ts';
import type { Reference } from './reference.ts';

/** A page of the company list (by name), or of the companies whose name is like `text`. */
export async function companyPage(db: Db, ref: Reference, vertical: Vertical, text: string, page: number) {
  const rows = await companyIdsPage(db, vertical, text, page);
  const ids = rows.slice(0, PAGE_SIZE);
  const counts = await activeJobCounts(db, ids);
  return {
    companies: ids.flatMap((id) => {
      const co = ref.companies.get(id);
      return co ? [{ id, name: co.name, slug: co.slug, logo: co.logo, activeJobs: counts.get(id) ?? 0 }] : [];
    }),
    hasMore: rows.length > PAGE_SIZE,
    page,
  };
}

/** A company's page data with its live job count; undefined when there is no such company. */
export async function companyData(db: Db, ref: Reference, companyId: number) {
  const co = await companyRow(db, companyId);
  if (!co) return undefined;
  const ind = co.industryId ? ref.industries.get(co.industryId) : undefined;
  const counts = await activeJobCounts(db, [co.id]);
  return {
    id: co.id,
    name: co.name,
    slug: co.slug,
    logo: co.logo,
    about: co.about,
    website: co.website,
    size: co.employees,
    industry: ind ? { id: ind.id, name: ind.name } : null,
    perks: co.perks,
    benefits: co.benefits,
    activeJobs: counts.get(co.id) ?? 0,
  };
}

/** The ranking of companies hiring now, per vertical, read again every 5 minutes (it counts live jobs). */
const hiringNow = ttlCache<string, { id: number; jobs: number }[]>(5 * 60_000);

/**
 * A page of the companies hiring now (`sort=jobs`): most live jobs first among those that posted in the
 * last 30 days, ties to the latest poster (decision 0092).
 */
export async function hiringCompanyPage(db: Db, ref: Reference, vertical: Vertical, page: number) {
  const ranked = await hiringNow(`${vertical}`, () => companiesByLiveJobs(db, vertical));
  const rows = ranked.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE + 1);
  return {
    companies: rows.slice(0, PAGE_SIZE).flatMap(({ id, jobs }) => {
      const co = ref.companies.get(id);
      return co ? [{ id, name: co.name, slug: co.slug, logo: co.logo, activeJobs: jobs }] : [];
    }),
    hasMore: rows.length > PAGE_SIZE,
    page,
  };
}
