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
  /** What makes it one message: a second row of a key is not written. */
  idempotencyKey?: string | null;
}

/** Writes the message; answers its id, or undefined when a message of its idempotency key is there. */
export const insertOutboxMessage = async (q: Queryable, m: OutboxInsert) =>
  (
    await firstRow<{ id: number }>(
      q,
      sql`INSERT INTO outbox (vertical, seeker_id, recipient, kind, subject, body, code, link, send_after, ref, headers, idempotency_key)
     VALUES (${m.vertical}, ${m.seekerId}, ${m.recipient}, ${m.kind}, ${m.subject}, ${m.body}, ${m.code}, ${m.link}, ${m.sendAfter ?? null}, ${m.ref ?? null},
             ${m.headers ? JSON.stringify(m.headers) : null}::jsonb, ${m.idempotencyKey ?? null})
     ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING RETURNING id`,
    )
  )?.id;

export async function markOutboxSent(q: Queryable, id: number): Promise<void> {
  await q.rows(sql`UPDATE outbox SET sent_at = now() WHERE id = ${id}`);
}

/** A queued message claimed for delivery. */
export type QueuedRow = Omit<OutboxRow, 'created_at'> & {
  vertical: string;
  seeker_id: number | null;
  idempotency_key: string | null;
};

/**
 * Claims up to `limit` queued messages that are due (`send_after` has come, not sent yet) for `leaseS`
 * seconds: their `send_after` moves past the lease, so no other process takes them meanwhile and, if
 * this one dies before sending, any process takes them again after it. `FOR UPDATE SKIP LOCKED` keeps two
 * claims at once apart.
 */
export const claimQueued = (q: Queryable, limit: number, leaseS: number) =>
  q.rows<QueuedRow>(
    sql`UPDATE outbox SET send_after = now() + make_interval(secs => ${leaseS}) WHERE id IN (
        SELECT id FROM outbox WHERE sent_at IS NULL AND send_after <= now()
         ORDER BY send_after, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id, vertical, seeker_id, recipient, kind, subject, body, code, link, headers, idempotency_key`,
  );

/** Gives a claimed message back to the queue, due again in `afterS` seconds (its delivery failed). */
export async function retryQueued(q: Queryable, id: number | string, afterS: number): Promise<void> {
  await q.rows(
    sql`UPDATE outbox SET send_after = now() + make_interval(secs => ${afterS}) WHERE id = ${id} AND sent_at IS NULL`,
  );
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
