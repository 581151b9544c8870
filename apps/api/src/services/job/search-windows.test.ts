import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, setupTestServer } from '../../test-server.ts';
import { inWindows } from './feed.ts';
import { postedWithin } from './queries/feed.ts';

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

describe.each(drivers)('the search index posting day on %s', (driver) => {
  const s = setupTestServer(driver);

  it('is the UTC day of posting, and a window holds exactly the jobs of its days', async () => {
    const [wrong] = (await s.db.raw(
      `SELECT count(*)::int AS n FROM jobs
        WHERE posted_day <> ARRAY[floor(extract(epoch FROM posted_at) / 86400)::int]`,
    )) as { n: number }[];
    expect(wrong?.n).toBe(0);
    const now = Date.now();
    const since = new Date((Math.floor(now / 86_400_000) - 7) * 86_400_000).toISOString();
    const [byDay] = await s.db.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs j WHERE ${postedWithin(7, now)}`,
    );
    const [byDate] = (await s.db.raw('SELECT count(*)::int AS n FROM jobs WHERE posted_at >= $1', [
      since,
    ])) as {
      n: number;
    }[];
    expect(byDay?.n).toBeGreaterThan(0);
    expect(byDay?.n).toBe(byDate?.n);
  });
});
