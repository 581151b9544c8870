import { keywordOfSlug, parseSearchPath, searchPath, toSlug } from '@jobsite/domain';
import { setupTestSite } from '@jobsite/shell/testing';
import { describe, expect, it } from 'vitest';
import { loader } from './search.tsx';

const site = setupTestSite();

/** The page's `BreadcrumbList` steps, as name and address. */
const trailOf = (seo: { jsonLd?: unknown }) =>
  (
    ([seo.jsonLd].flat() as { '@type'?: string; itemListElement?: { name: string; item: string }[] }[]).find(
      (ld) => ld?.['@type'] === 'BreadcrumbList',
    )?.itemListElement ?? []
  ).map((i) => [i.name, i.item]);

/** The page's data as the kind it must be (job listing, courses or companies). */
function ofKind<T extends { kind: string }, K extends T['kind']>(page: T, kind: K): Extract<T, { kind: K }> {
  expect(page.kind).toBe(kind);
  return page as Extract<T, { kind: K }>;
}

describe('search results (/search/{keyword}.html)', () => {
  it('finds jobs by a word of their title, titled after the keyword, with a canonical first page', async () => {
    // A word of jobs of our own: the run's API is shared, and a word of the newest job may be one that
    // other files' jobs share (more than a page of them).
    const word = `zqs${Date.now().toString(36)}`.replace(/\d/g, (d) => 'bcdfghjklm'[Number(d)] as string);
    const title = `${word[0]?.toUpperCase()}${word.slice(1)}`;
    const posted = [];
    for (const rest of ['Analyst', 'Associate'])
      posted.push(
        await site.api().internal<{ id: number }>(site.vertical, '/jobs', { title: `${title} ${rest}` }),
      );
    const path = searchPath({ keyword: word });
    const page = ofKind(await site.browser().data(loader, path), 'listing');
    expect(page.cards.length).toBeGreaterThan(0);
    for (const card of page.cards) expect(card.title.toLowerCase()).toContain(word);
    expect(page.cards.map((c) => c.id)).toEqual(expect.arrayContaining(posted.map((j) => String(j.id))));
    // The heading names the word as written, though the address drops what a slug drops ("l&d" is
    // /search/ld.html): the API reads it back.
    expect(page.heading.toLowerCase()).toBe(`${word} jobs`);
    expect(page.seo.canonical).toBe(`${site.origin}${path}`);
    expect(trailOf(page.seo)).toEqual([
      ['Home', `${site.origin}/`],
      [page.heading, `${site.origin}${path}`],
    ]);
    expect(page.postingAgeParam).toBe('range');
  });

  it('reads the page from the path (-p2) and keeps filters in the query', async () => {
    const path = searchPath({ keyword: 'manager', page: 1, exp: '3' });
    const page = ofKind(await site.browser().data(loader, path), 'listing');
    expect(page.page).toBe(1);
    expect(page.filters).toEqual({ exp: 3 });
    expect(page.seo.noindex).toBe(true);
    expect(page.seo.canonical).toBe(`${site.origin}${searchPath({ keyword: 'manager', page: 1 })}`);
  });

  it('names each skill written with a symbol as written, from its address, with its jobs', async () => {
    const client = site.browser().client();
    const tags = (await client.job.tags()).filter((t) => /[+#&./]/.test(t.name));
    let checked = 0;
    for (const tag of tags) {
      const tagged = await client.job.jobfeed({ page: 0, tags: String(tag.id) });
      if (tagged.jobs.length === 0) continue;
      const path = searchPath({ keyword: tag.name });
      // The address drops or spells out the symbol ("C++" is /search/c-plus-plus.html).
      expect(keywordOfSlug(parseSearchPath(path)?.keyword ?? '')).not.toBe(tag.name.toLowerCase());
      const page = ofKind(await site.browser().data(loader, path), 'listing');
      expect(page.heading, path).toBe(`${tag.name} jobs`);
      // The header's field shows the words so too, not as the address spells them.
      expect(page.searchedWords?.toLowerCase(), path).toBe(tag.name.toLowerCase());
      expect(page.seo.title).toBe(`${tag.name} Jobs | ${site.brand.name}`);
      expect(page.spelling).toBeNull();
      expect(page.cards.map((c) => c.id)).toEqual(
        expect.arrayContaining(tagged.jobs.map((j) => String(j.id))),
      );
      checked += 1;
    }
    expect(checked, tags.map((t) => t.name).join(', ')).toBeGreaterThan(0);
  });

  it('says which words it searched for a slip, and offers the words as typed, filters kept', async () => {
    const corrected = ofKind(await site.browser().data(loader, '/search/managr.html?exp=3'), 'listing');
    expect(corrected.heading).toBe('Manager jobs');
    // The field keeps the words as typed.
    expect(corrected.searchedWords).toBe('managr');
    expect(corrected.spelling).toEqual({
      searched: 'manager',
      asTyped: false,
      other: { words: 'managr', href: '/search/managr.html?exp=3&asTyped=1' },
    });
    expect(corrected.cards.length).toBeGreaterThan(0);
    expect(corrected.seo.noindex).toBe(true);

    const typed = ofKind(await site.browser().data(loader, '/search/managr.html?exp=3&asTyped=1'), 'listing');
    expect(typed.heading).toBe('Managr jobs');
    expect(typed.cards).toHaveLength(0);
    expect(typed.spelling).toEqual({
      searched: 'managr',
      asTyped: true,
      other: { words: 'manager', href: '/search/manager.html?exp=3' },
    });
    // Its other pages and filters stay a search of the words as typed.
    expect(typed.pageHrefs[0]).toBe('/search/managr.html?exp=3&asTyped=1');
    expect(typed.chips.map((c) => c.href)).toEqual(['/search/managr.html?asTyped=1']);

    const right = ofKind(await site.browser().data(loader, '/search/manager.html'), 'listing');
    expect(right.spelling).toBeNull();
    expect(right.heading).toBe('Manager jobs');
  });

  it('shows each filter option with the number of jobs its link gives, its chip, and ignores wrong values', async () => {
    const word = `fqs${Date.now().toString(36)}`.replace(/\d/g, (d) => 'bcdfghjklm'[Number(d)] as string);
    const lakhs = (min: number, max: number) => ({ minSalary: min * 100_000, maxSalary: max * 100_000 });
    for (const job of [
      { workFromHome: true, ...lakhs(4, 6) },
      { workFromHome: true, ...lakhs(12, 14) },
      { workFromHome: false, ...lakhs(4, 5) },
    ])
      await site.api().internal(site.vertical, '/jobs', { title: `${word} Analyst`, ...job });
    const path = searchPath({ keyword: word });
    const page = ofKind(await site.browser().data(loader, path), 'listing');
    expect(page.total).toBe(3);
    const group = (key: string) => page.facets.find((g) => g.key === key);
    expect(group('mode')?.title).toBe('Work mode');
    const remote = group('mode')?.options.find((o) => o.label === 'Work from home');
    expect(remote).toMatchObject({ count: 2, countText: '2 jobs', selected: false });
    expect(remote?.href).toBe(`${path}?mode=remote`);
    // Every linked option's page has as many jobs as its count; an option with none is not a link.
    for (const g of page.facets)
      for (const o of g.options) {
        if (o.href === null) {
          expect(o.count, `${g.title}: ${o.label}`).toBe(0);
          continue;
        }
        const chosen = ofKind(await site.browser().data(loader, o.href), 'listing');
        expect(chosen.total, `${g.title}: ${o.label}`).toBe(o.count);
      }
    // Chosen: the option is selected, links back to the search without it, and shows as a chip.
    const filtered = ofKind(await site.browser().data(loader, `${path}?mode=remote&salary=3-6`), 'listing');
    expect(filtered.total).toBe(1);
    expect(filtered.filters).toEqual({ mode: 'remote', salary: '3-6' });
    expect(filtered.chips.map((c) => [c.label, c.href])).toEqual([
      ['Salary: 3-6 lakhs', `${path}?mode=remote`],
      ['Work from home', `${path}?salary=3-6`],
    ]);
    const selected = filtered.facets.find((g) => g.key === 'mode')?.options.find((o) => o.selected);
    expect(selected).toMatchObject({ label: 'Work from home', count: 1, href: `${path}?salary=3-6` });
    // The office option applies the salary band but not the work mode.
    const office = filtered.facets.find((g) => g.key === 'mode')?.options.find((o) => !o.selected);
    expect(office).toMatchObject({ count: 1, href: `${path}?salary=3-6&mode=office` });
    // The spec's parameters stay in the path's query and keep working beside the new ones.
    const old = ofKind(await site.browser().data(loader, `${path}?exp=3&range=1m&mode=remote`), 'listing');
    expect(old.filters).toEqual({ exp: 3, postingAge: '1m', mode: 'remote' });
    expect(old.chips.find((c) => c.label === 'Work from home')?.href).toBe(`${path}?exp=3&range=1m`);
    // Values that are not filters are dropped, not errors.
    const wrong = ofKind(
      await site.browser().data(loader, `${path}?salary=7-9&mode=hybrid&company=acme`),
      'listing',
    );
    expect(wrong.filters).toEqual({});
    expect(wrong.total).toBe(3);
  });

  it('sends an empty keyword home and answers 404 for an address that is not a search', async () => {
    const empty = await site.browser().load(loader, '/search/-.html');
    expect(empty).toMatchObject({ status: 302, location: '/' });
    const notSearch = await site.browser().load(loader, '/search/manager');
    expect(notSearch).toMatchObject({ status: 404, thrown: true });
  });

  it('lists courses for search=Courses: 20 a page, titled and canonical as a course search, kept out of the index', async () => {
    const client = site.browser().client();
    const all = await client.courses.coursesList({ page: 0, pageSize: 100 });
    const course = all.data[0];
    if (!course) throw new Error('the seed has no published course');
    const word = (course.name.split(/\s+/).find((w) => /^[a-z]{4,}$/i.test(w)) ?? course.name).toLowerCase();
    const path = searchPath({ keyword: word, search: 'Courses' });
    const page = ofKind(await site.browser().data(loader, path), 'courses');
    expect(page.courses.length).toBeGreaterThan(0);
    expect(page.courses.length).toBeLessThanOrEqual(20);
    expect(page.total).toBeGreaterThanOrEqual(page.courses.length);
    for (const c of page.courses) expect(c.path).toMatch(/^\/learning\/course\/[a-z0-9-]+-course-\d+$/);
    expect(page.heading.toLowerCase()).toBe(`${word} courses`);
    expect(page.seo.title.toLowerCase()).toBe(`${word} courses | ${site.brand.name.toLowerCase()}`);
    expect(page.seo.canonical).toBe(`${site.origin}${path}`);
    expect(page.seo.noindex).toBe(true);
    expect(page.pageHrefs[0]).toBe(path);
    expect(page.learningHref).toBe('/learning');
  });

  it('limits a course search to a category (cat), reading the page from the path', async () => {
    const client = site.browser().client();
    const all = await client.courses.coursesList({ page: 0, pageSize: 100 });
    const course = all.data[0];
    if (!course) throw new Error('the seed has no published course');
    const word = course.category.name.split(/\s+/)[0]?.toLowerCase() ?? '';
    const path = searchPath({ keyword: word, search: 'Courses', cat: course.category.id });
    const page = ofKind(await site.browser().data(loader, path), 'courses');
    expect(page.cat).toBe(course.category.id);
    for (const c of page.courses) expect(c.category.id).toBe(course.category.id);
    expect(page.seo.canonical).toBe(`${site.origin}${path}`);
    const second = ofKind(
      await site.browser().data(loader, searchPath({ keyword: word, page: 1, search: 'Courses' })),
      'courses',
    );
    expect(second.page).toBe(1);
    expect(second.seo.title).toContain('Page-2');
  });

  it('answers an empty course search with no courses and a way to the learning section', async () => {
    const path = searchPath({ keyword: 'zzqxv nothing like this', search: 'Courses' });
    const page = ofKind(await site.browser().data(loader, path), 'courses');
    expect(page.courses).toEqual([]);
    expect(page.total).toBe(0);
    expect(page.learningHref).toBe('/learning');
    expect(page.seo.noindex).toBe(true);
  });

  it("finds a seeker's courses as theirs (userId) without failing", async () => {
    const seeker = await site.signUp();
    const all = await site.browser().client().courses.coursesList({ page: 0, pageSize: 1 });
    const course = all.data[0];
    if (!course) throw new Error('the seed has no published course');
    const word = course.category.name.split(/\s+/)[0]?.toLowerCase() ?? '';
    const page = ofKind(
      await seeker.data(loader, searchPath({ keyword: word, search: 'Courses' })),
      'courses',
    );
    for (const c of page.courses) expect(c.enquired).toBe(false);
  });

  it('lists companies whose name matches for search=Companies, each linking to its company page', async () => {
    const list = await site.browser().client().job.companyList({ page: 0 });
    const company = list.companies[0];
    if (!company) throw new Error('the seed has no company');
    const word = company.name.split(/\s+/)[0]?.toLowerCase() ?? '';
    const path = searchPath({ keyword: word, search: 'Companies' });
    const page = ofKind(await site.browser().data(loader, path), 'companies');
    expect(page.companies.map((c) => c.href)).toContain(`/company/${company.slug}`);
    for (const c of page.companies) expect(c.href).toMatch(/^\/company\/[a-z0-9-]+$/);
    expect(page.heading).toContain(word.replace(/^./, (c) => c.toUpperCase()));
    expect(page.seo.canonical).toBe(`${site.origin}${path}`);
    expect(page.seo.noindex).toBe(true);
    expect(page.pageHrefs[0]).toBe(path);
  });

  it('keeps the job search for any other search kind', async () => {
    const path = `/search/${toSlug('manager')}.html?search=Jobs`;
    const page = await site.browser().data(loader, path);
    expect(page.kind).toBe('listing');
  });
});
