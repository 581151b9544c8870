/** The assessments service's scheduled work, run by every API process (`background.ts`). */
import type { BackgroundTask } from '../../background.ts';
import type { Db } from '../../db/client.ts';

export function assessmentTasks(db: Db): BackgroundTask[] {
  void db;

  return [];
}
