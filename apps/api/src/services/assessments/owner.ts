/**
 * Assessments as an owner of timed-questions attempts: when the seeker's attempt is submitted (by them,
 * lazily at the deadline or by the sweep), the assessment records the score and is completed, in the
 * transaction that scored the attempt.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { ASSESSMENT_OWNER } from '../job/queries/assessments.ts';
import { ASSESSMENT_NOTICES, markDone } from '../notifications/queries.ts';
import { firstRow } from '../query.ts';
import { onSubmitted } from '../timed/engine.ts';

export { ASSESSMENT_OWNER };

let registered = false;

/** Registers the assessments' submission hook with the engine (once per process). */
export function registerAssessmentOwner(): void {
  if (registered) return;
  registered = true;
  onSubmitted(ASSESSMENT_OWNER, async (tx, attempt) => {
    const completed = await tx.rows<{ application_id: string | number }>(
      sql`UPDATE assessments SET status = 'completed', score = ${attempt.score}, max_score = ${attempt.maxScore},
            completed_at = coalesce(completed_at, ${attempt.submittedAt.toISOString()}::timestamptz)
          WHERE id = ${attempt.ownerId} AND question_set_id = ${attempt.setId} RETURNING application_id`,
    );
    // Finishing it is what the assessment's notices asked for: they are read (decision 0064).
    for (const { application_id } of completed) await assessmentDone(tx, application_id);
  });
}

/** Marks read the notices that asked for the application's assessment, now finished. */
async function assessmentDone(tx: Queryable, applicationId: number | string): Promise<void> {
  const app = await firstRow<{ seeker_id: number; job_id: string | number }>(
    tx,
    sql`SELECT seeker_id, job_id FROM applications WHERE id = ${applicationId}`,
  );
  if (app) await markDone(tx, app.seeker_id, app.job_id, ASSESSMENT_NOTICES);
}
