import { EXPERIENCE_FILTERS, SALARY_BANDS, VERTICAL_IDS, VERTICALS, WORK_MODES } from '@jobsite/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, setupTestServer } from '../../test-server.ts';
import { inWindows } from './feed.ts';
import {
  dayKeys,
  FILTER_KEYS,
  facetConditions,
  filterKeys,
  postedWithin,
  titleOrSkills,
  verticalKey,
} from './queries/feed.ts';

const TECHNOLOGY = VERTICALS.technology.id;

describe('inWindows', () => {
  /** Midnight UTC, and noon of the same day. */
  const midnight = Date.UTC(2026, 10, 24);
  const noon = midnight + 43_200_000;
  /**
   * A search whose matches in a window are `perDay` a day over the time the window covers (its whole days
   * and today so far, at `now`), all time holding `all`.
   */
  const searchOf = (perDay: number, all: number, now = midnight) => {
    const asked: (number | null)[] = [];
    const today = (now % 86_400_000) / 86_400_000;
    const search = async (_f: unknown, days: number | null) => {
      asked.push(days);
      return { days, found: days === null ? all : Math.min(all, Math.floor(perDay * (days + today))) };
    };
    return { asked, search };
  };
  const run = (s: ReturnType<typeof searchOf>, now = midnight) =>
    inWindows(TECHNOLOGY, {}, s.search, (a) => a.found, 2000, now);

  it('answers from the probe when it holds enough matches', async () => {
    const s = searchOf(5000, 100_000);
    expect((await run(s)).days).toBe(1);
    expect(s.asked).toEqual([1]);
  });
  it('reads next the shortest window expected to hold enough, with a margin', async () => {
    const s = searchOf(100, 100_000);
    const answer = await run(s);
    // 2,000 × 1.25 at 100 a day.
    expect(answer.days).toBe(25);
    expect(answer.found).toBeGreaterThanOrEqual(2000);
    expect(s.asked).toEqual([1, 25]);
  });
  it('counts today so far in the length of a window', async () => {
    // At noon the probe covers a day and a half: 150 matches, 100 a day.
    const s = searchOf(100, 100_000, noon);
    const answer = await run(s, noon);
    expect(answer.days).toBe(25);
    expect(s.asked).toEqual([1, 25]);
    // Read as 150 a day (the probe taken for one day), 17 days would be asked for: 1,750 matches, short.
  });
  it('reads the longest window, not more, when the probe says the search is sparse', async () => {
    const s = searchOf(70, 100_000);
    expect((await run(s)).days).toBe(30);
    expect(s.asked).toEqual([1, 30]);
  });
  it('searches all time when the longest window could not hold enough', async () => {
    const s = searchOf(5, 300);
    const answer = await run(s);
    expect(answer.days).toBeNull();
    expect(s.asked).toEqual([1, null]);
  });
  it('widens to the longest window, then all time, while each window holds fewer than expected', async () => {
    const s = searchOf(1000, 1500);
    const answer = await run(s);
    expect(answer.days).toBeNull();
    expect(answer.found).toBe(1500);
    expect(s.asked).toEqual([1, 3, 30, null]);
  });
});

describe('dayKeys', () => {
  /** The days a key stands for: level `k`'s key holds the 2^k days from `(key % 1e6) << k`. */
  const daysOf = (key: number) => {
    const level = Math.floor(key / 1_000_000);
    const first = (key % 1_000_000) * 2 ** level;
    return Array.from({ length: 2 ** level }, (_, i) => first + i);
  };

  it('covers every day of a range once and no day outside it, in few keys', () => {
    for (let from = 20_700; from < 20_770; from++) {
      for (const length of [1, 2, 3, 5, 9, 17, 32, 33, 64, 100]) {
        const to = from + length - 1;
        const keys = dayKeys(from, to);
        const days = keys.flatMap(daysOf);
        expect(days, `${from}..${to}`).toEqual(Array.from({ length }, (_, i) => from + i));
        // At most two blocks of each size below the largest, and the largest as often as it fits.
        expect(keys.length, `${from}..${to}`).toBeLessThanOrEqual(10 + Math.ceil(length / 32));
      }
    }
  });
  it('asks for at most 6 keys for the 32 days of a 30-day window, where one key a day took 32', () => {
    const most = Math.max(...Array.from({ length: 64 }, (_, i) => dayKeys(20_700 + i, 20_731 + i).length));
    expect(most).toBe(6);
  });
});

describe.each(drivers)('the search index on %s', (driver) => {
  const s = setupTestServer(driver);

  it('holds the UTC day of posting, and a window holds exactly the jobs of its vertical and its days', async () => {
    const [wrong] = (await s.db.raw(
      `SELECT count(*)::int AS n FROM jobs
        WHERE posted_day <> ARRAY[floor(extract(epoch FROM posted_at) / 86400)::int]`,
    )) as { n: number }[];
    expect(wrong?.n).toBe(0);
    const now = Date.now();
    for (const vertical of VERTICAL_IDS) {
      for (const days of [1, 3, 7, 25, 30]) {
        const since = new Date((Math.floor(now / 86_400_000) - days) * 86_400_000).toISOString();
        const [byDay] = await s.db.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM jobs j WHERE ${postedWithin(vertical, days, now)}`,
        );
        const [byDate] = (await s.db.raw(
          'SELECT count(*)::int AS n FROM jobs WHERE vertical = $1 AND posted_at >= $2',
          [vertical, since],
        )) as { n: number }[];
        expect(byDay?.n, `${vertical}, ${days} days`).toBeGreaterThan(0);
        expect(byDay?.n, `${vertical}, ${days} days`).toBe(byDate?.n);
      }
    }
  });

  it('gives each vertical its own day keys, as verticalKey computes them', async () => {
    const keys = [];
    for (const vertical of VERTICAL_IDS) {
      const [row] = await s.db.rows<{ key: number }>(sql`SELECT job_vertical_key(${vertical}) AS key`);
      expect(row?.key, vertical).toBe(verticalKey(vertical));
      keys.push(verticalKey(vertical));
    }
    // Two verticals with one offset would read each other's rows in every window (decision 0057).
    expect(new Set(keys).size, 'verticals whose ids share a first letter').toBe(VERTICAL_IDS.length);
  });

  it('holds the experience filters a range of years meets, as EXPERIENCE_FILTERS draws them', async () => {
    const rows = await s.db.rows<{ min: number; max: number; keys: number[] }>(
      sql`SELECT lo AS min, hi AS max, job_experience_keys(lo::smallint, hi::smallint) AS keys
            FROM generate_series(0, 31) lo, generate_series(0, 31) hi WHERE hi >= lo`,
    );
    expect(rows).toHaveLength((32 * 33) / 2);
    for (const { min, max, keys } of rows) {
      const meets = Object.entries(EXPERIENCE_FILTERS)
        .filter(([id, range]) => id !== '1' && min <= range.max && max >= range.min)
        .map(([id]) => Number(id));
      expect(keys, `${min}-${max} years`).toEqual(meets);
    }
  });

  it('holds the work-mode and salary filters a job meets, as the filters themselves say', async () => {
    // Each band's edges and either side of them, and no salary at all: every pair of them as a range,
    // shown or hidden, in the office or from home.
    const edges = [...new Set(SALARY_BANDS.flatMap((b) => [b.min, b.max ?? 40]).map((l) => l * 100_000))];
    const salaries = sql.raw(`'{NULL,${edges.flatMap((e) => [e - 1, e, e + 1]).join(',')}}'::int[]`);
    const jobs = sql`(SELECT * FROM (VALUES (true), (false)) AS w(work_from_home),
      (VALUES (true), (false)) AS h(hide_salary), unnest(${salaries}) AS lo(min_salary),
      unnest(${salaries}) AS hi(max_salary) WHERE hi.max_salary >= lo.min_salary OR hi.max_salary IS NULL
        OR lo.min_salary IS NULL) AS j`;
    const filters = [
      ...WORK_MODES.map((m) => ({ mode: m.value })),
      ...SALARY_BANDS.map((b) => ({ salary: b.value })),
      { mode: 'remote' as const, salary: '10-15' },
    ];
    for (const f of filters) {
      const { mode, salary } = facetConditions(f);
      const own = [mode, salary].filter((c) => c !== undefined);
      const [row] = await s.db.rows<{ differ: number; meet: number; all: number }>(
        sql`SELECT count(*) FILTER (WHERE (${FILTER_KEYS} @> ${sql.raw(`'{${filterKeys(f).join(',')}}'::int[]`)})
                 IS DISTINCT FROM coalesce((${sql.join(own, sql` AND `)}), false))::int AS differ,
               count(*) FILTER (WHERE ${sql.join(own, sql` AND `)})::int AS meet, count(*)::int AS all
             FROM ${jobs}`,
      );
      expect(row?.differ, JSON.stringify(f)).toBe(0);
      expect(row?.meet, JSON.stringify(f)).toBeGreaterThan(0);
      expect(row?.meet, JSON.stringify(f)).toBeLessThan(row?.all ?? 0);
    }
  });

  it.each([
    'engineer',
    'machine <-> learning',
    'data & !spark',
    'python <-> developer',
    'manag:*',
    "o'reilly & back\\slash",
  ])('finds by title or skills for %s what ts_filter does', async (query) => {
    const q = sql`to_tsquery('english', ${query})`;
    // Row by row: the jobs where the two disagree, and the jobs the filtered vector matches.
    const [row] = await s.db.rows<{ differ: number; filtered: number }>(
      sql`SELECT count(*) FILTER (WHERE (ts_filter(search, '{a,b}') @@ ${q}) <> (search @@ ${titleOrSkills(q)}))::int AS differ,
                 count(*) FILTER (WHERE ts_filter(search, '{a,b}') @@ ${q})::int AS filtered FROM jobs`,
    );
    expect(row?.differ).toBe(0);
    if (query === 'engineer') expect(row?.filtered).toBeGreaterThan(0);
  });
});
