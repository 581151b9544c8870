import type { Db } from '../../db/client.ts';
import { insertOutboxMessage, latestOutboxRows, markOutboxSent } from './queries/outbox.ts';

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
 * alerts belong to a paid subscription and stop on its preference page.
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
  | 'recommendation-written';

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

export async function enqueue(db: Db, message: OutgoingMessage, send?: Sender): Promise<void> {
  const id = await insertOutboxMessage(db, {
    vertical: message.vertical,
    seekerId: message.seekerId,
    recipient: message.recipient,
    kind: message.kind,
    subject: message.subject,
    body: message.body,
    code: message.code ?? null,
    link: message.link ?? null,
    headers: message.headers ?? null,
  });
  if (send && id !== undefined && (await send(message))) await markOutboxSent(db, id);
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
