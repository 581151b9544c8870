import { JobDetail, JobFeedResponse, PromoBanner, SEO_CITIES, TagInfo, VERTICALS } from '@jobsite/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { drivers, setupTestServer } from '../../test-server.ts';

const MANAGEMENT = VERTICALS.management.id;
const TECHNOLOGY = VERTICALS.technology.id;

type Feed = v.InferOutput<typeof JobFeedResponse>;

describe.each(drivers)('job service on %s', (driver) => {
  const s = setupTestServer(driver);
  const json = async <T = unknown>(path: string, status = 200, init?: RequestInit): Promise<T> => {
    const res = await s.get(path, init);
    const body = await res.json();
    expect(res.status, `${path}: ${JSON.stringify(body).slice(0, 200)}`).toBe(status);
    return body as T;
  };
  const feed = async (path: string) => v.parse(JobFeedResponse, await json(path));

  describe('server', () => {
    it('answers healthz, a request id and security headers', async () => {
      const res = await s.get('/healthz');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok' });
      expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    });
    it('keeps a sane incoming request id', async () => {
      const res = await s.get('/healthz', { headers: { 'x-request-id': 'abc-123' } });
      expect(res.headers.get('x-request-id')).toBe('abc-123');
    });
    it('allows CORS only for configured origins', async () => {
      const ok = await s.get(`/${TECHNOLOGY}/job/tags`, { headers: { origin: 'http://localhost:3000' } });
      expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      const bad = await s.get(`/${TECHNOLOGY}/job/tags`, { headers: { origin: 'https://evil.example' } });
      expect(bad.headers.get('access-control-allow-origin')).toBeNull();
    });
    it('answers 404 JSON for an unknown vertical or route', async () => {
      const a = await json<{ error: { statusCode: number } }>('/finance/job/jobfeed', 404);
      expect(a.error.statusCode).toBe(404);
      await json(`/${TECHNOLOGY}/job/nothing-here`, 404);
    });
  });

  describe('job/jobfeed', () => {
    it('returns the latest live jobs, 20 a page, newest first', async () => {
      const f = await feed(`/${TECHNOLOGY}/job/jobfeed`);
      expect(f.jobs).toHaveLength(20);
      expect(f.hasMore).toBe(true);
      expect(f.totalJobs).toBeGreaterThan(100);
      const dates = f.jobs.map((j) => j.postedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const j of f.jobs) expect(new Date(j.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now());
      const page1 = await feed(`/${TECHNOLOGY}/job/jobfeed?page=1`);
      expect(page1.page).toBe(1);
      expect(page1.jobs.map((j) => j.id)).not.toContain(f.jobs[0]?.id);
    });
    it('keeps verticals apart', async () => {
      const t = await feed(`/${TECHNOLOGY}/job/jobfeed`);
      const m = await feed(`/${MANAGEMENT}/job/jobfeed`);
      const tCats = new Set(t.jobs.map((j) => j.category?.name));
      const mCats = new Set(m.jobs.map((j) => j.category?.name));
      for (const c of tCats) expect(mCats.has(c)).toBe(false);
    });
    it('filters by category, tags, cities, experience and posting age', async () => {
      const cats = await json<{ id: number; tags: { id: number }[] }[]>(
        `/${TECHNOLOGY}/data/categories.json`,
      );
      const cat = cats[0] as { id: number; tags: { id: number }[] };
      const byCat = await feed(`/${TECHNOLOGY}/job/jobfeed?categoryId=${cat.id}`);
      expect(byCat.jobs.length).toBeGreaterThan(0);
      for (const j of byCat.jobs) expect(j.category?.id).toBe(cat.id);
      const tagIds = cat.tags.slice(0, 3).map((t) => t.id);
      const byTag = await feed(`/${TECHNOLOGY}/job/jobfeed?tags=${tagIds.join(',')}`);
      for (const j of byTag.jobs) expect(j.tags.some((t) => tagIds.includes(t.id))).toBe(true);
      const any = await feed(`/${TECHNOLOGY}/job/jobfeed`);
      const cityId = any.jobs[0]?.cities[0]?.id as number;
      const byCity = await feed(`/${TECHNOLOGY}/job/jobfeed?locIds=${cityId}`);
      for (const j of byCity.jobs) expect(j.cities.map((c) => c.id)).toContain(cityId);
      const byExp = await feed(`/${TECHNOLOGY}/job/jobfeed?exp=4`);
      for (const j of byExp.jobs) expect(j.minExp <= 6 && j.maxExp >= 4).toBe(true);
      const recent = await feed(`/${TECHNOLOGY}/job/jobfeed?postingAge=1w`);
      for (const j of recent.jobs)
        expect(Date.now() - Date.parse(j.postedAt)).toBeLessThan(7.01 * 86_400_000);
      expect(recent.totalJobs).toBeLessThan(any.totalJobs);
    });
    it.each([
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=100000', 'page'],
      ['exp=12', 'exp'],
      ['tags=1,x', 'tags'],
      ['postingAge=forever', 'postingAge'],
      ['sort=random', 'sort'],
      ['categoryId=1.5', 'categoryId'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const body = await json<{ error: { message: string; statusCode: number } }>(
        `/${TECHNOLOGY}/job/jobfeed?${query}`,
        400,
      );
      expect(body.error.statusCode).toBe(400);
      expect(body.error.message).toContain(`'${field}'`);
    });
  });

  describe('job/search', () => {
    it('finds jobs by keyword, title matches first', async () => {
      const f = await feed(`/${TECHNOLOGY}/job/search?keyword=machine%20learning`);
      expect(f.jobs.length).toBeGreaterThan(0);
      expect(f.jobs[0]?.title.toLowerCase()).toContain('machine learning');
    });
    it('combines three keywords with filters and sorts by date on request', async () => {
      const f = await feed(`/${TECHNOLOGY}/job/search?keyword=data%20engineer%20spark&exp=1&sort=date`);
      const dates = f.jobs.map((j) => j.postedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    });
    it('forgives a spelling slip and keeps the word as typed', async () => {
      const slip = await feed(`/${TECHNOLOGY}/job/search?keyword=enginer`);
      const right = await feed(`/${TECHNOLOGY}/job/search?keyword=engineer`);
      expect(slip.jobs.length).toBe(20);
      expect(slip.totalJobs).toBe(right.totalJobs);
      for (const j of slip.jobs) expect(j.title.toLowerCase()).toMatch(/engineer/);
      const none = await feed(`/${TECHNOLOGY}/job/search?keyword=qqqqzzzz`);
      expect(none.jobs).toHaveLength(0);
    });
    it.each([
      [TECHNOLOGY, 'ml engineer', /machine learning|mlops/i],
      [TECHNOLOGY, 'pm', /product manag/i],
      [MANAGEMENT, 'ca', /chartered accountant/i],
      [MANAGEMENT, 'hr manager', /\bhr\b|human resource/i],
    ])('reads %s synonyms: %s, the jobs holding them first', async (vertical, keyword, expected) => {
      const f = await feed(`/${vertical}/job/search?keyword=${encodeURIComponent(keyword)}`);
      const holds = f.jobs.map((j) => expected.test(`${j.title} ${j.tags.map((t) => t.name).join(' ')}`));
      const titles = f.jobs.map((j) => j.title).join('; ');
      expect(holds[0], titles).toBe(true);
      const firstOther = holds.indexOf(false);
      if (firstOther >= 0) expect(holds.slice(firstOther), titles).not.toContain(true);
    });
    it('reads a word written with & from its address form without it ("ld" for "L&D")', async () => {
      const written = await feed(`/${MANAGEMENT}/job/search?keyword=${encodeURIComponent('l&d')}`);
      expect(written.jobs.length).toBeGreaterThan(0);
      expect(written.jobs[0]?.title).toMatch(/L&D/);
      const bare = await feed(`/${MANAGEMENT}/job/search?keyword=ld`);
      expect(bare.jobs.map((j) => j.id)).toEqual(written.jobs.map((j) => j.id));
    });
    /** Every job a search finds, over all its pages (the newest first). */
    const allFound = async (vertical: string, query: string) => {
      const ids: number[] = [];
      for (let page = 0; ; page++) {
        const f = await feed(`/${vertical}/job/search?${query}&sort=date&page=${page}`);
        ids.push(...f.jobs.map((j) => j.id));
        if (!f.hasMore) return ids;
      }
    };
    /** The live jobs whose text (title, tags, company, description) holds one of the words as written. */
    const holding = async (vertical: string, ...words: string[]) => {
      const rows = (await s.db.raw(
        `SELECT id, concat_ws(' ', title, tag_text, company_name, left(description, 2000)) AS text
           FROM jobs WHERE vertical = $1 AND status = 1 AND expires_at > now() ORDER BY posted_at DESC, id DESC`,
        [vertical],
      )) as { id: string; text: string }[];
      const escaped = words.map((w) => w.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')).join('|');
      const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])(${escaped})($|[^\\p{L}\\p{N}])`, 'iu');
      return rows.filter((r) => pattern.test(r.text)).map((r) => Number(r.id));
    };
    it.each([
      [TECHNOLOGY, 'C++', 'c++', ['c++', 'C++', 'c plus plus', 'c-plus-plus']],
      [TECHNOLOGY, 'C#', 'c#', ['c#', 'c sharp', 'c-sharp']],
      [TECHNOLOGY, '.NET', '.NET', ['.net', 'net']],
      [TECHNOLOGY, 'Node.js', 'node.js', ['node.js', 'nodejs']],
      [TECHNOLOGY, 'CI/CD', 'CI/CD', ['ci/cd', 'ci cd', 'ci-cd']],
      [MANAGEMENT, 'P&L', 'P&L', ['p&l', 'pl']],
      [MANAGEMENT, 'S&OP', 'S&OP', ['s&op', 'sop']],
    ])(
      '%s: finds %s, written or in its address form, and only the jobs that hold it',
      async (vertical, word, shown, forms) => {
        const expected = await holding(vertical, word);
        expect(expected.length, `seeded jobs holding ${word}`).toBeGreaterThan(0);
        for (const form of forms) {
          const query = `keyword=${encodeURIComponent(form)}`;
          expect(await allFound(vertical, query), form).toEqual(expected);
          const answer = await json<{ searched: unknown }>(`/${vertical}/job/search?${query}`);
          expect(answer.searched, form).toEqual({ keyword: shown, correction: null });
        }
      },
    );
    it('writes the words it read from an address as the vertical writes them', async () => {
      const read = async (vertical: string, keyword: string) =>
        (
          await json<{ searched: { keyword: string } }>(
            `/${vertical}/job/search?keyword=${encodeURIComponent(keyword)}`,
          )
        ).searched.keyword;
      expect(await read(TECHNOLOGY, 'c plus plus developer')).toBe('c++ developer');
      expect(await read(TECHNOLOGY, 'net')).toBe('.NET');
      expect(await read(TECHNOLOGY, 'ci cd')).toBe('CI/CD');
      expect(await read(MANAGEMENT, 'ma')).toBe('M&A');
      expect(await read(MANAGEMENT, 'ld')).toBe('L&D');
      expect(await read(MANAGEMENT, 'mergers acquisitions')).toBe('Mergers & Acquisitions');
    });
    it('finds M&A jobs by "m&a" and by its address form "ma"', async () => {
      const tagged = await holding(MANAGEMENT, 'M&A', 'Mergers & Acquisitions', 'mergers and acquisitions');
      expect(tagged.length).toBeGreaterThan(0);
      const written = await allFound(MANAGEMENT, `keyword=${encodeURIComponent('m&a')}`);
      expect(written).toEqual(tagged);
      expect(await allFound(MANAGEMENT, 'keyword=ma')).toEqual(tagged);
    });
    it('says what it corrected, and searches the words as typed on request', async () => {
      const corrected = await json<Feed & { searched: unknown }>(`/${MANAGEMENT}/job/search?keyword=managr`);
      expect(corrected.searched).toEqual({ keyword: 'managr', correction: 'manager' });
      const right = await feed(`/${MANAGEMENT}/job/search?keyword=manager`);
      expect(corrected.totalJobs).toBe(right.totalJobs);
      expect(corrected.totalJobs).toBeGreaterThan(0);
      const typed = await json<Feed & { searched: unknown }>(
        `/${MANAGEMENT}/job/search?keyword=managr&asTyped=1`,
      );
      expect(typed.searched).toEqual({ keyword: 'managr', correction: 'manager' });
      expect(typed.jobs).toHaveLength(0);
      const exact = await json<{ searched: unknown }>(`/${MANAGEMENT}/job/search?keyword=manager&asTyped=1`);
      expect(exact.searched).toEqual({ keyword: 'manager', correction: null });
      const bad = await json<{ error: { message: string } }>(
        `/${MANAGEMENT}/job/search?keyword=managr&asTyped=yes`,
        400,
      );
      expect(bad.error.message).toContain(`'asTyped'`);
      expect(bad.error.message).toContain('must be 0 or 1');
    });
    it('takes quoted and excluded words as written', async () => {
      const spark = (j: { tags: { name: string }[] }) => j.tags.some((t) => t.name === 'Apache Spark');
      const all = await feed(
        `/${TECHNOLOGY}/job/search?keyword=${encodeURIComponent('data engineer spark')}`,
      );
      expect(all.jobs.some(spark)).toBe(true);
      const f = await feed(
        `/${TECHNOLOGY}/job/search?keyword=${encodeURIComponent('"data engineer" -spark')}`,
      );
      expect(f.jobs.length).toBeGreaterThan(0);
      expect(f.jobs.some(spark)).toBe(false);
    });
    it.each([
      "'; DROP TABLE jobs; --",
      '<script>alert(1)</script>',
      '"unterminated',
      '!!! ((( ',
      'ä漢字🙂',
      'a & b | !c <-> d',
    ])('survives hostile keyword %s', async (kw) => {
      const res = await s.get(`/${TECHNOLOGY}/job/search?keyword=${encodeURIComponent(kw)}`);
      expect(res.status).toBe(200);
      const body = await res.text();
      expect(body).not.toMatch(/syntax|SELECT|stack/i);
    });
    it('refuses a huge keyword with 400', async () => {
      await json(`/${TECHNOLOGY}/job/search?keyword=${'a'.repeat(5000)}`, 400);
    });
  });

  describe('job/detail and job/view', () => {
    it('returns a job with description, company and recruiter', async () => {
      const f = await feed(`/${MANAGEMENT}/job/jobfeed`);
      const id = f.jobs.find((j) => !j.confidential)?.id;
      const d = v.parse(JobDetail, await json(`/${MANAGEMENT}/job/detail?jobcode=${id}`));
      expect(d.status).toBe('live');
      expect(d.companyDetails?.name).toBe(d.company?.name);
      // The company's own details, read with the job in one query.
      const [company] = (await s.db.raw('SELECT about, website, employees FROM companies WHERE id = $1', [
        d.company?.id,
      ])) as { about: string; website: string; employees: string }[];
      expect(company?.about).toBeTruthy();
      expect(d.companyDetails).toMatchObject({
        about: company?.about,
        website: company?.website,
        size: company?.employees,
      });
      expect(d.description).toContain('<li>');
      expect(d.description).not.toContain('<script');
      // Each city with its state, as the cities table has it (the page's address names the region).
      expect(d.cities.length).toBeGreaterThan(0);
      const rows = (await s.db.raw('SELECT id, state, region FROM cities WHERE id = ANY($1)', [
        d.cities.map((c) => c.id),
      ])) as { id: number; state: string; region: string }[];
      for (const c of d.cities) {
        const row = rows.find((r) => r.id === c.id);
        expect(c.state).toBeTruthy();
        expect(c).toMatchObject({ state: row?.state, remote: row?.region === 'remote' });
      }
    });
    it('404s for an unknown job, a job of the other vertical, or an unpublished one', async () => {
      const f = await feed(`/${MANAGEMENT}/job/jobfeed`);
      await json(`/${TECHNOLOGY}/job/detail?jobcode=${f.jobs[0]?.id}`, 404);
      await json(`/${MANAGEMENT}/job/detail?jobcode=999999999`, 404);
      const [row] = (await s.db.raw('SELECT id FROM jobs WHERE status = 0 AND vertical = $1 LIMIT 1', [
        VERTICALS.management.id,
      ])) as {
        id: number;
      }[];
      if (row) await json(`/${MANAGEMENT}/job/detail?jobcode=${row.id}`, 404);
      await json(`/${MANAGEMENT}/job/detail`, 400);
    });
    it('marks expired jobs so the site can redirect', async () => {
      const [row] = (await s.db.raw(
        'SELECT id FROM jobs WHERE status = 1 AND expires_at < now() AND vertical = $1 LIMIT 1',
        [VERTICALS.technology.id],
      )) as { id: number }[];
      expect(row).toBeDefined();
      const d = await json<{ status: string }>(`/${TECHNOLOGY}/job/detail?jobcode=${row?.id}`);
      expect(d.status).toBe('expired');
    });
    it('counts a view', async () => {
      const f = await feed(`/${TECHNOLOGY}/job/jobfeed`);
      const id = f.jobs[0]?.id;
      const a = await json<{ views: number }>(`/${TECHNOLOGY}/job/view?jobcode=${id}`);
      const b = await json<{ views: number }>(`/${TECHNOLOGY}/job/view?jobcode=${id}`);
      expect(b.views).toBe(a.views + 1);
      await json(`/${TECHNOLOGY}/job/view?jobcode=999999999`, 404);
    });
  });

  describe('categories and tags', () => {
    it('job/category/ gives a category with its tag menus', async () => {
      const cats = await json<{ id: number; name: string }[]>(`/${MANAGEMENT}/data/categories.json`);
      expect(cats.map((c) => c.name)).toContain('Banking & Finance');
      expect(cats).toHaveLength(11);
      const c = await json<{ label: string; menus: unknown[] }>(
        `/${MANAGEMENT}/job/category/?categoryId=${cats[0]?.id}`,
      );
      expect(c.label).toBe('Banking & Finance');
      expect(c.menus.length).toBeGreaterThanOrEqual(20);
      await json(`/${MANAGEMENT}/job/category/?categoryId=999999`, 404);
    });
    it(`${TECHNOLOGY} has its five categories`, async () => {
      const cats = await json<{ name: string }[]>(`/${TECHNOLOGY}/data/categories.json`);
      expect(cats.map((c) => c.name)).toEqual([
        'AI/ML',
        'Data',
        'Software Development',
        'Product/Design',
        'Others',
      ]);
    });
    it('job/taginfo, tagIdsByName (typo tolerant), tagsById, keyword/', async () => {
      const info = v.parse(TagInfo, await json(`/${TECHNOLOGY}/job/taginfo?slug=machine-learning`));
      expect(info.tagName).toBe('Machine Learning');
      expect(info.categories[0]?.name).toBe('AI/ML');
      const typo = await json<{ tagIds: number[]; tags: { name: string }[] }>(
        `/${TECHNOLOGY}/job/tagIdsByName?slug=kubernetis`,
      );
      expect(typo.tags[0]?.name).toBe('Kubernetes');
      const byId = await json<{ id: number; key: string }[]>(`/${TECHNOLOGY}/job/tagsById?tagIds=${info.id}`);
      expect(byId[0]?.key).toBe('machine-learning');
      const kw = await json<{ name: string; related: unknown[] }>(
        `/${TECHNOLOGY}/job/keyword/?keywordId=${info.id}`,
      );
      expect(kw.name).toBe('Machine Learning');
      expect(kw.related.length).toBeGreaterThan(0);
      await json(`/${TECHNOLOGY}/job/taginfo?slug=zzzzqqqq`, 404);
    });
    it('job/tags and job/mtags', async () => {
      const tags = await json<unknown[]>(`/${TECHNOLOGY}/job/tags`);
      expect(tags.length).toBeGreaterThan(100);
      const m = await json<{ tags: unknown[] }[]>(`/${TECHNOLOGY}/job/mtags`);
      expect(m).toHaveLength(5);
      expect(m[0]?.tags.length).toBeGreaterThan(0);
    });
    it('job/similarjobs shares a tag', async () => {
      const t = await json<{ id: number }[]>(`/${TECHNOLOGY}/job/tagsById?tagIds=1,2`);
      expect(t).toEqual([]); // management tag ids are not technology's
      const info = await json<{ id: number }>(`/${TECHNOLOGY}/job/taginfo?slug=python`);
      const f = await feed(`/${TECHNOLOGY}/job/similarjobs?tags=${info.id}`);
      for (const j of f.jobs) expect(j.tags.map((x) => x.id)).toContain(info.id);
    });
    it('job/sitemap/category/ and job/nearby-cities-jobs/', async () => {
      const sm = await json<{ path: string; jobs: number; tags: unknown[] }[]>(
        `/${TECHNOLOGY}/job/sitemap/category/`,
      );
      expect(sm[0]?.path).toBe('/c/ai-ml-jobs');
      expect(sm.reduce((n, c) => n + c.jobs, 0)).toBeGreaterThan(0);
      const cities = await json<{ name: string; nearby: unknown[] }[]>(
        `/${TECHNOLOGY}/job/nearby-cities-jobs/`,
      );
      expect(cities.map((c) => c.name)).toEqual(SEO_CITIES.map((c) => c.name));
    });
  });

  describe('companies and recruiters', () => {
    it('lists, searches and resolves companies', async () => {
      const list = await json<{ companies: { id: number; slug: string; name: string }[]; hasMore: boolean }>(
        `/${MANAGEMENT}/job/company-list?page=0`,
      );
      expect(list.companies).toHaveLength(20);
      expect(list.hasMore).toBe(true);
      const co = list.companies[0] as { id: number; slug: string; name: string };
      const found = await json<{ companies: { id: number }[] }>(
        `/${MANAGEMENT}/job/company-list/search?q=${encodeURIComponent(co.name.slice(0, 6))}`,
      );
      expect(found.companies.map((c) => c.id)).toContain(co.id);
      const slugs = await json<{ slug: string }[]>(`/${MANAGEMENT}/job/companies/slugs`);
      expect(slugs.length).toBeGreaterThan(250);
      expect(await json(`/${MANAGEMENT}/job/company-id-slug?slug=${co.slug}`)).toEqual({
        id: co.id,
        slug: co.slug,
      });
      expect(await json(`/${MANAGEMENT}/job/company-slug?id=${co.id}`)).toEqual({ id: co.id, slug: co.slug });
      const data = await json<{ name: string; perks: string[] }>(
        `/${MANAGEMENT}/job/company-data?slug=${co.slug}`,
      );
      expect(data.name).toBe(co.name);
      expect(data.perks.length).toBeGreaterThan(0);
      const pb = await json<{ benefits: string[] }>(
        `/${MANAGEMENT}/job/getPerksAndBenefits?companyId=${co.id}`,
      );
      expect(pb.benefits.length).toBeGreaterThan(0);
      const top = await feed(`/${MANAGEMENT}/job/top-jobs?companyId=${co.id}&page=0`);
      for (const j of top.jobs) expect(j.company?.id).toBe(co.id);
      await json(`/${MANAGEMENT}/job/company-data?slug=no-such-company`, 404);
      await json(`/${TECHNOLOGY}/job/company-slug?id=999999`, 404);
    });
    it('recruiter data, recruiter feed and a recruiter jobfeed', async () => {
      const recs = await json<{ id: number }[]>(`/${TECHNOLOGY}/job/recruiterfeed/`);
      expect(recs.length).toBeGreaterThan(0);
      const id = recs[0]?.id as number;
      const r = await json<{ id: number; activeJobs: number }>(`/${TECHNOLOGY}/job/data/recruiter?id=${id}`);
      expect(r.activeJobs).toBeGreaterThan(0);
      const f = await feed(`/${TECHNOLOGY}/job/jobfeed/-1/recruiter/${id}`);
      for (const j of f.jobs) expect(j.recruiter.id).toBe(id);
      await json(`/${TECHNOLOGY}/job/jobfeed/-1/recruiter/99999999`, 404);
      const ind = await json<{ name: string }[]>(`/${TECHNOLOGY}/job/data/industry`);
      expect(ind.length).toBeGreaterThan(3);
    });
  });

  describe('job/female-jobs', () => {
    it('returns only jobs flagged for women, with every filter', async () => {
      const all = await json<Feed>(`/${MANAGEMENT}/job/female-jobs`);
      expect(all.jobs.length).toBeGreaterThan(0);
      for (const j of all.jobs) expect(j.femaleCandidate || j.femaleBackWorkForce).toBe(true);
      const back = await json<Feed>(`/${MANAGEMENT}/job/female-jobs?femaleFilter=2&start=0&end=10`);
      expect(back.jobs.length).toBeLessThanOrEqual(10);
      for (const j of back.jobs) expect(j.femaleBackWorkForce).toBe(true);
      const cats = await json<{ id: number }[]>(`/${MANAGEMENT}/data/categories.json`);
      const filtered = await json<Feed>(
        `/${MANAGEMENT}/job/female-jobs?minExp=2&maxExp=8&categoryIds=${cats[0]?.id},${cats[1]?.id}&functionalArea=0&antiCentralisedCompanyIds=1,2`,
      );
      for (const j of filtered.jobs) {
        expect([cats[0]?.id, cats[1]?.id]).toContain(j.category?.id);
        expect(j.maxExp >= 2 && j.minExp <= 8).toBe(true);
        expect([1, 2]).not.toContain(j.company?.id);
      }
      await json(`/${MANAGEMENT}/job/female-jobs?minExp=9&maxExp=2`, 400);
      await json(`/${MANAGEMENT}/job/female-jobs?start=0&end=5000`, 400);
    });
  });

  describe('job/v2/extract-param', () => {
    it('turns a sentence into keyword, cities and experience', async () => {
      const body = await json<{
        keyword: string;
        cities: string[];
        minExp: number;
        maxExp: number;
        exp: number;
      }>(`/${TECHNOLOGY}/job/v2/extract-param`, 200, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'query=data+scientist+jobs+in+bangalore+3-5+years',
      });
      expect(body).toMatchObject({
        keyword: 'data scientist',
        cities: ['Bangalore'],
        minExp: 3,
        maxExp: 5,
        exp: 4,
      });
      await json(`/${TECHNOLOGY}/job/v2/extract-param`, 400, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query": 5}',
      });
    });
  });

  describe('static JSON', () => {
    it('feature flags per vertical', async () => {
      expect(await json(`/${MANAGEMENT}/feature-flags.json?timestamp=1700000000000`)).toEqual({
        competition: true,
        competitionPreferredCompany: false,
        applyFloatingButton: true,
      });
      expect(await json<{ competition: boolean }>(`/${TECHNOLOGY}/feature-flags.json`)).toMatchObject({
        competition: false,
      });
      await json(`/${TECHNOLOGY}/feature-flags.json?timestamp=abc`, 400);
    });
    it('SEO metadata per page path, with Page-n on later pages', async () => {
      const m = await json<{ title: string }>(`/${TECHNOLOGY}/seo-metadata.json?path=/c/ai-ml-jobs`);
      expect(m.title).toContain('AI/ML');
      const p3 = await json<{ title: string }>(`/${TECHNOLOGY}/seo-metadata.json?path=/c/ai-ml-jobs-p3`);
      expect(p3.title).toMatch(/Page-3$/);
      await json(`/${TECHNOLOGY}/seo-metadata.json?path=/nowhere`, 404);
      await json(`/${TECHNOLOGY}/seo-metadata.json?path=javascript:alert(1)`, 400);
    });
    it('functional areas, blogs and promo banners', async () => {
      const fa = await json<{ cluster: string }[]>(`/${MANAGEMENT}/data/functional-areas.json`);
      expect(fa.length).toBeGreaterThan(10);
      const blogs = await json<{ category: string }[]>(
        `/${MANAGEMENT}/job/getLatestBlogs?category=consulting`,
      );
      expect(blogs.length).toBeGreaterThan(0);
      for (const b of blogs) expect(b.category).toBe('Consulting');
      const banners = await json<unknown[]>(`/${MANAGEMENT}/read-csv/promo-banners`);
      for (const b of banners) v.parse(PromoBanner, b);
      await json(`/${MANAGEMENT}/read-csv/unknown-list`, 404);
      await json(`/${MANAGEMENT}/read-csv/..%2F..%2Fetc`, 400);
    });
  });
});
