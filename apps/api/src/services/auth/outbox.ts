import { createHash } from 'node:crypto';
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
 * Most messages are sent as soon as they are written (`enqueue`, `write`). Those written inside the
 * transaction of a change (`queue`: the status and message emails, interview reminders) are delivered by
 * the outbox's background task (`outboxTasks`), from every API process, each message at least once.
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

/**
 * Each kind's kind of mail (decisions 0037, 0070). Transactional mail answers something the person did or
 * must know: codes, links to verify or reset, the policy, an email change, interview reminders, enquiry
 * confirmations, the note that a recommendation was written. Bulk mail is mail a person can leave, and
 * every message of it carries the RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post` headers
 * (`services/email-preferences/links.ts`): the saved searches' digests, the early-applicant alerts, the
 * recommendation requests to contacts, and the emails about a seeker's applications. A new kind must be
 * put in one or the other here; writing a bulk message without the headers throws.
 */
const MAIL_OF_KIND = {
  'verify-email': 'transactional',
  'reset-password': 'transactional',
  'one-time-code': 'transactional',
  'two-factor-code': 'transactional',
  policy: 'transactional',
  'email-change': 'transactional',
  reactivate: 'transactional',
  'interview-reminder': 'transactional',
  'course-enquiry': 'transactional',
  'recommendation-written': 'transactional',
  'job-alert-digest': 'bulk',
  'early-applicant-alert': 'bulk',
  'recommendation-request': 'bulk',
  'application-status': 'bulk',
  'recruiter-message': 'bulk',
} as const satisfies Record<MessageKind, 'bulk' | 'transactional'>;

/** The kinds of mail a person can leave. */
export type BulkKind = {
  [K in MessageKind]: (typeof MAIL_OF_KIND)[K] extends 'bulk' ? K : never;
}[MessageKind];

const kinds = Object.keys(MAIL_OF_KIND) as MessageKind[];
export const BULK_KINDS = kinds.filter((k): k is BulkKind => MAIL_OF_KIND[k] === 'bulk');
export const TRANSACTIONAL_KINDS = kinds.filter((k) => MAIL_OF_KIND[k] === 'transactional');

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
  /**
   * What makes the message one message (`interview-reminder:{slot}:{application}`): the outbox keeps one
   * row a key, so a writer run twice queues it once; every delivery of it carries one `Message-ID`
   * (`messageIdOf`), so a resend after a crash is recognisably the same email. A message written without
   * one is keyed by its row (`outbox:{id}`) when it is sent.
   */
  key?: string;
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

/** Refuses a bulk message without its one-click unsubscribe: every one of them must carry it. */
function checkHeaders(message: OutgoingMessage): OutgoingMessage {
  const h = message.headers ?? {};
  if (MAIL_OF_KIND[message.kind] === 'bulk' && !(h['List-Unsubscribe'] && h['List-Unsubscribe-Post']))
    throw new Error(`a ${message.kind} email must carry List-Unsubscribe and List-Unsubscribe-Post`);
  return message;
}

/** The outbox row of a message; `sendAfter` null: not queued, its writer sends it at once. */
const rowOf = (message: OutgoingMessage & { ref?: string }, sendAfter: Date | null) => ({
  vertical: message.vertical,
  seekerId: message.seekerId,
  recipient: message.recipient,
  kind: checkHeaders(message).kind,
  subject: message.subject,
  body: message.body,
  code: message.code ?? null,
  link: message.link ?? null,
  headers: message.headers ?? null,
  sendAfter,
  ref: message.ref ?? null,
  idempotencyKey: message.key ?? null,
});

/** The key a message is delivered with: its own, else its outbox row's. */
const keyed = (message: OutgoingMessage, id: number): OutgoingMessage => ({
  ...message,
  key: message.key ?? `outbox:${id}`,
});

/**
 * The `Message-ID` of every delivery of the message with this key, in the sender's domain (RFC 5322
 * section 3.6.4): a hash of the key, so it says nothing of what the message is about.
 */
export function messageIdOf(key: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${createHash('sha256').update(key).digest('base64url').slice(0, 32)}@${domain}>`;
}

export async function enqueue(db: Db, message: OutgoingMessage, send?: Sender): Promise<void> {
  const id = await insertOutboxMessage(db, rowOf(message, null));
  if (send && id !== undefined && (await send(keyed(message, id)))) await markOutboxSent(db, id);
}

/** A message written in a change's transaction, for its writer to hand to the sender after the commit. */
export interface Written {
  id: number;
  message: OutgoingMessage;
}

/**
 * Writes a message on `tx` (the transaction of the change it is about) for its writer to deliver once
 * that commits (`deliverWritten`); undefined when its key was written before.
 */
export async function write(tx: Queryable, message: OutgoingMessage): Promise<Written | undefined> {
  const id = await insertOutboxMessage(tx, rowOf(message, null));
  return id === undefined ? undefined : { id, message: keyed(message, id) };
}

/** Hands committed messages to the sender; a failed delivery stays unsent in the outbox. */
export async function deliverWritten(db: Db, send: Sender | undefined, written: readonly Written[]) {
  if (!send) return;
  for (const { id, message } of written) {
    if (await send(message).catch(() => false)) await markOutboxSent(db, id);
  }
}

/**
 * Writes a message for the outbox's background task to deliver once `at` has come (now by default), on
 * `q`: inside a change's transaction it exists exactly when the change does. Answers its id; undefined
 * when a message of its key is there already (written by an earlier or a concurrent run), which stays.
 */
export async function queue(
  q: Queryable,
  message: OutgoingMessage & { ref?: string },
  at: Date = new Date(),
): Promise<number | undefined> {
  const id = await insertOutboxMessage(q, rowOf(message, at));
  return id;
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
      seekerId: row.seekerId,
      recipient: row.recipient,
      kind: row.kind as MessageKind,
      subject: row.subject,
      body: row.body,
      ...(row.code ? { code: row.code } : {}),
      ...(row.link ? { link: row.link } : {}),
      ...(row.headers ? { headers: row.headers } : {}),
      key: row.idempotencyKey ?? `outbox:${row.id}`,
    }).catch(() => false);
    if (ok) {
      await markOutboxSent(db, row.id);
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
  const rows = await latestOutboxRows(db, vertical, recipient ?? null, limit);
  return rows.map((r) => ({
    id: r.id,
    recipient: r.recipient,
    kind: r.kind as MessageKind,
    subject: r.subject,
    body: r.body,
    code: r.code,
    link: r.link,
    headers: r.headers ?? {},
    createdAt: r.createdAt.toISOString(),
  }));
}
