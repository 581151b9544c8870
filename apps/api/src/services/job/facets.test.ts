/**
 * The filters' options and their counts (`facets=1`, decision 0094) against a real server and database:
 * each option's count is the total that choosing it gives, a facet ignores its own selection, and the
 * new filters' values are checked.
 */
import { VERTICALS } from '@jobsite/domain';
import type { JobFacets } from '@jobsite/domain/calls';
import { describe, expect, it } from 'vitest';
import { drivers, freshSeeker, setupTestServer, TEST_ADMIN_KEY, TEST_BASE_PATHS } from '../../test-server.ts';

const TECHNOLOGY = VERTICALS.technology.id;
const T = TEST_BASE_PATHS[TECHNOLOGY];

/** Each facet's query parameter. */
const PARAM: Record<Exclude<keyof JobFacets, 'complete' | 'scanned'>, string> = {
  cities: 'locIds',
  companies: 'company',
  experience: 'exp',
  postingAge: 'postingAge',
  salary: 'salary',
  mode: 'mode',
};

interface Answer {
  totalJobs: number;
  jobs: { id: number; workFromHome: boolean; company: { id: number } | null }[];
  facets?: JobFacets;
}

describe.each(drivers)('facet counts on %s', (driver) => {
  const s = setupTestServer(driver);
  // A word of this file's own jobs: the database is shared with other files.
  const word = `facetz${Date.now().toString(36)}`.replace(/\d/g, (d) => 'bcdfghjklm'[Number(d)] as string);

  async function postJob(body: Record<string, unknown>) {
    const res = await fetch(`${s.base}/internal/${TECHNOLOGY}/jobs`, {
      method: 'POST',
      headers: { 'x-admin-key': TEST_ADMIN_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `${word} engineer`, ...body }),
    });
    expect(res.status).toBe(201);
  }

  async function search(query: Record<string, string>, path = 'job/search'): Promise<Answer> {
    const q = new URLSearchParams({ keyword: word, ...query });
    const res = await fetch(`${s.base}${T}/${path}?${q}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Answer;
  }

  /**
   * Every option of every facet, chosen instead of its facet's selection, gives its count: of this
   * file's search, or of another call (`get`).
   */
  async function countsHold(
    selection: Record<string, string>,
    get: (query: Record<string, string>) => Promise<Answer> = (query) => search(query),
  ) {
    const { facets, totalJobs } = await get({ ...selection, facets: '1' });
    if (!facets) throw new Error('no facets');
    expect(facets.complete).toBe(true);
    let checked = 0;
    for (const [facet, param] of Object.entries(PARAM)) {
      for (const option of facets[facet as keyof typeof PARAM]) {
        const chosen = await get({ ...selection, [param]: option.value });
        expect(chosen.totalJobs, `${param}=${option.value} with ${JSON.stringify(selection)}`).toBe(
          option.count,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(15);
    return { facets, totalJobs };
  }

  it('counts each option as the total that choosing it gives, and a facet ignores its own selection', async () => {
    const recruiters = (await s.db.raw(
      `SELECT DISTINCT ON (company_id) id, company_id FROM recruiters
       WHERE vertical = $1 AND company_id IS NOT NULL ORDER BY company_id, id LIMIT 2`,
      [TECHNOLOGY],
    )) as { id: number; company_id: number }[];
    const [r1, r2] = recruiters;
    if (!r1 || !r2) throw new Error('the seed has no two companies with recruiters');
    const cities = (await s.db.raw(`SELECT id FROM cities WHERE vertical = $1 ORDER BY id LIMIT 2`, [
      TECHNOLOGY,
    ])) as { id: number }[];
    const [c1, c2] = cities.map((c) => c.id);
    const lakhs = (min: number, max: number) => ({ minSalary: min * 100_000, maxSalary: max * 100_000 });
    // The jobs the counts are checked against, one a row.
    const posted = [
      { recruiterId: r1.id, workFromHome: true, cityIds: [c1], minExp: 2, maxExp: 3, ...lakhs(4, 6) },
      { recruiterId: r1.id, workFromHome: true, cityIds: [c2], minExp: 4, maxExp: 6, ...lakhs(12, 15) },
      { recruiterId: r2.id, workFromHome: false, cityIds: [c1], minExp: 0, maxExp: 1, ...lakhs(4, 5) },
      { recruiterId: r2.id, workFromHome: false, cityIds: [c1, c2], minExp: 7, maxExp: 10 },
      { recruiterId: r1.id, workFromHome: false, cityIds: [c2], minExp: 2, maxExp: 5, ...lakhs(30, 40) },
      { recruiterId: r2.id, workFromHome: true, confidential: true, cityIds: [c1], ...lakhs(3, 5) },
    ];
    for (const job of posted) await postJob(job);

    const all = await countsHold({});
    expect(all.totalJobs).toBe(6);
    const count = (facet: keyof typeof PARAM, value: string) =>
      all.facets[facet].find((o) => o.value === value)?.count;
    expect(count('mode', 'remote')).toBe(3);
    expect(count('mode', 'office')).toBe(3);
    expect(count('salary', '3-6')).toBe(3);
    expect(count('salary', '25+')).toBe(1);
    expect(count('cities', String(c1))).toBe(4);
    // A confidential job counts for no company: the page does not name its company.
    expect(count('companies', String(r1.company_id))).toBe(3);
    expect(count('companies', String(r2.company_id))).toBe(2);
    expect(all.facets.cities.find((o) => o.value === String(c1))?.name).toBeTruthy();

    // Working from home chosen: the work-mode facet still counts the office jobs; the others count
    // only the jobs from home.
    const remote = await countsHold({ mode: 'remote' });
    expect(remote.totalJobs).toBe(3);
    expect(remote.facets.mode).toEqual(all.facets.mode);
    expect(remote.facets.salary.find((o) => o.value === '3-6')?.count).toBe(2);

    // Two selections: each facet applies the other.
    const two = await countsHold({ mode: 'remote', salary: '3-6' });
    expect(two.totalJobs).toBe(2);
    expect(two.facets.mode.find((o) => o.value === 'office')?.count).toBe(1);
    expect(two.facets.salary.find((o) => o.value === '10-15')?.count).toBe(1);

    // The job feed answers the same facets for its filters (a listing), and only when asked.
    const feed = await search({ facets: '1', mode: 'remote' }, 'job/jobfeed');
    expect(feed.facets?.mode.map((o) => o.value)).toEqual(['office', 'remote']);
    expect((await search({})).facets).toBeUndefined();
  });

  it('counts a signed-in seeker’s feed over their own jobs: a preference a filter sets aside is not counted against it', async () => {
    const cityId = async (name: string) =>
      (
        (await s.db.raw(`SELECT id FROM cities WHERE vertical = $1 AND name = $2`, [TECHNOLOGY, name])) as {
          id: number;
        }[]
      )[0]?.id;
    const [pune, delhi] = await Promise.all([cityId('Pune'), cityId('Delhi NCR')]);
    const { b } = await freshSeeker(s, TECHNOLOGY);
    // Pune, and three years of experience: the feed lists jobs in Pune or from home, within reach.
    const saved = await b.request('POST', `${T}/user/profile/v2`, {
      json: {
        pd: { preferredLocations: [pune] },
        we: { experienceStatus: 'experienced', experienceYear: 3, experienceMonth: 0 },
      },
    });
    expect(saved.status).toBe(200);
    await postJob({ cityIds: [delhi], workFromHome: false, minExp: 2, maxExp: 4 });
    await postJob({ cityIds: [pune], workFromHome: false, minExp: 12, maxExp: 14 });
    const feed = async (query: Record<string, string>) => {
      const res = await b.request('GET', `${T}/job/jobfeed?${new URLSearchParams(query)}`);
      expect(res.status).toBe(200);
      return (await res.json()) as Answer & { personalised?: boolean };
    };
    expect((await feed({})).personalised).toBe(true);
    const { facets } = await countsHold({}, feed);
    // Delhi is not among the seeker's cities, and choosing it lists its jobs within reach; the 11-15
    // years' band is beyond their reach, and choosing it lists the job of 12-14 years in Pune.
    expect(facets.cities.find((o) => o.value === String(delhi))?.count).toBeGreaterThan(0);
    expect(facets.experience.find((o) => o.value === '6')?.count).toBeGreaterThan(0);
    await countsHold({ mode: 'office' }, feed);
  });

  it('counts at most the newest 2,000 matches (one more, to tell), and says when there were more', async () => {
    const feed = (await (await fetch(`${s.base}${T}/job/jobfeed?facets=1`)).json()) as Answer;
    if (!feed.facets) throw new Error('no facets');
    const { complete, scanned, mode } = feed.facets;
    const both = mode.reduce((sum, o) => sum + o.count, 0);
    // In the office or from home: every row read is one or the other.
    expect(both).toBe(scanned);
    expect(scanned).toBeLessThanOrEqual(2001);
    expect(complete).toBe(scanned <= 2000);
    if (complete) expect(Math.min(scanned, 1000)).toBe(feed.totalJobs);
    else expect(feed.totalJobs).toBeGreaterThanOrEqual(1000);
  });

  it('refuses a salary band, work mode or company that is not one, with the reason', async () => {
    for (const [param, value, says] of [
      ['salary', '7-9', 'must be a salary band'],
      ['mode', 'hybrid', 'must be office or remote'],
      ['company', 'acme', ''],
      ['facets', 'yes', 'must be 0 or 1'],
    ] as const) {
      const res = await fetch(`${s.base}${T}/job/search?keyword=${word}&${param}=${value}`);
      expect(res.status, `${param}=${value}`).toBe(400);
      const body = await res.text();
      expect(body).toContain(param);
      expect(body).toContain(says);
    }
  });
});
