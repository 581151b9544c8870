/**
 * Live job counts per category and per city. Each is a count over the vertical's live jobs (a few
 * hundred index probes), and the listing, city and sitemap pages that show them ask on every render, so
 * each process reads them at most once a minute: the pages are cached publicly for as long
 * (`publicCache(60)`), and a count a minute old misleads no one. Concurrent askers share one read.
 */
import type { Db } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { ttlCacheByDatabase } from '../ttl-cache.ts';
import { categoryJobCounts, cityJobCounts } from './queries/listings.ts';

const TTL_MS = 60_000;

type Counts = Map<number, number>;
const cached = ttlCacheByDatabase<string, Counts>(TTL_MS);

/** Live jobs of each category of the vertical, counted up to 10,000. */
export const categoryCounts = (db: Db, vertical: Vertical) =>
  cached(db, `categories:${vertical}`, () => categoryJobCounts(db, vertical));

/** Live jobs in each city of the vertical, counted up to 1,000. */
export const cityCounts = (db: Db, vertical: Vertical) =>
  cached(db, `cities:${vertical}`, () => cityJobCounts(db, vertical));
