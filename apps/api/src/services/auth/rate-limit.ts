import type { Db } from '../../db/client.ts';
import { hitRateLimit } from './queries/rate-limits.ts';

/**
 * Fixed-window counters kept in the database, so every API process shares them. Returns whether this
 * hit is still within `limit` for the window of `windowS` seconds.
 */
export async function withinLimit(db: Db, key: string, limit: number, windowS: number): Promise<boolean> {
  return ((await hitRateLimit(db, key, windowS)) ?? 0) <= limit;
}
