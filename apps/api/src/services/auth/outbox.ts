import type { BackgroundTask } from '../../background.ts';
import type { Db, Queryable } from '../../db/client.ts';
import {
  claimQueued,
  insertOutboxMessage,
  latestOutboxRows,
  markOutboxSent,
  retryQueued,
} from './queries/outbox.ts';

/**
 * Every message the product sends (verification, reset, one-time codes, policy, email change, alerts,
 * recommendation requests...) is written here first. Outside production `GET /{vertical}/dev/outbox`
 * lists the latest, so a person or a test can finish any flow; with SMTP configured a sender delivers
 * them as well.
 *
 * Transactional kinds answer something the person did or must know (decision 0037): codes, links to
 * verify or reset, the policy, an email change, interview reminders, enquiry confirmations, the note
 * that a recommendation was written. The others are mail a person can leave, and carry the RFC 8058
 * `List-Unsubscribe` and `List-Unsubscribe-Post` headers (`services/email-preferences/links.ts`):
 * the saved searches' digests and the recommendation requests sent to contacts. The early-applicant
 * alerts belong to a paid subscription and stop on its preference page. The emails about a seeker's
 * applications (a status change, a recruiter's message) can be left too (decision 0064).
 *
 * Most messages are sent as soon as they are written (`enqueue`). Those written inside the transaction
 * of a change (`queue`: the status and message emails, interview reminders) are delivered by the
 * outbox's background task (`outboxTasks`), from every API process, each message once.
 */
export type MessageKind =
  | 'verify-email'
  | 'reset-password'
  | 'one-time-code'
  | 'two-factor-code'
  | 'policy'
  | 'email-change'
  | 'reactivate'
  | 'interview-reminder'
  | 'course-enquiry'
  | 'job-alert-digest'
  | 'early-applicant-alert'
  | 'recommendation-request'
  | 'recommendation-written'
  | 'application-status'
  | 'recruiter-message';

/** Mail headers a message is sent with beyond the usual ones (`List-Unsubscribe`...). */
export type MessageHeaders = Record<string, string>;

export interface OutgoingMessage {
  vertical: string;
  seekerId: number | null;
  recipient: string;
  kind: MessageKind;
  subject: string;
  body: string;
  code?: string;
  link?: string;
  headers?: MessageHeaders;
}

export interface OutboxEntry {
  id: number;
  recipient: string;
  kind: MessageKind;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  /** The extra headers it was sent with; `{}` when none. */
  headers: MessageHeaders;
  createdAt: string;
}

/** Delivers a message; answers whether it went out. It never throws: a failed delivery stays in the outbox. */
export type Sender = (message: OutgoingMessage) => Promise<boolean>;

/** The outbox row of a message; `sendAfter` null: not queued, its writer sends it at once. */
const rowOf = (message: OutgoingMessage & { ref?: string }, sendAfter: Date | null) => ({
  vertical: message.vertical,
  seekerId: message.seekerId,
  recipient: message.recipient,
  kind: message.kind,
  subject: message.subject,
  body: message.body,
  code: message.code ?? null,
  link: message.link ?? null,
  headers: message.headers ?? null,
  sendAfter: sendAfter?.toISOString() ?? null,
  ref: message.ref ?? null,
});

export async function enqueue(db: Db, message: OutgoingMessage, send?: Sender): Promise<void> {
  const id = await insertOutboxMessage(db, rowOf(message, null));
  if (send && id !== undefined && (await send(message))) await markOutboxSent(db, id);
}

/**
 * Writes a message for the outbox's background task to deliver once `at` has come (now by default), on
 * `q`: inside a change's transaction it exists exactly when the change does. Answers its id.
 */
export async function queue(
  q: Queryable,
  message: OutgoingMessage & { ref?: string },
  at: Date = new Date(),
): Promise<number | undefined> {
  const id = await insertOutboxMessage(q, rowOf(message, at));
  return id === undefined ? undefined : Number(id);
}

/** How often each process delivers the queued messages that are due. */
const DELIVER_EVERY_MS = 15_000;
const DELIVER_BATCH = 50;
/** A claimed message is another process's to send again after this long (its sender died meanwhile). */
const LEASE_S = 600;
/** A failed delivery is tried again after this long. */
const RETRY_S = 60;

/**
 * Delivers the queued messages that are due; answers how many went out. Each is claimed for a lease
 * first, so of several processes running this at once one sends it; sent, it is marked; failed, it is
 * due again a minute later. A process that dies between the claim and the mark leaves it to be sent again
 * when the lease ends: at least once, twice only if it died after the mail server took it.
 */
export async function deliverQueued(db: Db, send: Sender): Promise<number> {
  let sent = 0;
  for (const row of await claimQueued(db, DELIVER_BATCH, LEASE_S)) {
    const ok = await send({
      vertical: row.vertical,
      seekerId: row.seeker_id,
      recipient: row.recipient,
      kind: row.kind as MessageKind,
      subject: row.subject,
      body: row.body,
      ...(row.code ? { code: row.code } : {}),
      ...(row.link ? { link: row.link } : {}),
      ...(row.headers ? { headers: row.headers } : {}),
    }).catch(() => false);
    if (ok) {
      await markOutboxSent(db, Number(row.id));
      sent += 1;
    } else await retryQueued(db, row.id, RETRY_S);
  }
  return sent;
}

/**
 * The outbox's background task: without a sender (no SMTP) queued messages stay in the outbox, where
 * the development page lists them.
 */
export function outboxTasks(db: Db, send?: Sender): BackgroundTask[] {
  if (!send) return [];
  return [{ name: 'outbox-delivery', everyMs: DELIVER_EVERY_MS, run: () => deliverQueued(db, send) }];
}

export async function latestMessages(
  db: Db,
  vertical: string,
  recipient: string | undefined,
  limit = 50,
): Promise<OutboxEntry[]> {
  const rows = await latestOutboxRows<MessageKind>(db, vertical, recipient ?? null, limit);
  return rows.map((r) => ({
    id: Number(r.id),
    recipient: r.recipient,
    kind: r.kind,
    subject: r.subject,
    body: r.body,
    code: r.code,
    link: r.link,
    headers: r.headers ?? {},
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
