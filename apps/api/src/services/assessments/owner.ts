/**
 * Assessments as an owner of timed-questions attempts: when the seeker's attempt is submitted (by them,
 * lazily at the deadline or by the sweep), the assessment records the score and is completed, in the
 * transaction that scored the attempt.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { applications, assessments } from '../../db/schema.ts';
import { ASSESSMENT_OWNER } from '../job/queries/assessments.ts';
import { ASSESSMENT_NOTICES, markDone } from '../notifications/queries.ts';
import { onSubmitted } from '../timed/engine.ts';

export { ASSESSMENT_OWNER };

let registered = false;

/** Registers the assessments' submission hook with the engine (once per process). */
export function registerAssessmentOwner(): void {
  if (registered) return;
  registered = true;
  onSubmitted(ASSESSMENT_OWNER, async (tx, attempt) => {
    const completed = await tx.orm
      .update(assessments)
      .set({
        status: 'completed',
        score: attempt.score,
        maxScore: attempt.maxScore,
        completedAt: sql`coalesce(${assessments.completedAt}, ${attempt.submittedAt.toISOString()}::timestamptz)`,
      })
      .where(and(eq(assessments.id, attempt.ownerId), eq(assessments.questionSetId, attempt.setId)))
      .returning({ applicationId: assessments.applicationId });
    // Finishing it is what the assessment's notices asked for: they are read (decision 0064).
    for (const { applicationId } of completed) await assessmentDone(tx, applicationId);
  });
}

/** Marks read the notices that asked for the application's assessment, now finished. */
async function assessmentDone(tx: Queryable, applicationId: number): Promise<void> {
  const [app] = await tx.orm
    .select({ seekerId: applications.seekerId, jobId: applications.jobId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (app) await markDone(tx, app.seekerId, app.jobId, ASSESSMENT_NOTICES);
}
