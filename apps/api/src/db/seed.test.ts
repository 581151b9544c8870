/**
 * The seed's jobs are posted in the order they are written (decision 0059): within a vertical a job's id
 * follows its posting time, over the last 120 days, and the verticals' batches alternate.
 */
import { VERTICAL_IDS } from '@jobsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../services/auth/passwords.ts';
import { type Db, openDb } from './client.ts';
import { postingTimeline, seedAll } from './seed.ts';
import { recruiterHabit, SEEDED_APPLICANTS } from './seed-history.ts';

const DAY = 86_400_000;
const PER_VERTICAL = 1_200;
const BATCH = 500;

describe('postingTimeline', () => {
  const now = Date.UTC(2026, 10, 24, 12);
  const at = postingTimeline(1_000, now);

  it('spreads the jobs over the last 120 days, the first the oldest and the last up to now', () => {
    expect(at(0, 0)).toBe(now - 120 * DAY);
    expect(at(999, 1)).toBe(now);
    expect(at(500, 0)).toBe(now - 60 * DAY);
  });

  it('keeps each job within its own slot, so posting times follow positions', () => {
    for (let p = 0; p < 999; p++) expect(at(p, 1)).toBeLessThanOrEqual(at(p + 1, 0));
    expect(at(10, 0.99)).toBeGreaterThan(at(10, 0));
  });
});

describe('the seeded jobs', () => {
  let db: Db;
  let rows: { id: number; vertical: string; posted: number }[];

  beforeAll(async () => {
    db = await openDb({});
    await db.migrate();
    const before = Date.now();
    await seedAll(db, PER_VERTICAL, { batchSize: BATCH });
    const raw = (await db.raw(
      `SELECT id::int AS id, vertical, (extract(epoch FROM posted_at) * 1000)::float8 AS posted
         FROM jobs ORDER BY id LIMIT ${PER_VERTICAL * VERTICAL_IDS.length}`,
    )) as { id: number; vertical: string; posted: number }[];
    rows = raw.map((r) => ({ ...r, posted: Number(r.posted) }));
    expect(rows[0]?.posted).toBeLessThan(before - 119 * DAY);
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  it('holds each vertical’s jobs in posting order, spread over the last 120 days', () => {
    for (const vertical of VERTICAL_IDS) {
      const own = rows.filter((r) => r.vertical === vertical);
      expect(own).toHaveLength(PER_VERTICAL);
      const times = own.map((r) => r.posted);
      expect(times).toEqual(times.toSorted((a, b) => a - b));
      const first = times[0] ?? 0;
      const last = times.at(-1) ?? 0;
      expect(last - first).toBeGreaterThan(119 * DAY);
      expect(Date.now() - last).toBeLessThan(DAY);
    }
  });

  it('stores seeded applicants who cannot sign in, each applying at most once to a job', async () => {
    const applicants = (await db.raw(
      `SELECT vertical, count(*)::int AS n, bool_and(phone IS NULL) AS "noPhone", min(password_hash) AS hash
         FROM seekers WHERE email LIKE '%@applicants.jobsite.local' GROUP BY vertical ORDER BY vertical`,
    )) as { vertical: string; n: number; noPhone: boolean; hash: string }[];
    expect(applicants.map((a) => a.vertical)).toEqual([...VERTICAL_IDS].sort());
    for (const a of applicants) {
      expect(a).toMatchObject({ n: SEEDED_APPLICANTS, noPhone: true });
      expect(await verifyPassword(a.hash, a.hash)).toBe(false);
    }
  });

  it('gives no job more stored applications than its applicant count', async () => {
    const over = await db.raw(
      `SELECT j.id FROM jobs j JOIN applications a ON a.job_id = j.id
        GROUP BY j.id HAVING count(*) > max(j.apply_count)`,
    );
    expect(over).toEqual([]);
  });

  it('dates each history: applied after the posting and in the past, every recruiter move after it', async () => {
    const [wrong] = (await db.raw(
      `SELECT count(*) FILTER (WHERE a.applied_at < j.posted_at OR a.applied_at > now())::int AS "beforePosting",
              count(*) FILTER (WHERE e.actor = 'seeker' AND e.at <> a.applied_at)::int AS "applyElsewhen",
              count(*) FILTER (WHERE e.actor = 'recruiter' AND (e.at <= a.applied_at OR e.at > now()))::int AS "moveElsewhen",
              count(*) FILTER (WHERE e.actor = 'recruiter')::int AS moves
         FROM application_events e JOIN applications a ON a.id = e.application_id JOIN jobs j ON j.id = a.job_id`,
    )) as { beforePosting: number; applyElsewhen: number; moveElsewhen: number; moves: number }[];
    expect(wrong).toMatchObject({ beforePosting: 0, applyElsewhen: 0, moveElsewhen: 0 });
    expect(wrong?.moves).toBeGreaterThan(0);
  });

  it('draws each recruiter a habit: prompt answers within a day, slow ones in about two weeks, new ones have few', async () => {
    const rows = (await db.raw(
      `SELECT j.recruiter_id AS id, count(DISTINCT a.id)::int AS apps,
              percentile_disc(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.at - a.applied_at) / 3600)
                FILTER (WHERE e.from_status = 'applied') AS hours
         FROM applications a JOIN jobs j ON j.id = a.job_id
         LEFT JOIN application_events e ON e.application_id = a.id AND e.actor = 'recruiter'
        GROUP BY j.recruiter_id`,
    )) as { id: number; apps: number; hours: number | null }[];
    const of = (habit: string) => rows.filter((r) => recruiterHabit(r.id) === habit);
    for (const r of of('new')) expect(r.apps).toBeLessThan(10);
    for (const r of of('prompt')) if (r.hours !== null) expect(Number(r.hours)).toBeLessThanOrEqual(24);
    for (const r of of('slow')) if (r.hours !== null) expect(Number(r.hours)).toBeGreaterThanOrEqual(9 * 24);
    for (const habit of ['prompt', 'slow', 'silent', 'new']) expect(of(habit).length).toBeGreaterThan(0);
  });

  it('alternates the verticals batch by batch', () => {
    const runs = rows.reduce<{ vertical: string; n: number }[]>((acc, r) => {
      const last = acc.at(-1);
      if (last?.vertical === r.vertical) last.n++;
      else acc.push({ vertical: r.vertical, n: 1 });
      return acc;
    }, []);
    expect(runs.map((r) => r.n)).toEqual([500, 500, 500, 500, 200, 200]);
    expect(runs.map((r) => r.vertical)).toEqual([...VERTICAL_IDS, ...VERTICAL_IDS, ...VERTICAL_IDS]);
  });
});
