/** The queries behind the rate limits and the sign-in delays, all on the shared `rate_limits` table. */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { rateLimits } from '../../../db/schema.ts';

/**
 * Counts one hit on `key` in one statement: the first hit opens a window, a later one adds to it, or
 * opens a new window when `restart` holds; with `onlyIf`, a later hit counts only when that holds.
 * Answers the counted row (none when `onlyIf` refused the hit).
 */
const countHit = (q: Queryable, key: string, restart: SQL, onlyIf?: SQL) =>
  q.orm
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${restart} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${restart} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
      ...(onlyIf && { setWhere: onlyIf }),
    })
    .returning({ hits: rateLimits.hits });

/** Counts one hit on `key`, starting a new window when the last began over `windowS` seconds ago. */
export const hitRateLimit = async (q: Queryable, key: string, windowS: number) =>
  (await countHit(q, key, sql`${rateLimits.windowStart} < now() - make_interval(secs => ${windowS})`))[0]
    ?.hits;

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

/** When the window's next attempt is due. */
const dueAt = (s: DelaySchedule) =>
  sql`${rateLimits.windowStart} + make_interval(secs => ${due(s, sql`${rateLimits.hits}`)})`;

const forgotten = (s: DelaySchedule) =>
  sql`${rateLimits.windowStart} + make_interval(secs => ${due(s, sql`${rateLimits.hits}`)} + ${s.forgetAfterS}) < now()`;

/**
 * Counts one attempt on `key` if it is due (or the window was forgotten), in one statement, so
 * attempts running at once on any number of API processes cannot all slip through. Answers whether
 * the attempt was counted.
 */
export const claimAttempt = async (q: Queryable, key: string, s: DelaySchedule) =>
  (await countHit(q, key, forgotten(s), sql`${forgotten(s)} OR ${dueAt(s)} <= now()`)).length > 0;

/** Seconds until the next attempt on `key` is due (0 when it is due now). */
export const secondsUntilDue = async (q: Queryable, key: string, s: DelaySchedule) =>
  (
    await q.orm
      .select({ wait: sql`GREATEST(0, ceil(extract(epoch FROM (${dueAt(s)} - now()))))`.mapWith(Number) })
      .from(rateLimits)
      .where(eq(rateLimits.key, key))
  )[0]?.wait ?? 0;

/** Takes back one counted attempt (it succeeded, or another check refused it). */
export async function releaseAttempt(q: Queryable, key: string): Promise<void> {
  await q.orm
    .update(rateLimits)
    .set({ hits: sql`GREATEST(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** Forgets every attempt on `key`. */
export async function forgetAttempts(q: Queryable, key: string): Promise<void> {
  await q.orm.delete(rateLimits).where(eq(rateLimits.key, key));
}
