import { listingPath } from '@jobsite/domain';
import { findJob, setupTestSite } from '@jobsite/shell/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader } from './tag.tsx';

const site = setupTestSite();

/** The page's `BreadcrumbList` steps, as name and address. */
const trailOf = (seo: { jsonLd?: unknown }) =>
  (
    ([seo.jsonLd].flat() as { '@type'?: string; itemListElement?: { name: string; item: string }[] }[]).find(
      (ld) => ld?.['@type'] === 'BreadcrumbList',
    )?.itemListElement ?? []
  ).map((i) => [i.name, i.item]);

describe('tag page (/k/{slug}-jobs)', () => {
  let job: { id: number; tag: { id: number; name: string } };

  beforeAll(async () => {
    // The newest job with a tag, the newest of its tag's jobs too (the feed's first page may hold only
    // jobs other files of the run posted, without tags).
    const first = await findJob(site, (j) => j.tags.length > 0);
    if (!first.tags[0]) throw new Error('no seeded job has a tag');
    job = { id: first.id, tag: first.tags[0] };
  });

  it("lists the tag's jobs under the tag's name, with its canonical address", async () => {
    const path = listingPath('k', job.tag.name);
    const slug = path.slice('/k/'.length);
    const page = await site.browser().data(loader, path, { params: { slug } });
    expect(page.heading).toBe(`${job.tag.name} Jobs`);
    expect(page.cards.map((c) => c.id)).toContain(String(job.id));
    for (const card of page.cards.slice(0, 4)) expect(card.href).toMatch(/^\/j\/.+-\d+\.html$/);
    expect(page.total).toBeGreaterThanOrEqual(page.cards.length);
    expect(page.seo.canonical).toBe(`${site.origin}${path}`);
    expect(page.seo.title.endsWith(` | ${site.brand.name}`)).toBe(true);
    expect(trailOf(page.seo)).toEqual([
      ['Home', `${site.origin}/`],
      [`${job.tag.name} Jobs`, `${site.origin}${path}`],
    ]);
  });

  it('answers 404 for a tag that does not exist', async () => {
    const result = await site.browser().load(loader, '/k/no-such-skill-anywhere-jobs', {
      params: { slug: 'no-such-skill-anywhere-jobs' },
    });
    expect(result).toMatchObject({ status: 404, thrown: true });
  });
});
