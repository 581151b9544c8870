import { EXPERIENCE_FILTERS } from '@jobsite/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, setupTestServer } from '../../test-server.ts';
import { inWindows } from './feed.ts';
import { dayKeys, postedWithin, titleOrSkills } from './queries/feed.ts';

describe('inWindows', () => {
  /** A search whose matches in a window are `perDay` a day, all time holding `all`. */
  const searchOf = (perDay: number, all: number) => {
    const asked: (number | null)[] = [];
    const search = async (_f: unknown, days: number | null) => {
      asked.push(days);
      return { days, found: days === null ? all : Math.min(all, perDay * days) };
    };
    return { asked, search };
  };

  it('answers from the first window holding enough matches', async () => {
    const { asked, search } = searchOf(5000, 100_000);
    const answer = await inWindows({}, search, (a) => a.found, 2000);
    expect(answer.days).toBe(1);
    expect(asked).toEqual([1]);
  });
  it('goes on to the first window that could hold enough', async () => {
    const { asked, search } = searchOf(100, 100_000);
    const answer = await inWindows({}, search, (a) => a.found, 2000);
    expect(answer.days).toBe(30);
    expect(asked).toEqual([1, 30]);
  });
  it('searches all time when no window could hold enough', async () => {
    const { asked, search } = searchOf(5, 300);
    const answer = await inWindows({}, search, (a) => a.found, 2000);
    expect(answer.days).toBeNull();
    expect(asked).toEqual([1, null]);
  });
  it('widens while each window holds fewer than its estimate', async () => {
    const { asked, search } = searchOf(1000, 1500);
    const answer = await inWindows({}, search, (a) => a.found, 2000);
    expect(answer.days).toBeNull();
    expect(answer.found).toBe(1500);
    expect(asked).toEqual([1, 3, 7, 30, null]);
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

  it('holds the UTC day of posting, and a window holds exactly the jobs of its days', async () => {
    const [wrong] = (await s.db.raw(
      `SELECT count(*)::int AS n FROM jobs
        WHERE posted_day <> ARRAY[floor(extract(epoch FROM posted_at) / 86400)::int]`,
    )) as { n: number }[];
    expect(wrong?.n).toBe(0);
    const now = Date.now();
    for (const days of [1, 3, 7, 30]) {
      const since = new Date((Math.floor(now / 86_400_000) - days) * 86_400_000).toISOString();
      const [byDay] = await s.db.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM jobs j WHERE ${postedWithin(days, now)}`,
      );
      const [byDate] = (await s.db.raw('SELECT count(*)::int AS n FROM jobs WHERE posted_at >= $1', [
        since,
      ])) as { n: number }[];
      expect(byDay?.n, `${days} days`).toBeGreaterThan(0);
      expect(byDay?.n, `${days} days`).toBe(byDate?.n);
    }
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
