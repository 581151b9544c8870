/** The job service's read calls (calls.md 7.1, the read calls of 7.2) for one vertical. */
import { toSlug } from '@jobsite/domain';
import {
  BlogsQuery,
  CategoryQuery,
  CompanyByIdQuery,
  CompanyIdQuery,
  CompanyListQuery,
  CompanySearchQuery,
  CompanySlugQuery,
  ExtractParamBody,
  FemaleJobsQuery,
  JobCodeQuery,
  JobFeedQuery,
  JobSearchQuery,
  KeywordQuery,
  RecruiterJobsParams,
  RecruiterQuery,
  SimilarJobsAfterApplyQuery,
  SlugQuery,
  TagIdsQuery,
  TopJobsQuery,
} from '@jobsite/domain/calls';
import { type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { notFound } from '../../http/errors.ts';
import { parseBody, parseParams, parseQuery } from '../../http/validate.ts';
import type { SessionSettings } from '../auth/sessions.ts';
import { extractParams } from './extract.ts';
import {
  COUNT_CAP,
  exclusionsFor,
  FEED_COLUMNS,
  feedWhere,
  intArray,
  type JobRow,
  latestJobs,
  markOwn,
  optionalSeeker,
  PAGE_SIZE,
  personalFeed,
  searchJobs,
  toFeedEntry,
} from './feed.ts';
import { descriptionHtml } from './html.ts';
import type { GetReference, Reference, TagRow } from './reference.ts';

const tagOut = (t: TagRow) => ({
  id: t.id,
  name: t.name,
  alias: t.alias,
  key: t.slug,
  searchString: t.searchString,
});

function categoryOut(ref: Reference, id: number) {
  const c = ref.categories.get(id);
  if (!c) return undefined;
  const tags = [...ref.tags.values()].filter((t) => t.categoryId === id);
  return {
    dataId: c.id,
    label: c.name,
    tag: c.slug,
    icon: c.icon,
    menus: tags.map((t) => ({ dataId: t.id, label: t.name, tag: t.slug })),
    groups: [...ref.menus.values()]
      .filter((m) => m.categoryId === id)
      .map((m) => ({
        label: m.label,
        tag: m.slug,
        menus: tags
          .filter((t) => t.menuId === m.id)
          .map((t) => ({ dataId: t.id, label: t.name, tag: t.slug })),
      })),
  };
}

/** Exact slug, then the closest tag name by trigram similarity. */
async function findTags(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  slug: string,
  limit: number,
): Promise<TagRow[]> {
  const exact = ref.tagBySlug.get(toSlug(slug));
  if (exact && limit === 1) return [exact];
  const name = slug.replace(/-jobs$/, '').replace(/-/g, ' ');
  const rows = await db.rows<{ id: number }>(
    sql`SELECT id FROM tags WHERE vertical = ${vertical} AND name % ${name}
        ORDER BY similarity(name, ${name}) DESC, id LIMIT ${limit}`,
  );
  const found = rows.flatMap((r) => ref.tags.get(r.id) ?? []);
  return exact ? [exact, ...found.filter((t) => t.id !== exact.id)].slice(0, limit) : found;
}

async function activeJobCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.rows<{ company_id: number; n: number | string }>(
    sql`SELECT company_id, count(*) AS n FROM jobs j
        WHERE j.company_id = ANY(${intArray(ids)}) AND j.status = 1 AND j.expires_at > now() GROUP BY company_id`,
  );
  return new Map(rows.map((r) => [r.company_id, Number(r.n)]));
}

export function jobRoutes(db: Db, getRef: GetReference, vertical: Vertical, sessions: SessionSettings) {
  const app = new Hono({ strict: false });
  const ref = () => getRef(vertical);
  const who = (c: Context) => optionalSeeker(db, sessions, vertical, c);
  /** A feed answer with the seeker's saved and applied marks. */
  const own = async <T extends { jobs: Parameters<typeof markOwn>[2] }>(
    seekerId: number | undefined,
    page: T,
  ) => ({ ...page, jobs: await markOwn(db, seekerId, page.jobs) }) as T;

  app.get('/job/jobfeed', async (c) => {
    const q = parseQuery(c, JobFeedQuery);
    const seekerId = await who(c);
    if (seekerId !== undefined)
      return c.json(await personalFeed(db, await ref(), vertical, seekerId, q, q.page));
    return c.json(await latestJobs(db, await ref(), vertical, q, q.page));
  });

  app.get('/job/search', async (c) => {
    const q = parseQuery(c, JobSearchQuery);
    const seekerId = await who(c);
    const f = { ...q, extra: exclusionsFor(seekerId) };
    return c.json(
      await own(
        seekerId,
        await searchJobs(db, await ref(), vertical, q.keyword, f, q.sort ?? 'relevance', q.page),
      ),
    );
  });

  app.get('/job/similarjobs', async (c) => {
    const q = parseQuery(c, SimilarJobsAfterApplyQuery);
    const seekerId = await who(c);
    let tags = q.tags ?? [];
    const extra = exclusionsFor(seekerId);
    if (q.jobcode !== undefined) {
      const rows = await db.rows<{ tag_ids: number[] }>(
        sql`SELECT tag_ids FROM jobs WHERE id = ${q.jobcode} AND vertical = ${vertical}`,
      );
      if (!rows[0]) throw notFound('Job not found');
      if (!tags.length) tags = rows[0].tag_ids;
      extra.push(sql`j.id <> ${q.jobcode}`);
    }
    if (seekerId !== undefined)
      extra.push(
        sql`NOT EXISTS (SELECT 1 FROM applications a WHERE a.seeker_id = ${seekerId} AND a.job_id = j.id)`,
      );
    if (!tags.length) return c.json({ jobs: [], totalJobs: 0, hasMore: false, page: q.page });
    return c.json(await own(seekerId, await latestJobs(db, await ref(), vertical, { tags, extra }, q.page)));
  });

  app.get('/job/jobfeed/:userId/recruiter/:recruiterId', async (c) => {
    const p = parseParams(c, RecruiterJobsParams);
    const q = parseQuery(c, v.object({ page: CompanyListQuery.entries.page }));
    const r = await ref();
    if (!r.recruiters.has(p.recruiterId)) throw notFound('Recruiter not found');
    const seekerId = await who(c);
    const f = { recruiterId: p.recruiterId, extra: exclusionsFor(seekerId) };
    return c.json(await own(seekerId, await latestJobs(db, r, vertical, f, q.page)));
  });

  app.get('/job/top-jobs', async (c) => {
    const q = parseQuery(c, TopJobsQuery);
    const r = await ref();
    const id = q.companyId ?? q.cid ?? (q.slug ? r.companyBySlug.get(q.slug) : undefined);
    if (id === undefined || !r.companies.has(id)) throw notFound('Company not found');
    const seekerId = await who(c);
    const f = { companyId: id, extra: exclusionsFor(seekerId) };
    return c.json(await own(seekerId, await latestJobs(db, r, vertical, f, q.page)));
  });

  app.get('/job/female-jobs', async (c) => {
    const q = parseQuery(c, FemaleJobsQuery);
    const r = await ref();
    const seekerId = await who(c);
    const extra: SQL[] = [
      ...exclusionsFor(seekerId),
      q.femaleFilter === '1'
        ? sql`j.female_candidate`
        : q.femaleFilter === '2'
          ? sql`j.female_back_work_force`
          : sql`(j.female_candidate OR j.female_back_work_force)`,
    ];
    if (q.minExp !== undefined) extra.push(sql`j.max_exp >= ${q.minExp}`);
    if (q.maxExp !== undefined) extra.push(sql`j.min_exp <= ${q.maxExp}`);
    if (q.categoryIds?.length) extra.push(sql`j.category_id = ANY(${intArray(q.categoryIds)})`);
    const fa = q.functionalArea?.filter((id) => id !== 0);
    if (fa?.length) extra.push(sql`j.functional_area_id = ANY(${intArray(fa)})`);
    if (q.antifunctionalarea?.length)
      extra.push(
        sql`(j.functional_area_id IS NULL OR j.functional_area_id <> ALL(${intArray(q.antifunctionalarea)}))`,
      );
    if (q.centralisedCompanyIds?.length)
      extra.push(sql`j.company_id = ANY(${intArray(q.centralisedCompanyIds)})`);
    if (q.antiCentralisedCompanyIds?.length)
      extra.push(
        sql`(j.company_id IS NULL OR j.company_id <> ALL(${intArray(q.antiCentralisedCompanyIds)}))`,
      );
    const where = feedWhere(vertical, { locIds: q.joblocationIds, extra });
    const start = q.start;
    const size = (q.end ?? start + PAGE_SIZE) - start;
    const [rows, count] = await Promise.all([
      db.rows<JobRow>(
        sql`SELECT ${FEED_COLUMNS} FROM jobs j WHERE ${where} ORDER BY j.posted_at DESC, j.id DESC LIMIT ${size + 1} OFFSET ${start}`,
      ),
      db.rows<{ n: number | string }>(
        sql`SELECT count(*) AS n FROM (SELECT 1 FROM jobs j WHERE ${where} LIMIT 10001) s`,
      ),
    ]);
    const n = Number(count[0]?.n ?? 0);
    return c.json({
      jobs: await markOwn(
        db,
        seekerId,
        rows.slice(0, size).map((row) => toFeedEntry(r, row)),
      ),
      totalJobs: Math.min(n, COUNT_CAP),
      hasMore: rows.length > size,
      page: size > 0 ? Math.floor(start / size) : 0,
      start,
      end: start + Math.min(size, rows.length),
      ...(n > COUNT_CAP ? { totalIsCapped: true } : {}),
    });
  });

  app.post('/job/v2/extract-param', async (c) => {
    const body = await parseBody(c, ExtractParamBody);
    return c.json(extractParams(await ref(), body.query));
  });

  app.get('/job/detail', async (c) => {
    const { jobcode } = parseQuery(c, JobCodeQuery);
    const r = await ref();
    const rows = await db.rows<
      JobRow & {
        description: string;
        status: number;
        functional_area_id: number | null;
        industry_id: number | null;
        view_count: number;
        apply_count: number;
        live: boolean;
      }
    >(
      sql`SELECT ${FEED_COLUMNS}, j.description, j.status, j.functional_area_id, j.industry_id, j.view_count,
            j.apply_count, j.expires_at > now() AS live
          FROM jobs j WHERE j.id = ${jobcode} AND j.vertical = ${vertical}`,
    );
    const row = rows[0];
    if (row?.status !== 1) throw notFound('Job not found');
    const [entry = toFeedEntry(r, row)] = await markOwn(db, await who(c), [toFeedEntry(r, row)]);
    const company = entry.company ? r.companies.get(entry.company.id) : undefined;
    let companyDetails = null;
    if (company) {
      const d = await db.rows<{
        about: string;
        website: string;
        employees: string;
        industry_id: number | null;
      }>(sql`SELECT about, website, employees, industry_id FROM companies WHERE id = ${company.id}`);
      const info = d[0];
      const ind = info?.industry_id ? r.industries.get(info.industry_id) : undefined;
      companyDetails = {
        id: company.id,
        name: company.name,
        slug: company.slug,
        logo: company.logo,
        about: info?.about ?? null,
        website: info?.website ?? null,
        size: info?.employees ?? null,
        industry: ind ? { id: ind.id, name: ind.name } : null,
      };
    }
    const rec = r.recruiters.get(row.recruiter_id);
    const recCompany = rec?.companyId ? r.companies.get(rec.companyId) : undefined;
    const fa = row.functional_area_id ? r.functionalAreas.get(row.functional_area_id) : undefined;
    const ind = row.industry_id ? r.industries.get(row.industry_id) : undefined;
    return c.json({
      ...entry,
      description: descriptionHtml(row.description),
      status: row.live ? 'live' : 'expired',
      companyDetails,
      recruiter: {
        ...entry.recruiter,
        company: entry.confidential ? null : (recCompany?.name ?? null),
        lastActiveAt: null,
      },
      functionalArea: fa ? { id: fa.id, name: fa.name } : null,
      industry: ind ? { id: ind.id, name: ind.name } : null,
      skills: entry.tags.map((t) => t.name),
      views: row.view_count,
      applicants: row.apply_count,
    });
  });

  // Anonymous views count every time; a signed-in seeker's views count once per job (and per seeker).
  app.get('/job/view', async (c) => {
    const { jobcode } = parseQuery(c, JobCodeQuery);
    const seekerId = await who(c);
    const exists = await db.rows<{ id: number | string }>(
      sql`SELECT id FROM jobs WHERE id = ${jobcode} AND vertical = ${vertical} AND status = 1`,
    );
    if (!exists[0]) throw notFound('Job not found');
    let first = true;
    let seekerViews: number | undefined;
    if (seekerId !== undefined) {
      const mine = await db.rows<{ views: number; first: boolean }>(
        sql`INSERT INTO seeker_job_views (seeker_id, job_id) VALUES (${seekerId}, ${jobcode})
            ON CONFLICT (seeker_id, job_id) DO UPDATE SET views = seeker_job_views.views + 1, last_viewed_at = now()
            RETURNING views, views = 1 AS first`,
      );
      first = mine[0]?.first ?? false;
      seekerViews = mine[0]?.views;
    }
    const rows = first
      ? await db.rows<{ id: number | string; view_count: number }>(
          sql`UPDATE jobs SET view_count = view_count + 1 WHERE id = ${jobcode} RETURNING id, view_count`,
        )
      : await db.rows<{ id: number | string; view_count: number }>(
          sql`SELECT id, view_count FROM jobs WHERE id = ${jobcode}`,
        );
    if (first) {
      await db.rows(
        sql`INSERT INTO job_view_months (job_id, month, views) VALUES (${jobcode}, date_trunc('month', now())::date, 1)
            ON CONFLICT (job_id, month) DO UPDATE SET views = job_view_months.views + 1`,
      );
    }
    const row = rows[0];
    if (!row) throw notFound('Job not found');
    return c.json({
      id: Number(row.id),
      views: row.view_count,
      ...(seekerViews !== undefined ? { seekerViews } : {}),
    });
  });

  app.get('/job/category', async (c) => {
    const { categoryId } = parseQuery(c, CategoryQuery);
    const out = categoryOut(await ref(), categoryId);
    if (!out) throw notFound('Category not found');
    return c.json(out);
  });

  app.get('/job/keyword', async (c) => {
    const { keywordId } = parseQuery(c, KeywordQuery);
    const r = await ref();
    const t = r.tags.get(keywordId);
    if (!t) throw notFound('Keyword not found');
    const cat = r.categories.get(t.categoryId);
    const related = [...r.tags.values()].filter((x) => x.menuId === t.menuId && x.id !== t.id).slice(0, 10);
    return c.json({
      ...tagOut(t),
      category: cat ? { id: cat.id, name: cat.name, slug: cat.slug } : null,
      related: related.map(tagOut),
    });
  });

  app.get('/job/taginfo', async (c) => {
    const { slug } = parseQuery(c, SlugQuery);
    const r = await ref();
    const [t] = await findTags(db, r, vertical, slug, 1);
    if (!t) throw notFound('Tag not found');
    const cat = r.categories.get(t.categoryId);
    return c.json({ id: t.id, tagName: t.name, categories: cat ? [{ id: cat.id, name: cat.name }] : [] });
  });

  app.get('/job/tagsById', async (c) => {
    const { tagIds } = parseQuery(c, TagIdsQuery);
    const r = await ref();
    return c.json(tagIds.flatMap((id) => r.tags.get(id) ?? []).map(tagOut));
  });

  app.get('/job/tagIdsByName', async (c) => {
    const { slug } = parseQuery(c, SlugQuery);
    const tags = await findTags(db, await ref(), vertical, slug, 5);
    return c.json({ tagIds: tags.map((t) => t.id), tags: tags.map(tagOut) });
  });

  app.get('/job/tags', async (c) => c.json([...(await ref()).tags.values()].map(tagOut)));

  app.get('/job/mtags', async (c) => {
    const r = await ref();
    return c.json(
      [...r.categories.values()].map((cat) => ({
        id: cat.id,
        name: cat.name,
        slug: cat.slug,
        tags: [...r.tags.values()].filter((t) => t.categoryId === cat.id && t.isMain).map(tagOut),
      })),
    );
  });

  app.get('/job/company-list', async (c) => {
    const { page } = parseQuery(c, CompanyListQuery);
    return c.json(await companyPage(db, await ref(), vertical, '', page));
  });

  app.get('/job/company-list/search', async (c) => {
    const q = parseQuery(c, CompanySearchQuery);
    return c.json(await companyPage(db, await ref(), vertical, q.name ?? q.q, q.page));
  });

  app.get('/job/companies/slugs', async (c) => {
    const r = await ref();
    return c.json(
      [...r.companies.values()].map((co) => ({ id: co.id, slug: co.slug })).sort((a, b) => a.id - b.id),
    );
  });

  app.get('/job/company-data', async (c) => {
    const { slug } = parseQuery(c, CompanySlugQuery);
    const r = await ref();
    const id = r.companyBySlug.get(slug);
    if (id === undefined) throw notFound('Company not found');
    const rows = await db.rows<{
      id: number;
      name: string;
      slug: string;
      logo: string;
      about: string;
      website: string;
      employees: string;
      industry_id: number | null;
      perks: string[];
      benefits: string[];
    }>(
      sql`SELECT id, name, slug, logo, about, website, employees, industry_id, perks, benefits FROM companies WHERE id = ${id}`,
    );
    const co = rows[0];
    if (!co) throw notFound('Company not found');
    const ind = co.industry_id ? r.industries.get(co.industry_id) : undefined;
    const counts = await activeJobCounts(db, [co.id]);
    return c.json({
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
    });
  });

  app.get('/job/company-id-slug', async (c) => {
    const { slug } = parseQuery(c, CompanySlugQuery);
    const id = (await ref()).companyBySlug.get(slug);
    if (id === undefined) throw notFound('Company not found');
    return c.json({ id, slug });
  });

  app.get('/job/company-slug', async (c) => {
    const { id } = parseQuery(c, CompanyByIdQuery);
    const co = (await ref()).companies.get(id);
    if (!co) throw notFound('Company not found');
    return c.json({ id: co.id, slug: co.slug });
  });

  app.get('/job/getPerksAndBenefits', async (c) => {
    const { companyId } = parseQuery(c, CompanyIdQuery);
    const rows = await db.rows<{ perks: string[]; benefits: string[] }>(
      sql`SELECT perks, benefits FROM companies WHERE id = ${companyId} AND vertical = ${vertical}`,
    );
    if (!rows[0]) throw notFound('Company not found');
    return c.json({ companyId, perks: rows[0].perks, benefits: rows[0].benefits });
  });

  app.get('/job/data/industry', async (c) => c.json([...(await ref()).industries.values()]));

  app.get('/job/data/recruiter', async (c) => {
    const { id } = parseQuery(c, RecruiterQuery);
    const r = await ref();
    const rec = r.recruiters.get(id);
    if (!rec) throw notFound('Recruiter not found');
    const co = rec.companyId ? r.companies.get(rec.companyId) : undefined;
    const city = rec.cityId ? r.cities.get(rec.cityId) : undefined;
    const n = await db.rows<{ n: number | string }>(
      sql`SELECT count(*) AS n FROM jobs j WHERE j.recruiter_id = ${id} AND j.status = 1 AND j.expires_at > now()`,
    );
    return c.json({
      id: rec.id,
      name: rec.name,
      designation: rec.designation,
      picUrl: rec.picUrl,
      company: co ? { id: co.id, name: co.name, slug: co.slug } : null,
      city: city ? { id: city.id, name: city.name } : null,
      activeJobs: Number(n[0]?.n ?? 0),
    });
  });

  app.get('/job/recruiterfeed', async (c) => {
    const r = await ref();
    const rows = await db.rows<{ recruiter_id: number; posted_at: Date | string }>(
      sql`SELECT j.recruiter_id, j.posted_at FROM jobs j WHERE ${feedWhere(vertical, {})}
          ORDER BY j.posted_at DESC, j.id DESC LIMIT 400`,
    );
    const seen = new Map<number, string>();
    for (const row of rows)
      if (!seen.has(row.recruiter_id)) seen.set(row.recruiter_id, new Date(row.posted_at).toISOString());
    return c.json(
      [...seen.entries()].slice(0, PAGE_SIZE).flatMap(([id, lastPostedAt]) => {
        const rec = r.recruiters.get(id);
        if (!rec) return [];
        const co = rec.companyId ? r.companies.get(rec.companyId) : undefined;
        return [
          {
            id,
            name: rec.name,
            designation: rec.designation,
            picUrl: rec.picUrl,
            company: co?.name ?? null,
            lastPostedAt,
          },
        ];
      }),
    );
  });

  app.get('/job/sitemap/category', async (c) => {
    const r = await ref();
    const counts = await db.rows<{ category_id: number; n: number | string }>(
      sql`SELECT c.id AS category_id, (SELECT count(*) FROM (SELECT 1 FROM jobs j WHERE ${feedWhere(vertical, {})}
            AND j.category_id = c.id LIMIT 10000) s) AS n FROM categories c WHERE c.vertical = ${vertical}`,
    );
    const byId = new Map(counts.map((x) => [x.category_id, Number(x.n)]));
    return c.json(
      [...r.categories.values()].map((cat) => ({
        id: cat.id,
        name: cat.name,
        slug: cat.slug,
        path: `/c/${cat.slug}-jobs`,
        jobs: byId.get(cat.id) ?? 0,
        tags: [...r.tags.values()]
          .filter((t) => t.categoryId === cat.id)
          .map((t) => ({ id: t.id, name: t.name, slug: t.slug, path: `/k/${t.slug}-jobs` })),
      })),
    );
  });

  app.get('/job/nearby-cities-jobs', async (c) => {
    const r = await ref();
    const counts = await db.rows<{ id: number; n: number | string }>(
      sql`SELECT ci.id, (SELECT count(*) FROM (SELECT 1 FROM jobs j WHERE ${feedWhere(vertical, {})}
            AND j.city_ids && ARRAY[ci.id] LIMIT 1000) s) AS n FROM cities ci WHERE ci.vertical = ${vertical}`,
    );
    const byId = new Map(counts.map((x) => [x.id, Number(x.n)]));
    const all = [...r.cities.values()];
    return c.json(
      all
        .filter((ci) => ci.isSeo)
        .map((ci) => ({
          id: ci.id,
          name: ci.name,
          slug: ci.slug,
          jobs: byId.get(ci.id) ?? 0,
          nearby: all
            .filter((o) => o.region === ci.region && o.id !== ci.id && !o.isSeo)
            .map((o) => ({ id: o.id, name: o.name, jobs: byId.get(o.id) ?? 0 })),
        })),
    );
  });

  app.get('/job/getLatestBlogs', async (c) => {
    const { category } = parseQuery(c, BlogsQuery);
    const r = await ref();
    let catId: number | undefined;
    if (category) {
      const slug = toSlug(category.replace(/-jobs$/, ''));
      catId = [...r.categories.values()].find((x) => x.slug === slug || String(x.id) === category)?.id;
      if (catId === undefined) return c.json([]);
    }
    const rows = await db.rows<{
      id: number;
      title: string;
      slug: string;
      summary: string;
      image_url: string;
      url: string;
      author: string;
      published_at: Date | string;
      category_id: number | null;
    }>(
      sql`SELECT id, title, slug, summary, image_url, url, author, published_at, category_id FROM blogs
          WHERE vertical = ${vertical} ${catId === undefined ? sql`` : sql`AND category_id = ${catId}`}
          ORDER BY published_at DESC, id DESC LIMIT 10`,
    );
    return c.json(
      rows.map((b) => ({
        id: b.id,
        title: b.title,
        slug: b.slug,
        summary: b.summary,
        imageUrl: b.image_url,
        url: b.url,
        author: b.author,
        publishedAt: new Date(b.published_at).toISOString(),
        category: b.category_id ? (r.categories.get(b.category_id)?.name ?? null) : null,
      })),
    );
  });

  return app;
}

async function companyPage(db: Db, ref: Reference, vertical: Vertical, text: string, page: number) {
  const filter = text
    ? sql`AND (name ILIKE ${`%${text.replace(/[\\%_]/g, '\\$&')}%`} OR name % ${text})`
    : sql``;
  const order = text ? sql`similarity(name, ${text}) DESC, name` : sql`name`;
  const rows = await db.rows<{ id: number }>(
    sql`SELECT id FROM companies WHERE vertical = ${vertical} ${filter} ORDER BY ${order}, id
        LIMIT ${PAGE_SIZE + 1} OFFSET ${page * PAGE_SIZE}`,
  );
  const ids = rows.slice(0, PAGE_SIZE).map((x) => x.id);
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
