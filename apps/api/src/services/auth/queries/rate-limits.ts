/** The query behind the fixed-window rate limits. */
import { sql } from 'drizzle-orm';
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
