/**
 * Which skills go together (issue 40, decision 0102), learned from our own jobs and kept in
 * `tag_relations`: two tags are related when the live jobs that name both are a large enough share of the
 * live jobs that name either (their Jaccard index), over enough jobs for the share to mean something.
 * Rebuilt by scheduled work and once after seeding, never per request; a seeker's match reads a job's
 * relations by its tags.
 */
import { sql } from 'drizzle-orm';
import type { BackgroundTask } from '../../background.ts';
import type { Db } from '../../db/client.ts';

/**
 * The least Jaccard index of a related pair: jobs naming both over jobs naming either. Two tags named
 * independently of each other score about half a tag's share of the jobs (0.01 to 0.02 in the seeded
 * corpus); the pairs jobs really ask for together score 0.03 to 0.2 (decision 0102). 0.05 keeps almost
 * all of those, at three times chance or more.
 */
export const MIN_JACCARD = 0.05;
/** The fewest live jobs naming both: below it a rare pair's index is chance (one job of two gives 0.5). */
export const MIN_JOBS_TOGETHER = 5;
const REFRESH_EVERY_MS = 60 * 60_000;
/** The transaction-scoped advisory lock a rebuild holds: one process rebuilds at a time. */
const REFRESH_LOCK = 0x74616772;

/**
 * Recomputes every related pair from the live jobs (listed: published and not expired), in one
 * transaction, and drops the pairs that no longer qualify. Several processes may run it on one database:
 * they take their turns. Answers how many rows (pairs, each way round) are kept.
 */
export async function refreshTagRelations(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.rows(sql`SELECT pg_advisory_xact_lock(${REFRESH_LOCK})`);
    const kept = await tx.rows(sql`
      WITH named AS (
        SELECT DISTINCT j.id AS job_id, t.tag_id
          FROM jobs j, unnest(j.tag_ids) AS t(tag_id)
         WHERE j.listed
      ), counts AS (
        SELECT tag_id, count(*)::int AS jobs FROM named GROUP BY tag_id
      ), pairs AS (
        SELECT a.tag_id, b.tag_id AS related_tag_id, count(*)::int AS together
          FROM named a JOIN named b ON b.job_id = a.job_id AND b.tag_id <> a.tag_id
         GROUP BY a.tag_id, b.tag_id
        HAVING count(*) >= ${MIN_JOBS_TOGETHER}
      ), scored AS (
        SELECT p.tag_id, p.related_tag_id, p.together,
               p.together::real / (ca.jobs + cb.jobs - p.together) AS jaccard
          FROM pairs p
          JOIN counts ca ON ca.tag_id = p.tag_id
          JOIN counts cb ON cb.tag_id = p.related_tag_id
      )
        INSERT INTO tag_relations AS r (tag_id, related_tag_id, jobs_together, jaccard, computed_at)
        SELECT tag_id, related_tag_id, together, jaccard, now()
          FROM scored
         WHERE jaccard >= ${MIN_JACCARD}
           AND EXISTS (SELECT 1 FROM tags WHERE tags.id = scored.tag_id)
           AND EXISTS (SELECT 1 FROM tags WHERE tags.id = scored.related_tag_id)
         ORDER BY tag_id, related_tag_id
        ON CONFLICT (tag_id, related_tag_id) DO UPDATE SET
               jobs_together = excluded.jobs_together,
               jaccard = excluded.jaccard,
               computed_at = excluded.computed_at
        RETURNING r.tag_id`);
    // Every pair this rebuild wrote carries the transaction's now(): any other no longer qualifies.
    await tx.rows(sql`DELETE FROM tag_relations WHERE computed_at <> now()`);
    return kept.length;
  });
}

/** The rebuild every API process schedules; an hour behind the jobs is close enough for what goes together. */
export function tagRelationTasks(db: Db): BackgroundTask[] {
  return [{ name: 'tag-relations', everyMs: REFRESH_EVERY_MS, run: () => refreshTagRelations(db) }];
}
