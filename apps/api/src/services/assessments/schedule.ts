/**
 * The timed-questions attempts' scheduled work (assessments and the competition's quiz), run by every
 * API process (`background.ts`).
 */
import type { BackgroundTask } from '../../background.ts';
import type { Db } from '../../db/client.ts';
import { registerCompetitionOwner } from '../competition/owner.ts';
import { submitExpired } from '../timed/engine.ts';
import { registerAssessmentOwner } from './owner.ts';

/** How often open attempts past their deadline are submitted (a read or an answer submits sooner). */
const SWEEP_EVERY_MS = 5_000;

export function assessmentTasks(db: Db): BackgroundTask[] {
  // The sweep submits any owner's attempts: every owner's hook must be registered in this process.
  registerAssessmentOwner();
  registerCompetitionOwner();
  return [
    {
      // Every process runs it: the engine claims rows with FOR UPDATE SKIP LOCKED and scores each once.
      name: 'timed-attempts:submit-expired',
      everyMs: SWEEP_EVERY_MS,
      run: () => submitExpired(db, 200),
    },
  ];
}
