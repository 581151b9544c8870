/** Queries on the outbox of messages the product sends. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { firstRow } from '../../query.ts';

interface OutboxInsert {
  vertical: string;
  seekerId: number | null;
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  /** Extra mail headers (`List-Unsubscribe`...), stored as sent. */
  headers?: Record<string, string> | null;
  /** A message to send later: not before this instant (ISO), by a background task. */
  sendAfter?: string | null;
  /** What the message is about (`interview-slot:{id}:{applicationId}`), so it can be withdrawn. */
  ref?: string | null;
}

export const insertOutboxMessage = async (q: Queryable, m: OutboxInsert) =>
  (
    await firstRow<{ id: number }>(
      q,
      sql`INSERT INTO outbox (vertical, seeker_id, recipient, kind, subject, body, code, link, send_after, ref, headers)
     VALUES (${m.vertical}, ${m.seekerId}, ${m.recipient}, ${m.kind}, ${m.subject}, ${m.body}, ${m.code}, ${m.link}, ${m.sendAfter ?? null}, ${m.ref ?? null},
             ${m.headers ? JSON.stringify(m.headers) : null}::jsonb) RETURNING id`,
    )
  )?.id;

export async function markOutboxSent(q: Queryable, id: number): Promise<void> {
  await q.rows(sql`UPDATE outbox SET sent_at = now() WHERE id = ${id}`);
}

interface OutboxRow<Kind extends string = string> {
  id: number | string;
  recipient: string;
  kind: Kind;
  subject: string;
  body: string;
  code: string | null;
  link: string | null;
  headers: Record<string, string> | null;
  created_at: string | Date;
}

/** The vertical's newest messages, to one recipient or to anyone. */
export const latestOutboxRows = <Kind extends string>(
  q: Queryable,
  vertical: string,
  recipient: string | null,
  limit: number,
) =>
  q.rows<OutboxRow<Kind>>(
    sql`SELECT id, recipient, kind, subject, body, code, link, headers, created_at
       FROM outbox WHERE vertical = ${vertical} AND (${recipient}::text IS NULL OR recipient = ${recipient})
      ORDER BY id DESC LIMIT ${limit}`,
  );
