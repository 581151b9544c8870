import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE } from './constants.ts';
import { searchPath } from './routes.ts';
import { listingPageUrl, listingSeo } from './seo.ts';

const path = '/c/banking-finance-jobs';
const title = 'Banking & Finance Jobs';

describe('listingPageUrl', () => {
  it('gives the bare path for the first page and ?page={n} (1-based) after', () => {
    expect(listingPageUrl(path, 0)).toBe(path);
    expect(listingPageUrl(path, 1)).toBe(`${path}?page=2`);
    expect(listingPageUrl(path, 9)).toBe(`${path}?page=10`);
  });

  it('keeps other query parameters and replaces an existing page', () => {
    expect(listingPageUrl('/c/x-jobs?exp=4&page=3', 2)).toBe('/c/x-jobs?exp=4&page=3');
    expect(listingPageUrl('/c/x-jobs?page=3&exp=4', 0)).toBe('/c/x-jobs?exp=4');
    expect(listingPageUrl('/c/x-jobs?q=a%20b#top', 1)).toBe('/c/x-jobs?q=a%20b&page=2');
  });
});

describe('listingSeo', () => {
  it('has no prev/next with 20 jobs or fewer', () => {
    expect(listingSeo({ totalJobs: 20, page: 0, title, path })).toEqual({ title });
    expect(listingSeo({ totalJobs: 0, page: 0, title, path })).toEqual({ title });
  });

  it('the first of several pages has next only', () => {
    expect(listingSeo({ totalJobs: 21, page: 0, title, path })).toEqual({ title, next: `${path}?page=2` });
  });

  it('a middle page has both and Page-{n} in its title', () => {
    expect(listingSeo({ totalJobs: 100, page: 2, title, path })).toEqual({
      title: `${title} Page-3`,
      prev: `${path}?page=2`,
      next: `${path}?page=4`,
    });
  });

  it('the second page points back to the bare path', () => {
    expect(listingSeo({ totalJobs: 100, page: 1, title, path }).prev).toBe(path);
  });

  it('the last page has prev only', () => {
    expect(listingSeo({ totalJobs: 41, page: 2, title, path })).toEqual({
      title: `${title} Page-3`,
      prev: `${path}?page=2`,
    });
    expect(listingSeo({ totalJobs: 40, page: 1, title, path })).toEqual({
      title: `${title} Page-2`,
      prev: path,
    });
  });

  it('a page past the end has no next and points back to the last page', () => {
    expect(listingSeo({ totalJobs: 40, page: 5, title, path })).toEqual({
      title: `${title} Page-6`,
      prev: `${path}?page=2`,
    });
  });

  it('reads negative, fractional and NaN pages as the floor or 0', () => {
    expect(listingSeo({ totalJobs: 100, page: -1, title, path })).toEqual({ title, next: `${path}?page=2` });
    expect(listingSeo({ totalJobs: 100, page: 1.8, title, path }).title).toBe(`${title} Page-2`);
    expect(listingSeo({ totalJobs: 100, page: Number.NaN, title, path }).title).toBe(title);
  });

  it('builds links with pageUrl when given', () => {
    const pageUrl = (page: number) => searchPath({ keyword: 'java', page });
    expect(listingSeo({ totalJobs: 100, page: 1, title, path, pageUrl })).toEqual({
      title: `${title} Page-2`,
      prev: '/search/java.html',
      next: '/search/java-p3.html',
    });
  });

  it('property: invariants', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5000 }), fc.nat({ max: 300 }), (totalJobs, page) => {
        const seo = listingSeo({ totalJobs, page, title, path });
        const pageCount = Math.ceil(totalJobs / LISTING_PAGE_SIZE);
        expect(seo.title).toBe(page === 0 ? title : `${title} Page-${page + 1}`);
        if (totalJobs <= LISTING_PAGE_SIZE) {
          expect(seo).toEqual({ title: seo.title });
          return;
        }
        expect(seo.prev === undefined).toBe(page === 0);
        expect(seo.next === undefined).toBe(page >= pageCount - 1);
        if (seo.next !== undefined) expect(seo.next).toBe(`${path}?page=${page + 2}`);
        if (seo.prev !== undefined && page <= pageCount) {
          expect(seo.prev).toBe(page === 1 ? path : `${path}?page=${page}`);
        }
      }),
    );
  });
});
