/**
 * The seed's jobs are posted in the order they are written (decision 0059): within a vertical a job's id
 * follows its posting time, over the last 120 days, and the verticals' batches alternate.
 */
import { VERTICAL_IDS } from '@jobsite/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from './client.ts';
import { postingTimeline, seedAll } from './seed.ts';

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
