import { listingPath, SEO_CITIES, searchPath, VERTICALS } from '@jobsite/domain';
import { findJob, setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { listingCardAlt, listingCardFacts, listingCardPath, listingOfCard } from '../share.ts';
import { loader as categoryLoader } from './category.tsx';
import { loader as searchLoader } from './search.tsx';
import { loader } from './share-card.ts';

const site = setupTestSite();
const splat = (path: string) => ({ params: { '*': path.slice('/share/l/'.length) } });

/** The width and height of a PNG, from its header. */
async function pngSize(response: Response) {
  const view = new DataView(await response.arrayBuffer());
  return [view.getUint32(16), view.getUint32(20)];
}

describe("a listing's share card (/share/l/{listing}.png)", () => {
  it('is a 1200×630 PNG of the category listing, which the listing names with its alt text', async () => {
    const slug = VERTICALS[site.vertical].categories[0]?.slug;
    const category = (await site.browser().client().job.mainTags()).find((c) => c.slug === slug);
    for (const title of ['Card Analyst', 'Card Associate'])
      await site.api().internal(site.vertical, '/jobs', { title, categoryId: category?.id });
    const listingPath = `/c/${slug}-jobs`;
    const page = await site.browser().data(categoryLoader, listingPath, { params: { slug: `${slug}-jobs` } });
    const cardPath = `/share/l${listingPath}.png`;
    expect(page.seo.image).toEqual({ url: site.origin + cardPath, alt: listingCardAlt(page) });
    expect(page.seo.image?.alt).toContain(page.heading);

    const { response } = await site.browser().load(loader, cardPath, splat(cardPath));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await pngSize(response)).toEqual([1200, 630]);

    const [count, hiring, where] = listingCardFacts(page);
    expect(count).toBe(`${page.total.toLocaleString('en-IN')} jobs open now`);
    expect(hiring).toMatch(/^Hiring: /);
    expect(where).toMatch(/^In /);
  });

  it('draws tag, city and company listings too', async () => {
    const city = SEO_CITIES[0]?.slug;
    const company = (await findJob(site, (j) => j.company !== null)).company?.slug;
    const tag = (await findJob(site, (j) => j.tags.length > 0)).tags[0]?.name ?? '';
    for (const listing of [`/jobs-in-${city}`, `/company/${company}`, listingPath('k', tag)]) {
      const cardPath = `/share/l${listing}.png`;
      const { response } = await site.browser().load(loader, cardPath, splat(cardPath));
      expect(response.status, listing).toBe(200);
      expect(await pngSize(response)).toEqual([1200, 630]);
    }
  });

  it('is a 404 for a listing that does not exist or has no card of its own', async () => {
    for (const cardPath of [
      '/share/l/c/no-such-category-jobs.png',
      '/share/l/company/no-such-company-anywhere.png',
      '/share/l/jobs-in-atlantis.png',
      '/share/l/search/analyst-jobs.png',
      '/share/l/c/consulting-jobs.html',
      '/share/l/../j/x-1.png',
    ]) {
      const { response } = await site.browser().load(loader, cardPath, splat(cardPath));
      expect(response.status, cardPath).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('leaves search results with the brand card', async () => {
    expect(listingCardPath('/search/analyst-jobs')).toBeNull();
    expect(listingOfCard('/share/l/search/analyst-jobs.png')).toBeNull();
    const feed = await site.browser().client().job.jobfeed({ page: 0 });
    const word = feed.jobs[0]?.title.split(' ')[0]?.toLowerCase() ?? '';
    const page = await site.browser().data(searchLoader, searchPath({ keyword: word }));
    expect(page.kind === 'listing' ? page.seo.image : undefined).toBeUndefined();
  });
});
