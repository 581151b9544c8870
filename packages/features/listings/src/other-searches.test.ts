import { ApiClientError } from '@jobsite/api-client';
import type { CourseSummary } from '@jobsite/domain/answers';
import type { Site } from '@jobsite/shell/site';
import { describe, expect, it } from 'vitest';
import type { Api } from './listing.ts';
import { catOf, loadCompanySearch, loadCourseSearch, searchKindOf } from './other-searches.ts';

const course: CourseSummary = {
  id: 7,
  name: 'Applied Data Science',
  path: '/learning/course/data-science-course-7',
  category: { id: 3, name: 'Data Science', slug: 'data-science' },
  institute: {
    id: 2,
    name: 'North Point Institute',
    slug: 'north-point-institute',
    logo: null,
    city: 'Pune',
  },
  mode: 'online',
  durationMonths: 6,
  fee: 60000,
  nextStart: null,
  skills: ['python'],
  updatedAt: '2026-11-01T00:00:00.000Z',
};

const site = { name: 'JobSite Test', siteUrl: 'https://jobs.example.com' } as Site;
const search = { slug: 'data-science', title: 'Data Science', page: 0 };
const request = (path: string) => new Request(`http://site.test${path}`);

/** An API of which only the calls a test names answer; any other call fails the test. */
function fakeApi(calls: { courses?: Record<string, unknown>; job?: Record<string, unknown> }): Api {
  return calls as unknown as Api;
}

describe('the kind and category of a search address', () => {
  it('reads search=Courses and search=Companies, anything else is a job search', () => {
    expect(searchKindOf(new URL('http://x/search/a.html?search=Courses'))).toBe('Courses');
    expect(searchKindOf(new URL('http://x/search/a.html?search=Companies'))).toBe('Companies');
    expect(searchKindOf(new URL('http://x/search/a.html?search=courses'))).toBeNull();
    expect(searchKindOf(new URL('http://x/search/a.html'))).toBeNull();
  });

  it('reads cat as a category id, and nothing else', () => {
    expect(catOf(new URL('http://x/?cat=12'))).toBe(12);
    for (const bad of ['', 'abc', '0', '-1', '1.5', '99999999999'])
      expect(catOf(new URL(`http://x/?cat=${bad}`))).toBeNull();
  });
});

describe('course search', () => {
  it('asks as the seeker, and as a visitor when the session cannot say who they are', async () => {
    const asked: unknown[] = [];
    const api = fakeApi({
      courses: {
        courseSearch: async (input: { userId: number }) => {
          asked.push(input.userId);
          if (input.userId !== 0)
            throw new ApiClientError('These courses are for another account', 403, {
              kind: 'http',
              status: 403,
            });
          return { code: 10200, message: 'ok', total: 1, page: 0, data: [course] };
        },
        courseCategories: async () => ({ code: 10200, message: 'ok', data: [] }),
      },
    });
    const page = await loadCourseSearch(
      site,
      request('/search/data-science.html?search=Courses'),
      api,
      search,
      42,
    );
    expect(asked).toEqual([42, 0]);
    expect(page.courses).toEqual([course]);
  });

  it('keeps the results when the categories cannot be read, and names the category of cat', async () => {
    const sent: unknown[] = [];
    const api = fakeApi({
      courses: {
        courseSearch: async (input: { query: unknown }) => {
          sent.push(input.query);
          return { code: 10200, message: 'ok', total: 45, page: 1, data: [course] };
        },
        courseCategories: async () => {
          throw new Error('down');
        },
      },
    });
    const page = await loadCourseSearch(
      site,
      request('/search/data-science-p2.html?search=Courses&cat=3'),
      api,
      { ...search, page: 1 },
      0,
    );
    expect(sent).toEqual([{ keyword: 'data science', page: 1, pageSize: 20, cat: 3 }]);
    expect(page.categories).toEqual([]);
    expect(page.cat).toBe(3);
    expect(page.total).toBe(45);
    expect(page.pageHrefs).toEqual([
      '/search/data-science.html?search=Courses&cat=3',
      '/search/data-science-p2.html?search=Courses&cat=3',
      '/search/data-science-p3.html?search=Courses&cat=3',
    ]);
    expect(page.seo).toMatchObject({
      title: 'Data Science Courses Page-2 | JobSite Test',
      canonical: 'https://jobs.example.com/search/data-science-p2.html?search=Courses&cat=3',
      prev: 'https://jobs.example.com/search/data-science.html?search=Courses&cat=3',
      next: 'https://jobs.example.com/search/data-science-p3.html?search=Courses&cat=3',
      noindex: true,
    });
  });
});

describe('company search', () => {
  it('links each company to its page and offers the next page while there is more', async () => {
    const api = fakeApi({
      job: {
        companyListSearch: async () => ({
          companies: [{ id: 5, name: 'Data Works', slug: 'data-works', logo: null, activeJobs: 3 }],
          hasMore: true,
          page: 0,
        }),
      },
    });
    const page = await loadCompanySearch(
      site,
      request('/search/data-science.html?search=Companies'),
      api,
      search,
    );
    expect(page.companies).toEqual([{ id: 5, name: 'Data Works', href: '/company/data-works', jobs: 3 }]);
    expect(page.pageHrefs).toEqual([
      '/search/data-science.html?search=Companies',
      '/search/data-science-p2.html?search=Companies',
    ]);
    expect(page.seo.next).toBe('https://jobs.example.com/search/data-science-p2.html?search=Companies');
    expect(page.seo.prev).toBeUndefined();
    expect(page.seo.noindex).toBe(true);
  });
});
