/** The queries behind the rate limits and the sign-in delays, all on the shared `rate_limits` table. */
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { firstRow } from '../../query.ts';

/** Counts one hit on `key`, starting a new window when the last began over `windowS` seconds ago. */
export const hitRateLimit = async (q: Queryable, key: string, windowS: number) =>
  (
    await firstRow<{ hits: number }>(
      q,
      sql`INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowS}) THEN 1 ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => ${windowS}) THEN now() ELSE rate_limits.window_start END
     RETURNING hits`,
    )
  )?.hits;

/**
 * A schedule of growing delays (see `throttle.ts`): `hits` attempts so far in a window that began at
 * `window_start`; the first `free` come at once, and each later one must wait until the window is
 * `due(hits)` seconds old.
 */
export interface DelaySchedule {
  free: number;
  firstDelayS: number;
  maxDelayS: number;
  /** How many delays double before they reach `maxDelayS`. */
  doublings: number;
  /** A window is forgotten once it has been quiet this long after its next attempt was due. */
  forgetAfterS: number;
}

/** Seconds from the window's start until the attempt after `hits` is due. */
function due(s: DelaySchedule, hits: SQL): SQL {
  const beyond = sql`(${hits} - ${s.free})`;
  return sql`(CASE
    WHEN ${hits} < ${s.free} THEN 0
    WHEN ${beyond} < ${s.doublings} THEN ${s.firstDelayS}::float8 * (power(2, ${beyond} + 1) - 1)
    ELSE ${s.firstDelayS}::float8 * (power(2, ${s.doublings}) - 1) + (${beyond} - ${s.doublings} + 1) * ${s.maxDelayS}::float8
  END)`;
}

const forgotten = (s: DelaySchedule) =>
  sql`rate_limits.window_start + make_interval(secs => ${due(s, sql`rate_limits.hits`)} + ${s.forgetAfterS}) < now()`;

/**
 * Counts one attempt on `key` if it is due (or the window was forgotten), in one statement, so
 * attempts running at once on any number of API processes cannot all slip through. Answers whether
 * the attempt was counted.
 */
export const claimAttempt = async (q: Queryable, key: string, s: DelaySchedule) =>
  (
    await q.rows<{ hits: number }>(
      sql`INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN ${forgotten(s)} THEN 1 ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN ${forgotten(s)} THEN now() ELSE rate_limits.window_start END
     WHERE ${forgotten(s)} OR rate_limits.window_start + make_interval(secs => ${due(s, sql`rate_limits.hits`)}) <= now()
     RETURNING hits`,
    )
  ).length > 0;

/** Seconds until the next attempt on `key` is due (0 when it is due now). */
export const secondsUntilDue = async (q: Queryable, key: string, s: DelaySchedule) =>
  Number(
    (
      await firstRow<{ wait: number | string }>(
        q,
        sql`SELECT GREATEST(0, ceil(extract(epoch FROM (rate_limits.window_start + make_interval(secs => ${due(s, sql`rate_limits.hits`)}) - now())))) AS wait
       FROM rate_limits WHERE key = ${key}`,
      )
    )?.wait ?? 0,
  );

/** Takes back one counted attempt (it succeeded, or another check refused it). */
export async function releaseAttempt(q: Queryable, key: string): Promise<void> {
  await q.rows(sql`UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = ${key}`);
}

/** Forgets every attempt on `key`. */
export async function forgetAttempts(q: Queryable, key: string): Promise<void> {
  await q.rows(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
