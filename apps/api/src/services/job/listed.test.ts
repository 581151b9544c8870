import { VERTICALS } from '@jobsite/domain';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, setupTestServer, uniqueWord } from '../../test-server.ts';
import { type FeedFilter, postedWithin, searchByRank } from './queries/feed.ts';
import { unlistExpiredJobs } from './schedule.ts';

const TECHNOLOGY = VERTICALS.technology.id;

describe.each(drivers)('listed jobs, the ones the search index holds, on %s', (driver) => {
  const s = setupTestServer(driver);
  const listed = async (id: number) =>
    ((await s.db.raw('SELECT listed FROM jobs WHERE id = $1', [id])) as { listed: boolean }[])[0]?.listed;
  /** A live technology job, given a title only it holds, so a search for that word finds it alone. */
  const liveJob = async () => {
    const word = uniqueWord('listed');
    const [row] = (await s.db.raw(
      `UPDATE jobs SET title = $2 WHERE id = (SELECT id FROM jobs WHERE vertical = $1 AND listed ORDER BY id LIMIT 1)
        RETURNING id`,
      [TECHNOLOGY, `Platform Engineer ${word}`],
    )) as { id: number | string }[];
    if (!row) throw new Error('no live job to test with');
    return { id: Number(row.id), word };
  };
  const found = async (word: string) => {
    const res = await s.get(`/${TECHNOLOGY}/job/search?keyword=${word}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { jobs: { id: number }[] }).jobs.map((j) => j.id);
  };

  it('is set on every write of the status or the expiry, and cannot be set by hand', async () => {
    const { id } = await liveJob();
    expect(await listed(id)).toBe(true);
    await s.db.raw(`UPDATE jobs SET expires_at = now() - interval '1 day' WHERE id = $1`, [id]);
    expect(await listed(id)).toBe(false);
    await s.db.raw(`UPDATE jobs SET expires_at = now() + interval '30 days' WHERE id = $1`, [id]);
    expect(await listed(id)).toBe(true);
    await s.db.raw('UPDATE jobs SET status = 0 WHERE id = $1', [id]);
    expect(await listed(id)).toBe(false);
    await s.db.raw('UPDATE jobs SET listed = true WHERE id = $1', [id]);
    expect(await listed(id)).toBe(false);
    await s.db.raw('UPDATE jobs SET status = 1 WHERE id = $1', [id]);
    expect(await listed(id)).toBe(true);
    // Over the whole table: no unpublished job is listed, and no live job is unlisted. (A job that expired
    // since it was written stays listed until the task runs.)
    const [counts] = (await s.db.raw(
      `SELECT count(*) FILTER (WHERE listed AND status <> 1
                                  OR NOT listed AND status = 1 AND expires_at > now())::int AS wrong
         FROM jobs`,
    )) as { wrong: number }[];
    expect(counts?.wrong).toBe(0);
  });

  it('is cleared by the background task once the expiry passes; the search never shows the job meanwhile', async () => {
    const { id, word } = await liveJob();
    expect(await found(word)).toEqual([id]);
    await s.db.raw(`UPDATE jobs SET expires_at = now() + interval '300 milliseconds' WHERE id = $1`, [id]);
    await new Promise((r) => setTimeout(r, 400));
    // Expired, not yet unlisted: the search's own expiry condition keeps it out.
    expect(await listed(id)).toBe(true);
    expect(await found(word)).toEqual([]);
    expect(await unlistExpiredJobs(s.db)).toBeGreaterThanOrEqual(1);
    expect(await listed(id)).toBe(false);
    expect(await unlistExpiredJobs(s.db)).toBe(0);
    expect(await found(word)).toEqual([]);
    // Extended: listed and found again.
    await s.db.raw(`UPDATE jobs SET expires_at = now() + interval '30 days' WHERE id = $1`, [id]);
    expect(await found(word)).toEqual([id]);
  });

  it('lets the search index answer the keyword search the API sends, its window and its experience', async () => {
    const { word } = await liveJob();
    const rolledBack = new Error('roll back');
    let plan = '';
    let windowPlan = '';
    await s.db
      .transaction(async (tx) => {
        // A table this small is cheaper to read through any of its other indexes: with those gone (until
        // the rollback) and table scans off, the search index is the plan, if the search implies `listed`.
        const others = await tx.rows<{ name: string }>(
          sql`SELECT indexname AS name FROM pg_indexes
               WHERE tablename = 'jobs' AND indexname NOT IN ('jobs_search', 'jobs_pkey')`,
        );
        for (const { name } of others) await tx.rows(sql`DROP INDEX ${sql.identifier(name)}`);
        await tx.rows(sql`SET LOCAL enable_seqscan = off`);
        const explain = { orm: tx.orm, rows: <T>(q: SQL) => tx.rows<T>(sql`EXPLAIN ${q}`) };
        const planOf = async (f: FeedFilter) => {
          const rows = await searchByRank(explain, TECHNOLOGY, { keyword: word, terms: null }, f, 0);
          return (rows as unknown as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
        };
        plan = await planOf({});
        windowPlan = await planOf({
          exp: 3,
          mode: 'remote',
          salary: '10-15',
          extra: [postedWithin(TECHNOLOGY, 30)],
        });
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(plan).toMatch(/Bitmap Index Scan on jobs_search/);
    // The window's day keys and the experience, work-mode and salary filters are asked of the index (its
    // Index Cond), not checked row by row.
    expect(windowPlan).toMatch(
      /Bitmap Index Scan on jobs_search.*\n\s*Index Cond: .*posted_day.*min_exp.*work_from_home THEN 2.*@> '\{2,13\}'/,
    );
  });
});
