import type { Db } from '../../db/client.ts';

/**
 * Every message the product sends (verification, reset, one-time codes, policy, email change) is
 * written here first. Outside production `GET /{vertical}/dev/outbox` lists the latest, so a person or
 * a test can finish any flow; with SMTP configured a sender delivers them as well.
 */
type MessageKind =
  | 'verify-email'
  | 'reset-password'
  | 'one-time-code'
  | 'two-factor-code'
  | 'policy'
  | 'email-change'
  | 'reactivate';

export interface OutgoingMessage {
  vertical: string;
  seekerId: number | null;
  recipient: string;
  kind: MessageKind;
  subject: string;
  body: string;
  code?: string;
  link?: string;
}

export interface OutboxEntry {
  id: number;
  recipient: string;
  kind: MessageKind;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  createdAt: string;
}

/** Delivers a message; answers whether it went out. It never throws: a failed delivery stays in the outbox. */
export type Sender = (message: OutgoingMessage) => Promise<boolean>;

export async function enqueue(db: Db, message: OutgoingMessage, send?: Sender): Promise<void> {
  const rows = (await db.raw(
    `INSERT INTO outbox (vertical, seeker_id, recipient, kind, subject, body, code, link)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      message.vertical,
      message.seekerId,
      message.recipient,
      message.kind,
      message.subject,
      message.body,
      message.code ?? null,
      message.link ?? null,
    ],
  )) as { id: number }[];
  if (send && rows[0] && (await send(message))) {
    await db.raw(`UPDATE outbox SET sent_at = now() WHERE id = $1`, [rows[0].id]);
  }
}

export async function latestMessages(
  db: Db,
  vertical: string,
  recipient: string | undefined,
  limit = 50,
): Promise<OutboxEntry[]> {
  const rows = (await db.raw(
    `SELECT id, recipient, kind, subject, body, code, link, created_at
       FROM outbox WHERE vertical = $1 AND ($2::text IS NULL OR recipient = $2)
      ORDER BY id DESC LIMIT $3`,
    [vertical, recipient ?? null, limit],
  )) as {
    id: number | string;
    recipient: string;
    kind: MessageKind;
    subject: string;
    body: string;
    code: string | null;
    link: string | null;
    created_at: string | Date;
  }[];
  return rows.map((r) => ({
    id: Number(r.id),
    recipient: r.recipient,
    kind: r.kind,
    subject: r.subject,
    body: r.body,
    code: r.code,
    link: r.link,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
