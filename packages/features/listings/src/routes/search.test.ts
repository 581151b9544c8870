import { searchPath } from '@jobsite/domain';
import { setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './search.tsx';

const site = setupTestSite();

describe('search results (/search/{keyword}.html)', () => {
  it('finds jobs by a word of their title, titled after the keyword, with a canonical first page', async () => {
    const feed = await site.browser().client().job.jobfeed({ page: 0 });
    const job = feed.jobs[0];
    if (!job) throw new Error('the seed has no live job');
    const word = job.title.split(' ')[0]?.toLowerCase() ?? '';
    const path = searchPath({ keyword: word });
    const page = await site.browser().data(loader, path);
    expect(page.cards.length).toBeGreaterThan(0);
    for (const card of page.cards) expect(card.title.toLowerCase()).toContain(word);
    expect(page.cards.map((c) => c.id)).toContain(String(job.id));
    expect(page.heading.toLowerCase()).toBe(`${word} jobs`);
    expect(page.seo.canonical).toBe(`${site.origin}${path}`);
    expect(page.postingAgeParam).toBe('range');
  });

  it('reads the page from the path (-p2) and keeps filters in the query', async () => {
    const path = searchPath({ keyword: 'manager', page: 1, exp: '3' });
    const page = await site.browser().data(loader, path);
    expect(page.page).toBe(1);
    expect(page.filters).toEqual({ exp: 3 });
    expect(page.seo.noindex).toBe(true);
    expect(page.seo.canonical).toBe(`${site.origin}${searchPath({ keyword: 'manager', page: 1 })}`);
  });

  it('sends an empty keyword home and answers 404 for an address that is not a search', async () => {
    const empty = await site.browser().load(loader, '/search/-.html');
    expect(empty).toMatchObject({ status: 302, location: '/' });
    const notSearch = await site.browser().load(loader, '/search/manager');
    expect(notSearch).toMatchObject({ status: 404, thrown: true });
  });
});
