/**
 * How a seeker matches a job (decision 0102), against the real server and database: the relations kept
 * from the live jobs, and `GET job/match` for the asking seeker's own profile.
 */
import { JobMatch, RELATED_SKILL_CREDIT, VERTICALS } from '@jobsite/domain';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, freshSeeker, internalCall, setupTestServer, TEST_BASE_PATHS } from '../../test-server.ts';
import type { Browser } from '../auth/test-browser.ts';
import { MIN_JACCARD, MIN_JOBS_TOGETHER, refreshTagRelations } from './relations.ts';

const VERTICAL = VERTICALS.management.id;
const BASE = TEST_BASE_PATHS[VERTICAL];

interface Tag {
  id: number;
  name: string;
  category_id: number;
}

describe.each(drivers)('how a seeker matches a job on %s', (driver) => {
  const s = setupTestServer(driver);
  /** Two tags of different categories, so the seed never names them together, and a third. */
  let first: Tag;
  let second: Tag;
  let taught: Tag;
  let cityId: number;

  const postJob = async (body: Record<string, unknown>): Promise<number> => {
    const res = await internalCall(s, VERTICAL, 'POST', '/jobs', { title: 'Category Manager', ...body });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };

  const relation = async (a: number, b: number) =>
    (
      (await s.db.raw(
        `SELECT jobs_together AS together, jaccard FROM tag_relations WHERE tag_id = $1 AND related_tag_id = $2`,
        [a, b],
      )) as { together: number; jaccard: number }[]
    )[0];

  const match = async (b: Browser, job: number | string) => {
    const res = await b.request('GET', `${BASE}/job/match?jobcode=${job}`);
    return {
      status: res.status,
      body: (await res.json()) as unknown,
      cache: res.headers.get('cache-control'),
    };
  };
  const answerOf = async (b: Browser, job: number) => {
    const { status, body } = await match(b, job);
    expect(status).toBe(200);
    return v.parse(JobMatch, body);
  };

  beforeAll(async () => {
    // A tag a published course teaches (course skills are lower-case tag names), and two other tags of
    // categories other than its own and each other's.
    const [course] = (await s.db.raw(
      `SELECT t.id, t.name, t.category_id FROM tags t
         JOIN courses c ON c.vertical = t.vertical AND c.published AND lower(t.name) = ANY(c.skills)
        WHERE t.vertical = $1 ORDER BY t.id LIMIT 1`,
      [VERTICAL],
    )) as Tag[];
    if (!course) throw new Error('the seed has no course teaching a tag');
    taught = { ...course, id: Number(course.id), category_id: Number(course.category_id) };
    const others = (await s.db.raw(
      `SELECT DISTINCT ON (category_id) id, name, category_id FROM tags
        WHERE vertical = $1 AND category_id <> $2 ORDER BY category_id, id LIMIT 2`,
      [VERTICAL, taught.category_id],
    )) as Tag[];
    [first, second] = others.map((t) => ({ ...t, id: Number(t.id), category_id: Number(t.category_id) })) as [
      Tag,
      Tag,
    ];
    const [city] = (await s.db.raw(`SELECT id FROM cities WHERE vertical = $1 ORDER BY id LIMIT 1`, [
      VERTICAL,
    ])) as { id: number }[];
    cityId = Number(city?.id);
  });

  it('keeps, both ways round, the pairs live jobs name together, and drops them once the jobs go', async () => {
    // The seed built the relations as it seeded the jobs (a rebuild keeps the same pairs): only tags of
    // one category go together there. The test seed is small, so it may keep few or none.
    const seeded = (await s.db.raw(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE a.category_id <> b.category_id)::int AS across,
              count(*) FILTER (WHERE r.jobs_together < $1 OR r.jaccard < $2)::int AS weak,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM tag_relations x
                 WHERE x.tag_id = r.related_tag_id AND x.related_tag_id = r.tag_id))::int AS one_way
         FROM tag_relations r JOIN tags a ON a.id = r.tag_id JOIN tags b ON b.id = r.related_tag_id`,
      [MIN_JOBS_TOGETHER, MIN_JACCARD],
    )) as { n: number; across: number; weak: number; one_way: number }[];
    expect(seeded[0]).toMatchObject({ across: 0, weak: 0, one_way: 0 });
    expect(await relation(first.id, second.id)).toBeUndefined();
    expect(await refreshTagRelations(s.db)).toBe(seeded[0]?.n);

    const jobs: number[] = [];
    for (let i = 0; i < MIN_JOBS_TOGETHER; i++) jobs.push(await postJob({ tagIds: [first.id, second.id] }));
    expect(await refreshTagRelations(s.db)).toBe((seeded[0]?.n ?? 0) + 2);
    const [counts] = (await s.db.raw(
      `SELECT count(*) FILTER (WHERE $1 = ANY(tag_ids))::int AS a, count(*) FILTER (WHERE $2 = ANY(tag_ids))::int AS b
         FROM jobs WHERE listed`,
      [first.id, second.id],
    )) as { a: number; b: number }[];
    const jaccard = MIN_JOBS_TOGETHER / ((counts?.a ?? 0) + (counts?.b ?? 0) - MIN_JOBS_TOGETHER);
    const kept = await relation(first.id, second.id);
    expect(kept?.together).toBe(MIN_JOBS_TOGETHER);
    expect(kept?.jaccard).toBeCloseTo(jaccard, 5);
    expect(await relation(second.id, first.id)).toEqual(kept);

    // One job fewer is below the fewest jobs a pair needs: the next rebuild drops it.
    await s.db.raw(`UPDATE jobs SET status = 0, listed = false WHERE id = $1`, [jobs[0]]);
    await refreshTagRelations(s.db);
    expect(await relation(first.id, second.id)).toBeUndefined();
    await s.db.raw(`UPDATE jobs SET status = 1, listed = true WHERE id = $1`, [jobs[0]]);
    await refreshTagRelations(s.db);
  });

  it('answers a visitor 401 and a bad or unknown job 400 and 404', async () => {
    const job = await postJob({ tagIds: [first.id] });
    const visitor = await fetch(`${s.base}${BASE}/job/match?jobcode=${job}`);
    expect(visitor.status).toBe(401);
    const { b } = await freshSeeker(s, VERTICAL);
    expect((await match(b, 'abc')).status).toBe(400);
    expect((await match(b, 2_000_000_000)).status).toBe(404);
  });

  it('asks a seeker with an empty profile for what to add, never "0 of N", privately', async () => {
    const job = await postJob({
      tagIds: [first.id, second.id],
      cityIds: [cityId],
      minSalary: 600_000,
      maxSalary: 900_000,
    });
    const { b } = await freshSeeker(s, VERTICAL);
    const answer = await match(b, job);
    expect(answer.cache).toBe('private, no-store');
    expect(v.parse(JobMatch, answer.body)).toMatchObject({
      jobId: job,
      skills: { state: 'profile-lists-none', jobSkills: 2 },
      location: { state: 'unknown' },
      salary: { state: 'unknown' },
      toAdd: ['skills', 'experience', 'location', 'salary'],
    });
  });

  it('compares a partial profile: exact, related at half, gaps with courses; each seeker sees their own', async () => {
    // `first` and `second` go together on these jobs, so knowing `second` half-counts for `first`.
    for (let i = 0; i < MIN_JOBS_TOGETHER; i++) await postJob({ tagIds: [first.id, second.id] });
    await refreshTagRelations(s.db);
    const job = await postJob({
      tagIds: [taught.id, first.id],
      cityIds: [cityId],
      minExp: 2,
      maxExp: 6,
      minSalary: 800_000,
      maxSalary: 1_200_000,
    });

    const one = await freshSeeker(s, VERTICAL);
    expect((await one.b.request('POST', `${BASE}/skills`, { json: { skills: [second.name] } })).status).toBe(
      200,
    );
    const work = { experienceStatus: 'experienced', experienceYear: 3, experienceMonth: 6 };
    expect((await one.b.request('POST', `${BASE}/user/profile/v2`, { json: { we: work } })).status).toBe(200);
    const mine = await answerOf(one.b, job);
    expect(mine.skills).toMatchObject({ state: 'compared', matched: RELATED_SKILL_CREDIT, of: 2, exact: [] });
    if (mine.skills.state !== 'compared') throw new Error('not compared');
    expect(mine.skills.gaps.map((g) => [g.skill, g.relatedTo])).toEqual([
      [first.name, second.name],
      [taught.name, null],
    ]);
    const courses = mine.skills.gaps[1]?.courses ?? [];
    expect(courses.length).toBeGreaterThan(0);
    for (const c of courses) expect(c.path).toMatch(new RegExp(`-course-${c.id}$`));
    expect(mine.experience).toEqual({ state: 'within', years: 3.5, min: 2, max: 6 });
    expect(mine.location).toMatchObject({ state: 'unknown' });
    expect(mine.toAdd).toEqual(['location', 'salary']);

    // Another seeker, with the job's exact skills and nothing else, is answered from their own profile.
    const other = await freshSeeker(s, VERTICAL);
    const skills = [taught.name.toUpperCase(), first.name];
    expect((await other.b.request('POST', `${BASE}/skills`, { json: { skills } })).status).toBe(200);
    const theirs = await answerOf(other.b, job);
    expect(theirs.skills).toEqual({
      state: 'compared',
      matched: 2,
      of: 2,
      exact: [taught.name, first.name],
      gaps: [],
    });
    expect(theirs.toAdd).toEqual(['experience', 'location', 'salary']);
    expect(await answerOf(one.b, job)).toEqual(mine);
  });

  it("compares the salary a seeker expects, in lakhs, with the job's range as stored, in rupees", async () => {
    const job = await postJob({ tagIds: [first.id], minSalary: 800_000, maxSalary: 1_200_000 });
    const expecting = async (lakhs: number) => {
      const { b } = await freshSeeker(s, VERTICAL);
      const work = { expectedCTC: lakhs };
      expect((await b.request('POST', `${BASE}/user/profile/v2`, { json: { we: work } })).status).toBe(200);
      return (await answerOf(b, job)).salary;
    };
    expect(await expecting(10)).toEqual({ state: 'within', expected: 10, min: 8, max: 12 });
    expect(await expecting(15)).toEqual({ state: 'above', expected: 15, min: 8, max: 12 });
    expect(await expecting(5)).toEqual({ state: 'below', expected: 5, min: 8, max: 12 });
  });

  it('says a job without skills or salary has none, and a remote job fits any city', async () => {
    const job = await postJob({ tagIds: [], workFromHome: true });
    const { b } = await freshSeeker(s, VERTICAL);
    expect((await b.request('POST', `${BASE}/skills`, { json: { skills: [first.name] } })).status).toBe(200);
    expect(await answerOf(b, job)).toMatchObject({
      skills: { state: 'job-lists-none' },
      location: { state: 'remote' },
      salary: { state: 'not-shown' },
      toAdd: ['experience'],
    });
  });

  it("counts the skills on the feed's cards in the feed's own call, a related one at half", async () => {
    const posted: number[] = [];
    for (let i = 0; i < MIN_JOBS_TOGETHER; i++) posted.push(await postJob({ tagIds: [first.id, second.id] }));
    await refreshTagRelations(s.db);
    const { b } = await freshSeeker(s, VERTICAL);
    const feed = async () => {
      const res = await b.request('GET', `${BASE}/job/jobfeed?page=0&sort=date`);
      expect(res.status).toBe(200);
      return (await res.json()) as { jobs: { id: number; skillsMatch?: { matched: number; of: number } }[] };
    };
    // No skills yet: no count on any card, never "0 of N".
    expect((await feed()).jobs.every((j) => j.skillsMatch === undefined)).toBe(true);
    expect((await b.request('POST', `${BASE}/skills`, { json: { skills: [second.name] } })).status).toBe(200);
    const ours = (await feed()).jobs.filter((j) => posted.includes(j.id));
    expect(ours.length).toBeGreaterThan(0);
    for (const job of ours) expect(job.skillsMatch).toEqual({ matched: 1 + RELATED_SKILL_CREDIT, of: 2 });
  });
});
