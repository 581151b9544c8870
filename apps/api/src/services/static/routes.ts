/** Static JSON of a vertical (calls.md 7.13): feature flags, SEO metadata, public lists, read-csv. */
import { DEFAULT_FEATURE_FLAGS, type FeatureFlags } from '@jobsite/domain';
import { Hono } from 'hono';
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { route } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import type { GetReference } from '../job/reference.ts';
import { featureFlagRows, promoBannerRows, seoMetadataOf } from './queries.ts';

export function staticRoutes({ db, getRef }: { db: Db; getRef: GetReference }, vertical: Vertical) {
  const app = new Hono({ strict: false });

  // The query is checked (by the contract) and not read: flags do not vary by it.
  route(app, 'GET feature-flags.json', async (c) => {
    const rows = await featureFlagRows(db, vertical);
    const flags: FeatureFlags = { ...DEFAULT_FEATURE_FLAGS[vertical] };
    // A stored flag the answer does not name (one retired from the site) is not sent.
    const named = (name: string): name is keyof FeatureFlags => Object.hasOwn(flags, name);
    for (const r of rows) if (named(r.name)) flags[r.name] = r.enabled;
    c.header('Cache-Control', 'public, max-age=60');
    return flags;
  });

  route(app, 'GET seo-metadata.json', async (_c, { query: { path } }) => {
    // Later listing pages (`-p3` or `?page=`) share their first page's metadata with a "Page-{n}" suffix.
    const m = /^(.*)-p(\d+)(\.html)?$/.exec(path);
    const base = m ? `${m[1]}${m[3] ?? ''}` : path;
    const row = await seoMetadataOf(db, vertical, base.length > 1 ? base.replace(/\/$/, '') : base);
    if (!row) throw notFound('No metadata for this path');
    const page = m ? Number(m[2]) : 1;
    return {
      title: page > 1 ? `${row.title} Page-${page}` : row.title,
      description: row.description,
      keywords: row.keywords,
      h1: row.h1,
      canonical: base,
    };
  });

  route(app, 'GET data/categories.json', async () => {
    const r = await getRef(vertical);
    return [...r.categories.values()].map((cat) => ({
      id: cat.id,
      name: cat.name,
      icon: `/icons/${cat.icon}.svg`,
      tags: [...r.tags.values()]
        .filter((t) => t.categoryId === cat.id)
        .map((t) => ({ id: t.id, name: t.name })),
    }));
  });

  route(app, 'GET data/functional-areas.json', async () => {
    const r = await getRef(vertical);
    return [...r.functionalAreas.values()];
  });

  route(app, 'GET read-csv/{name}', async (_c, { params: { name } }) => {
    const list = name.replace(/\.csv$/, '');
    const r = await getRef(vertical);
    const rows = await promoBannerRows(db, vertical, list);
    if (rows.length === 0) throw notFound('No such list');
    return rows.map((b) => {
      const co = b.companyId ? r.companies.get(b.companyId) : undefined;
      return {
        id: b.id,
        companyId: b.companyId,
        companyName: co?.name ?? null,
        companyLogo: co?.logo ?? null,
        title: b.title,
        imageUrl: b.imageUrl,
        redirectLink: b.redirectLink,
        text: b.text,
        subText: b.subText,
        ctaText: b.ctaText,
        trackerText: b.trackerText,
        courseId: b.courseId,
        institute: b.institute,
        allowedOnJobFeeds: b.allowedOnJobFeeds,
        minExp: b.minExp,
        maxExp: b.maxExp,
        location: b.location,
        jobId: b.jobId,
        ordering: b.ordering,
        showcaseRedirectLink: b.showcaseRedirectLink,
      };
    });
  });

  return app;
}
