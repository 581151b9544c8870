/**
 * Assessments as an owner of timed-questions attempts: when the seeker's attempt is submitted (by them,
 * lazily at the deadline or by the sweep), the assessment records the score and is completed, in the
 * transaction that scored the attempt.
 */
import { sql } from 'drizzle-orm';
import { ASSESSMENT_OWNER } from '../job/queries/assessments.ts';
import { onSubmitted } from '../timed/engine.ts';

export { ASSESSMENT_OWNER };

let registered = false;

/** Registers the assessments' submission hook with the engine (once per process). */
export function registerAssessmentOwner(): void {
  if (registered) return;
  registered = true;
  onSubmitted(ASSESSMENT_OWNER, async (tx, attempt) => {
    await tx.rows(
      sql`UPDATE assessments SET status = 'completed', score = ${attempt.score}, max_score = ${attempt.maxScore},
            completed_at = coalesce(completed_at, ${attempt.submittedAt.toISOString()}::timestamptz)
          WHERE id = ${attempt.ownerId} AND question_set_id = ${attempt.setId}`,
    );
  });
}
