/**
 * The listing calls beside the feeds: jobs for women, jobs similar to one, recruiters, the category
 * sitemap, cities with nearby cities, and blogs.
 */
import { toSlug } from '@jobsite/domain';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { notFound } from '../../http/errors.ts';
import { ttlCacheByDatabase } from '../ttl-cache.ts';
import { categoryCounts, cityCounts } from './counts.ts';
import { latestJobs, markOwn, markOwnPage, toFeedEntry } from './feed.ts';
import { COUNT_CAP, exclusionsFor, notApplied, PAGE_SIZE } from './queries/feed.ts';
import {
  type FemaleJobsFilter,
  femaleJobs,
  jobTagIds,
  latestBlogs,
  latestPostings,
  otherThan,
  recruiterActiveJobs,
} from './queries/listings.ts';
import type { Reference } from './reference.ts';

/** Jobs for women from `start` to `end` (a page when no end is given), marked for the seeker. */
export async function femaleJobsPage(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  f: FemaleJobsFilter & { start: number; end?: number | undefined },
  seekerId: number | undefined,
) {
  const start = f.start;
  const size = (f.end ?? start + PAGE_SIZE) - start;
  const { rows, total } = await femaleJobs(db, vertical, f, exclusionsFor(seekerId), start, size);
  return {
    jobs: await markOwn(
      db,
      seekerId,
      rows.slice(0, size).map((row) => toFeedEntry(ref, row)),
    ),
    totalJobs: Math.min(total, COUNT_CAP),
    hasMore: rows.length > size,
    page: size > 0 ? Math.floor(start / size) : 0,
    start,
    end: start + Math.min(size, rows.length),
    ...(total > COUNT_CAP ? { totalIsCapped: true } : {}),
  };
}

/**
 * Jobs sharing tags with a job (other than it) or with the given tags, that the seeker has not applied
 * to; 404 for an unknown job.
 */
export async function similarJobs(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  q: { jobcode?: number | undefined; tags?: number[] | undefined; page: number },
  seekerId: number | undefined,
) {
  if (seekerId !== undefined) return similarTo(db, ref, vertical, q, seekerId);
  // A visitor's are the same for everyone: read once a minute per job (a job page asks on every render).
  const key = `${vertical}:${q.jobcode ?? ''}:${(q.tags ?? []).join(',')}:${q.page}`;
  return visitorsSimilar(db, key, () => similarTo(db, ref, vertical, q, undefined));
}

/**
 * A visitor's similar jobs, kept a minute (as long as the job page that shows them is public,
 * `publicCache(60)`) for 5,000 jobs at most (about the job pages a process serves in a minute).
 */
const visitorsSimilar = ttlCacheByDatabase<string, Awaited<ReturnType<typeof similarTo>>>(60_000, 5_000);

async function similarTo(
  db: Db,
  ref: Reference,
  vertical: Vertical,
  q: { jobcode?: number | undefined; tags?: number[] | undefined; page: number },
  seekerId: number | undefined,
) {
  let tags = q.tags ?? [];
  const extra = exclusionsFor(seekerId);
  if (q.jobcode !== undefined) {
    const own = await jobTagIds(db, vertical, q.jobcode);
    if (!own) throw notFound('Job not found');
    if (!tags.length) tags = own;
    extra.push(otherThan(q.jobcode));
  }
  if (seekerId !== undefined) extra.push(notApplied(seekerId));
  if (!tags.length) return { jobs: [], totalJobs: 0, hasMore: false, page: q.page };
  return markOwnPage(db, seekerId, await latestJobs(db, ref, vertical, { tags, extra }, q.page));
}

/** A recruiter with their company, city and live job count; undefined when there is no such recruiter. */
export async function recruiterOut(db: Db, ref: Reference, id: number) {
  const rec = ref.recruiters.get(id);
  if (!rec) return undefined;
  const co = rec.companyId ? ref.companies.get(rec.companyId) : undefined;
  const city = rec.cityId ? ref.cities.get(rec.cityId) : undefined;
  return {
    id: rec.id,
    name: rec.name,
    designation: rec.designation,
    picUrl: rec.picUrl,
    company: co ? { id: co.id, name: co.name, slug: co.slug } : null,
    city: city ? { id: city.id, name: city.name } : null,
    activeJobs: await recruiterActiveJobs(db, id),
  };
}

/** The recruiters who posted last, each with when they last posted. */
export async function recruiterFeed(db: Db, ref: Reference, vertical: Vertical) {
  const seen = new Map<number, string>();
  for (const row of await latestPostings(db, vertical))
    if (!seen.has(row.recruiterId)) seen.set(row.recruiterId, row.postedAt.toISOString());
  return [...seen.entries()].slice(0, PAGE_SIZE).flatMap(([id, lastPostedAt]) => {
    const rec = ref.recruiters.get(id);
    if (!rec) return [];
    const co = rec.companyId ? ref.companies.get(rec.companyId) : undefined;
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
  });
}

/** Each category with its live job count and its tags, with their listing paths. */
export async function categorySitemap(db: Db, ref: Reference, vertical: Vertical) {
  const byId = await categoryCounts(db, vertical);
  return [...ref.categories.values()].map((cat) => ({
    id: cat.id,
    name: cat.name,
    slug: cat.slug,
    path: `/c/${cat.slug}-jobs`,
    jobs: byId.get(cat.id) ?? 0,
    tags: [...ref.tags.values()]
      .filter((t) => t.categoryId === cat.id)
      .map((t) => ({ id: t.id, name: t.name, slug: t.slug, path: `/k/${t.slug}-jobs` })),
  }));
}

/** Each city with a listing page, its live job count, and the other cities of its region. */
export async function nearbyCities(db: Db, ref: Reference, vertical: Vertical) {
  const byId = await cityCounts(db, vertical);
  const all = [...ref.cities.values()];
  return all
    .filter((ci) => ci.isSeo)
    .map((ci) => ({
      id: ci.id,
      name: ci.name,
      slug: ci.slug,
      jobs: byId.get(ci.id) ?? 0,
      nearby: all
        .filter((o) => o.region === ci.region && o.id !== ci.id && !o.isSeo)
        .map((o) => ({ id: o.id, name: o.name, jobs: byId.get(o.id) ?? 0 })),
    }));
}

/** The newest blogs, of a category (by slug, `{slug}-jobs` or id) when given; none for an unknown one. */
export async function blogsOut(db: Db, ref: Reference, vertical: Vertical, category: string | undefined) {
  let catId: number | undefined;
  if (category) {
    const slug = toSlug(category.replace(/-jobs$/, ''));
    catId = [...ref.categories.values()].find((x) => x.slug === slug || String(x.id) === category)?.id;
    if (catId === undefined) return [];
  }
  return (await latestBlogs(db, vertical, catId)).map((b) => ({
    id: b.id,
    title: b.title,
    slug: b.slug,
    summary: b.summary,
    imageUrl: b.imageUrl,
    url: b.url,
    author: b.author,
    publishedAt: b.publishedAt.toISOString(),
    category: b.categoryId ? (ref.categories.get(b.categoryId)?.name ?? null) : null,
  }));
}
