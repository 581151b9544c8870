import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  jobIdFromSlug,
  jobPath,
  listingPath,
  pageKindFromPath,
  parseSearchPath,
  searchedWordsOf,
  searchPath,
} from './routes.ts';
import { toSlug } from './slug.ts';

describe('listingPath', () => {
  it('builds /{prefix}/{slug}-jobs', () => {
    expect(listingPath('c', 'Banking & Finance')).toBe('/c/banking-finance-jobs');
    expect(listingPath('k', 'C#')).toBe('/k/c-sharp-jobs');
    expect(listingPath('k', 'C++')).toBe('/k/c-plus-plus-jobs');
  });

  it('URL-encodes what a path cannot hold', () => {
    expect(listingPath('k', 'What?')).toBe('/k/what%3F-jobs');
  });
});

describe('jobPath and jobIdFromSlug', () => {
  it('builds /j/{slug}-{id}.html', () => {
    expect(jobPath({ title: 'Senior Analyst - Banking', id: 123456 })).toBe(
      '/j/senior-analyst-banking-123456.html',
    );
    expect(jobPath({ title: '&', id: 7 })).toBe('/j/7.html');
  });

  it.each([
    ['senior-analyst-123456.html', 123456],
    ['/j/senior-analyst-123456.html', 123456],
    ['https://example.com/j/senior-analyst-123456.html', 123456],
    ['/j/senior-analyst-123456.html?ref=mail#apply', 123456],
    ['/j/java-8-developer-42.html', 42],
    ['/j/007.html', 7],
    ['/j/0.html', 0],
  ])('jobIdFromSlug(%j) = %j', (slug, id) => {
    expect(jobIdFromSlug(slug)).toBe(id);
  });

  it.each([
    'senior-analyst',
    'senior-analyst-123456',
    '/j/senior-analyst.html',
    '/j/123.htm',
    '/j/123.html/extra',
    '',
    '/j/99999999999999999999.html',
  ])('jobIdFromSlug(%j) = null', (slug) => {
    expect(jobIdFromSlug(slug)).toBeNull();
  });

  it('treats an overlong address as no search route', () => {
    expect(parseSearchPath(`/search/${'-p1'.repeat(5000)}.html`)).toBeNull();
    expect(parseSearchPath('/search/data-scientist-p2.html')).toEqual({ keyword: 'data-scientist', page: 1 });
  });

  it('reads the words a search page searched, for its search field', () => {
    expect(searchedWordsOf('/search/data-scientist-p2.html')).toBe('data scientist');
    expect(searchedWordsOf(searchPath({ keyword: 'C++ developer' }))).toBe('c plus plus developer');
    expect(searchedWordsOf('/search/-.html')).toBeUndefined();
    expect(searchedWordsOf('/k/data-scientist-jobs')).toBeUndefined();
  });

  it('answers for long digit runs without a .html ending (a quadratic scan would never finish)', () => {
    const digits = '1'.repeat(200_000);
    expect(jobIdFromSlug(`/j/${digits}x`)).toBeNull();
    expect(jobIdFromSlug(`/j/a-${digits}`)).toBeNull();
    expect(jobIdFromSlug(`/j/a-${digits}7.html`)).toBeNull();
    expect(jobIdFromSlug(`/j/${'9'.repeat(15)}.html`)).toBe(999_999_999_999_999);
  });

  it('property: jobIdFromSlug(jobPath({ title, id })) === id', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' })),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (title, id) => {
          expect(jobIdFromSlug(jobPath({ title, id }))).toBe(id);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('searchPath', () => {
  it('page 0 is /search/{slug}.html', () => {
    expect(searchPath({ keyword: 'Product Manager' })).toBe('/search/product-manager.html');
    expect(searchPath({ keyword: 'Product Manager', page: 0 })).toBe('/search/product-manager.html');
  });

  it('page n > 0 is /search/{slug}-p{n+1}.html', () => {
    expect(searchPath({ keyword: 'Product Manager', page: 1 })).toBe('/search/product-manager-p2.html');
    expect(searchPath({ keyword: 'C#', page: 4 })).toBe('/search/c-sharp-p5.html');
  });

  it('reads a negative, fractional or non-finite page as the floor or 0', () => {
    expect(searchPath({ keyword: 'x', page: -3 })).toBe('/search/x.html');
    expect(searchPath({ keyword: 'x', page: 2.7 })).toBe('/search/x-p3.html');
    expect(searchPath({ keyword: 'x', page: Number.NaN })).toBe('/search/x.html');
  });

  it('adds the query in the order locIds, exp, range, search, cat', () => {
    expect(
      searchPath({
        keyword: 'mba',
        page: 2,
        cat: 5,
        search: 'Courses',
        range: '10-20',
        exp: 4,
        locIds: [1, 2, 3],
      }),
    ).toBe('/search/mba-p3.html?locIds=1,2,3&exp=4&range=10-20&search=Courses&cat=5');
    expect(searchPath({ keyword: 'acme', search: 'Companies', cat: 3 })).toBe(
      '/search/acme.html?search=Companies&cat=3',
    );
    expect(searchPath({ keyword: 'mba', locIds: '7' })).toBe('/search/mba.html?locIds=7');
  });

  it('leaves empty parameters out, but keeps 0', () => {
    expect(searchPath({ keyword: 'mba', locIds: [], exp: '', range: undefined, cat: 0 })).toBe(
      '/search/mba.html?cat=0',
    );
  });

  it('writes -p1 for page 0 when the slug itself ends like a page marker', () => {
    expect(searchPath({ keyword: 'java p5' })).toBe('/search/java-p5-p1.html');
    expect(parseSearchPath('/search/java-p5-p1.html')).toEqual({ keyword: 'java-p5', page: 0 });
  });
});

describe('parseSearchPath', () => {
  it.each([
    ['/search/product-manager.html', { keyword: 'product-manager', page: 0 }],
    ['/search/product-manager-p2.html', { keyword: 'product-manager', page: 1 }],
    ['/search/product-manager-p2.html?locIds=1,2&exp=4', { keyword: 'product-manager', page: 1 }],
    ['/search/p2.html', { keyword: 'p2', page: 0 }],
    ['/search/what%3F.html', { keyword: 'what?', page: 0 }],
  ])('%j → %j', (path, expected) => {
    expect(parseSearchPath(path)).toEqual(expected);
  });

  it.each(['/c/banking-jobs', '/search/x', '/search/a/b.html', '/search/x-p0.html', '/search/%E0%A4%A.html'])(
    '%j → null',
    (path) => {
      expect(parseSearchPath(path)).toBeNull();
    },
  );

  it('property: parseSearchPath(searchPath(x)) gives back the slug and page', () => {
    const input = fc.record(
      {
        keyword: fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          fc.constantFrom('java p5', 'p2', 'x-p0', '-p3', 'c#', 'a+'),
        ),
        page: fc.nat({ max: 10_000 }),
        locIds: fc.array(fc.nat(), { maxLength: 3 }),
        exp: fc.option(fc.nat({ max: 30 }), { nil: undefined }),
        search: fc.option(fc.constantFrom('Courses' as const, 'Companies' as const), { nil: undefined }),
      },
      { requiredKeys: ['keyword'] },
    );
    fc.assert(
      fc.property(input, (x) => {
        expect(parseSearchPath(searchPath(x))).toEqual({ keyword: toSlug(x.keyword), page: x.page ?? 0 });
      }),
      { numRuns: 500 },
    );
  });
});

describe('pageKindFromPath', () => {
  it.each([
    ['/c/banking-finance-jobs', 'category'],
    ['/k/c-sharp-jobs', 'keyword'],
    ['/search/java.html', 'search'],
    ['/search/java-p2.html', 'search'],
    ['/similar_jobs.php', 'similarJobs'],
    ['/saved-jobs', 'savedJobs'],
    ['/applied-jobs', 'appliedJobs'],
    ['/allnotification', 'notifications'],
    ['/login', 'home'],
    ['/jobfeed', 'jobfeed'],
    ['/', 'jobfeed'],
    ['/myprofile', 'jobfeed'],
    ['/search', 'jobfeed'],
    ['https://example.com/c/banking-finance-jobs?x=1', 'category'],
    ['/jobfeed?next=/login', 'jobfeed'],
  ])('%j → %j', (path, kind) => {
    expect(pageKindFromPath(path)).toBe(kind);
  });

  it('property: listing and search paths are recognised', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (name, page) => {
        expect(pageKindFromPath(listingPath('c', name))).toBe('category');
        expect(pageKindFromPath(listingPath('k', name))).toBe('keyword');
        expect(pageKindFromPath(searchPath({ keyword: name, page }))).toBe('search');
      }),
    );
  });
});
