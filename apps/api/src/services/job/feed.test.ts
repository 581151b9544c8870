/**
 * The signed-in job feed against a real server and database: it follows the preferences the
 * personalise page saves (city, functional area, followed skills) and the profile's experience, and
 * says why each job is there (decision 0066).
 */
import { VERTICALS, type Vertical } from '@jobsite/domain';
import { describe, expect, it } from 'vitest';
import { drivers, freshSeeker, setupTestServer, TEST_ADMIN_KEY, TEST_BASE_PATHS } from '../../test-server.ts';
import type { Browser } from '../auth/test-browser.ts';

const TECHNOLOGY = VERTICALS.technology.id;
const T = TEST_BASE_PATHS[TECHNOLOGY];

interface Entry {
  id: number;
  postedAt: string;
  minExp: number;
  maxExp: number;
  workFromHome: boolean;
  cities: { id: number; name: string }[];
  tags: { id: number; name: string }[];
  reasons?: { type: string; text: string }[];
}
interface Feed {
  jobs: Entry[];
  totalJobs: number;
  hasMore: boolean;
  personalised?: boolean;
  closest?: boolean;
}

const line = (job: Entry | undefined) => job?.reasons?.map((r) => r.text).join(' · ');

describe.each(drivers)('the personalised job feed on %s', (driver) => {
  const s = setupTestServer(driver);

  async function idOf(table: 'cities' | 'tags' | 'functional_areas', name: string, vertical = TECHNOLOGY) {
    const rows = (await s.db.raw(`SELECT id FROM ${table} WHERE vertical = $1 AND name = $2`, [
      vertical,
      name,
    ])) as { id: number }[];
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no ${table} row named ${name}`);
    return id;
  }

  async function postJob(body: Record<string, unknown>, vertical: Vertical = TECHNOLOGY) {
    const res = await fetch(`${s.base}/internal/${vertical}/jobs`, {
      method: 'POST',
      headers: { 'x-admin-key': TEST_ADMIN_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  /** Saves what the personalise page saves (its two calls), and the profile's experience when given. */
  async function personalise(
    b: Browser,
    p: { tags: number[]; city?: number; area?: number; years?: number },
  ) {
    expect(
      (await b.request('POST', `${T}/profile/tags`, { form: { tagInfo: JSON.stringify(p.tags) } })).status,
    ).toBe(200);
    const work: Record<string, unknown> = { functionalArea: p.area ?? null };
    if (p.years !== undefined)
      Object.assign(work, { experienceStatus: 'experienced', experienceYear: p.years, experienceMonth: 0 });
    const res = await b.request('POST', `${T}/user/profile/v2`, {
      json: { pd: { preferredLocations: p.city ? [p.city] : [] }, we: work },
    });
    expect(res.status).toBe(200);
  }

  const feed = async (b: Browser, query = '') => {
    const res = await b.request('GET', `${T}/job/jobfeed${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Feed;
  };

  it('leads with jobs in the chosen city with the followed skill, within reach of the seeker’s years, and says why', async () => {
    const [pune, delhi, spark, react, dataEngineering] = await Promise.all([
      idOf('cities', 'Pune'),
      idOf('cities', 'Delhi NCR'),
      idOf('tags', 'Apache Spark'),
      idOf('tags', 'React'),
      idOf('functional_areas', 'Data Engineering'),
    ]);
    const { b } = await freshSeeker(s, TECHNOLOGY);
    await personalise(b, { tags: [spark], city: pune, area: dataEngineering, years: 3 });
    const match = await postJob({
      title: 'Data Engineer - Spark',
      cityIds: [pune],
      tagIds: [spark],
      functionalAreaId: dataEngineering,
      minExp: 2,
      maxExp: 5,
    });
    const remote = await postJob({
      title: 'Remote Spark Engineer',
      cityIds: [delhi],
      workFromHome: true,
      tagIds: [spark],
      minExp: 2,
      maxExp: 5,
    });
    const cityOnly = await postJob({ title: 'Frontend Engineer', cityIds: [pune], tagIds: [react] });
    // Posted last, so the newest: the 19-20-year role outside Pune that used to lead the feed.
    const far = await postJob({
      title: 'Director of Data Platforms',
      cityIds: [delhi],
      tagIds: [spark],
      functionalAreaId: dataEngineering,
      minExp: 19,
      maxExp: 20,
    });

    for (const sort of ['', '?sort=date', '?sort=relevance']) {
      const answer = await feed(b, sort);
      expect(answer.personalised, sort).toBe(true);
      expect(answer.closest ?? false, sort).toBe(false);
      const ids = answer.jobs.map((j) => j.id);
      expect(ids, sort).not.toContain(far);
      expect(ids, sort).not.toContain(cityOnly);
      expect(ids, sort).toContain(match);
      for (const job of answer.jobs) {
        // In Pune or from home; with the followed skill or in the chosen function; within reach of 3 years.
        expect(job.cities.some((c) => c.id === pune) || job.workFromHome, `${sort} ${job.id}`).toBe(true);
        const types = job.reasons?.map((r) => r.type) ?? [];
        expect(types.includes('location') || types.includes('workFromHome'), line(job)).toBe(true);
        expect(types.includes('tag') || types.includes('functionalArea'), line(job)).toBe(true);
        expect(job.minExp <= 5 && job.maxExp >= 1, `${sort} ${job.id}`).toBe(true);
      }
    }
    const best = await feed(b, '?sort=relevance');
    expect(best.jobs[0]?.id).toBe(match);
    expect(line(best.jobs[0])).toBe(
      'Matches Apache Spark · In Pune · Data Engineering role · Fits your 3 years',
    );
    expect(line(best.jobs.find((j) => j.id === remote))).toBe(
      'Matches Apache Spark · Work from home · Fits your 3 years',
    );
    const newest = await feed(b, '?sort=date');
    const dates = newest.jobs.map((j) => j.postedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(newest.jobs[0]?.id).toBe(remote);
  });

  it('does not hold a seeker’s unknown experience against any job', async () => {
    const [pune, spark] = await Promise.all([idOf('cities', 'Pune'), idOf('tags', 'Apache Spark')]);
    const { b } = await freshSeeker(s, TECHNOLOGY);
    await personalise(b, { tags: [spark], city: pune });
    const senior = await postJob({
      title: 'Principal Data Engineer',
      cityIds: [pune],
      tagIds: [spark],
      minExp: 19,
      maxExp: 20,
    });
    const answer = await feed(b, '?sort=relevance');
    expect(answer.jobs[0]?.id).toBe(senior);
    expect(line(answer.jobs[0])).toBe('Matches Apache Spark · In Pune');
  });

  it('keeps the filters: a city chip narrows the feed and the reasons stay true', async () => {
    const [pune, delhi, spark] = await Promise.all([
      idOf('cities', 'Pune'),
      idOf('cities', 'Delhi NCR'),
      idOf('tags', 'Apache Spark'),
    ]);
    const { b } = await freshSeeker(s, TECHNOLOGY);
    await personalise(b, { tags: [spark], city: pune, years: 3 });
    const inDelhi = await postJob({
      title: 'Spark Developer',
      cityIds: [delhi],
      tagIds: [spark],
      minExp: 1,
      maxExp: 4,
    });
    const answer = await feed(b, `?locIds=${delhi}&sort=relevance`);
    expect(answer.jobs.map((j) => j.id)).toContain(inDelhi);
    for (const job of answer.jobs) {
      expect(job.cities.map((c) => c.id)).toContain(delhi);
      // A job in Delhi NCR is "in Pune" only when it is in Pune too.
      if (job.reasons?.some((r) => r.type === 'location'))
        expect(job.cities.map((c) => c.id)).toContain(pune);
    }
    expect(line(answer.jobs.find((j) => j.id === inDelhi))).toBe('Matches Apache Spark · Fits your 3 years');
    // The experience chip (16-20 years) stands in for the seeker's own 3 years, and no job claims to fit them.
    const byExp = await feed(b, '?exp=7&sort=date');
    expect(byExp.jobs.length).toBeGreaterThan(0);
    for (const job of byExp.jobs) {
      expect(job.minExp <= 20 && job.maxExp >= 16).toBe(true);
      expect(job.reasons?.map((r) => r.type)).not.toContain('experience');
    }
  });

  it('offers the closest matches, said so, when nothing matches every preference', async () => {
    // A skill and a city with live jobs, but no live job with the skill in that city or from home.
    const live = `j.vertical = $1 AND j.status = 1 AND j.expires_at > now()`;
    const rows = (await s.db.raw(
      `SELECT t.id AS tag, c.id AS city FROM tags t JOIN cities c ON c.vertical = t.vertical
        WHERE t.vertical = $1
          AND EXISTS (SELECT 1 FROM jobs j WHERE ${live} AND j.tag_ids @> ARRAY[t.id])
          AND EXISTS (SELECT 1 FROM jobs j WHERE ${live} AND j.city_ids @> ARRAY[c.id])
          AND NOT EXISTS (SELECT 1 FROM jobs j WHERE ${live} AND j.tag_ids @> ARRAY[t.id]
            AND (j.work_from_home OR j.city_ids @> ARRAY[c.id]))
        ORDER BY t.id, c.id LIMIT 1`,
      [TECHNOLOGY],
    )) as { tag: number; city: number }[];
    const pair = rows[0];
    if (!pair) throw new Error('the seed has no skill and city without a job in common');
    const { b } = await freshSeeker(s, TECHNOLOGY);
    await personalise(b, { tags: [pair.tag], city: pair.city });
    const answer = await feed(b, '?sort=relevance');
    expect(answer.personalised).toBe(true);
    expect(answer.closest).toBe(true);
    expect(answer.jobs.length).toBeGreaterThan(0);
    for (const job of answer.jobs) {
      expect(job.reasons?.some((r) => r.type === 'tag' || r.type === 'location')).toBe(true);
    }
  });

  it('gives a seeker who has said nothing the latest jobs, and a visitor no reasons', async () => {
    const { b } = await freshSeeker(s, TECHNOLOGY);
    const answer = await feed(b);
    expect(answer.personalised).toBe(false);
    expect(answer.jobs[0]?.reasons).toEqual([{ type: 'latest', text: 'Among the latest jobs' }]);
    const dates = answer.jobs.map((j) => j.postedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const anon = (await (await fetch(`${s.base}${T}/job/jobfeed`)).json()) as Feed;
    expect(anon.jobs[0]).not.toHaveProperty('reasons');
  });
});
