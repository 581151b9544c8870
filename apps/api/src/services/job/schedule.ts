/**
 * The job work of every API process (`background.ts`): jobs whose expiry has passed leave the search
 * index (migration 0017, decision 0053). The update is the same whoever runs it, so several processes
 * on one database may run it at once.
 */
import { and, inArray, lte, sql } from 'drizzle-orm';
import type { BackgroundTask } from '../../background.ts';
import type { Queryable } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';

const UNLIST_EVERY_MS = 10 * 60_000;
/** At most this many jobs a run, so a long backlog (a database restored after months) goes in steps. */
const UNLIST_BATCH = 5_000;

/**
 * Clears `listed` on listed jobs whose expiry has passed, up to UNLIST_BATCH of them. The expiry is read
 * as UTC wall time, as the partial index `jobs_listed_expiry` holds it (which keeps that index out of the
 * searches' plans). Answers how many it cleared.
 */
export async function unlistExpiredJobs(q: Queryable): Promise<number> {
  const expiry = sql`(${jobs.expiresAt} AT TIME ZONE 'UTC')`;
  const rows = await q.orm
    .update(jobs)
    .set({ listed: false })
    .where(
      inArray(
        jobs.id,
        q.orm
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(sql`${jobs.listed}`, lte(expiry, sql`(now() AT TIME ZONE 'UTC')`)))
          .orderBy(expiry)
          .limit(UNLIST_BATCH),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

export function jobTasks(db: Queryable): BackgroundTask[] {
  return [{ name: 'unlist-expired-jobs', everyMs: UNLIST_EVERY_MS, run: () => unlistExpiredJobs(db) }];
}
