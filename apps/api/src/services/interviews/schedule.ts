/**
 * The interviews service's scheduled work, run by every API process (`background.ts`): interview
 * reminders whose `send_after` has come. Each run claims its rows with one conditional UPDATE over
 * `FOR UPDATE SKIP LOCKED`, so several processes never send one reminder twice; a delivery that fails
 * is released for a later run. Without a sender the reminders stay in the outbox (the development page
 * lists them).
 */
import type { BackgroundTask } from '../../background.ts';
import type { Db } from '../../db/client.ts';
import type { Sender } from '../auth/outbox.ts';
import { claimDueReminders, releaseReminder } from './queries.ts';

/** How often each process looks for due reminders. */
const REMINDER_EVERY_MS = 60_000;
const BATCH = 50;

/** Sends the due reminders once; answers how many went out. */
export async function sendDueReminders(db: Db, send: Sender): Promise<number> {
  const claimed = await claimDueReminders(db, BATCH);
  let sent = 0;
  for (const row of claimed) {
    const ok = await send({
      vertical: row.vertical,
      seekerId: row.seeker_id,
      recipient: row.recipient,
      kind: 'interview-reminder',
      subject: row.subject,
      body: row.body,
      ...(row.link ? { link: row.link } : {}),
    }).catch(() => false);
    if (ok) sent += 1;
    else await releaseReminder(db, row.id);
  }
  return sent;
}

export function interviewTasks(db: Db, send?: Sender): BackgroundTask[] {
  if (!send) return [];
  return [{ name: 'interview-reminders', everyMs: REMINDER_EVERY_MS, run: () => sendDueReminders(db, send) }];
}
