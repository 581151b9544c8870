import type { Db } from '../../db/client.ts';

/**
 * Fixed-window counters kept in the database, so every API process shares them. Returns whether this
 * hit is still within `limit` for the window of `windowS` seconds.
 */
export async function withinLimit(db: Db, key: string, limit: number, windowS: number): Promise<boolean> {
  const rows = (await db.raw(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $2) THEN 1 ELSE rate_limits.hits + 1 END,
       window_start = CASE WHEN rate_limits.window_start < now() - make_interval(secs => $2) THEN now() ELSE rate_limits.window_start END
     RETURNING hits`,
    [key, windowS],
  )) as { hits: number }[];
  return (rows[0]?.hits ?? 0) <= limit;
}
