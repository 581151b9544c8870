/** The interviews service's scheduled work, run by every API process (`background.ts`). */
import type { BackgroundTask } from '../../background.ts';
import type { Db } from '../../db/client.ts';
import type { Sender } from '../auth/outbox.ts';

export function interviewTasks(db: Db, send?: Sender): BackgroundTask[] {
  void db;
  void send;
  return [];
}
