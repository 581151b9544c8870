/** Queries on the outbox of messages the product sends. */
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { outbox } from '../../../db/schema.ts';

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
  /** A message to send later: not before this instant, by a background task. */
  sendAfter?: Date | null;
  /** What the message is about (`interview-slot:{id}:{applicationId}`), so it can be withdrawn. */
  ref?: string | null;
  /** What makes it one message: a second row of a key is not written. */
  idempotencyKey?: string | null;
}

/** Writes the message; answers its id, or undefined when a message of its idempotency key is there. */
export const insertOutboxMessage = async (q: Queryable, m: OutboxInsert) =>
  (
    await q.orm
      .insert(outbox)
      .values(m)
      .onConflictDoNothing({ target: outbox.idempotencyKey, where: sql`idempotency_key IS NOT NULL` })
      .returning({ id: outbox.id })
  )[0]?.id;

export async function markOutboxSent(q: Queryable, id: number): Promise<void> {
  await q.orm.update(outbox).set({ sentAt: sql`now()` }).where(eq(outbox.id, id));
}

/** A message's content as the sender and the dev console read it. */
const messageColumns = {
  recipient: outbox.recipient,
  kind: outbox.kind,
  subject: outbox.subject,
  body: outbox.body,
  code: outbox.code,
  link: outbox.link,
  headers: outbox.headers,
};

/**
 * Claims up to `limit` queued messages that are due (`send_after` has come, not sent yet) for `leaseS`
 * seconds: their `send_after` moves past the lease, so no other process takes them meanwhile and, if
 * this one dies before sending, any process takes them again after it. `FOR UPDATE SKIP LOCKED` keeps two
 * claims at once apart.
 */
export const claimQueued = (q: Queryable, limit: number, leaseS: number) =>
  q.orm
    .update(outbox)
    .set({ sendAfter: sql`now() + make_interval(secs => ${leaseS})` })
    .where(
      inArray(
        outbox.id,
        q.orm
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(isNull(outbox.sentAt), lte(outbox.sendAfter, sql`now()`)))
          .orderBy(asc(outbox.sendAfter), asc(outbox.id))
          .limit(limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({
      id: outbox.id,
      vertical: outbox.vertical,
      seekerId: outbox.seekerId,
      ...messageColumns,
      idempotencyKey: outbox.idempotencyKey,
    });

/** Gives a claimed message back to the queue, due again in `afterS` seconds (its delivery failed). */
export async function retryQueued(q: Queryable, id: number, afterS: number): Promise<void> {
  await q.orm
    .update(outbox)
    .set({ sendAfter: sql`now() + make_interval(secs => ${afterS})` })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
}

/** The vertical's newest messages, to one recipient or to anyone. */
export const latestOutboxRows = (q: Queryable, vertical: string, recipient: string | null, limit: number) =>
  q.orm
    .select({
      id: outbox.id,
      ...messageColumns,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(
      and(eq(outbox.vertical, vertical), recipient === null ? undefined : eq(outbox.recipient, recipient)),
    )
    .orderBy(desc(outbox.id))
    .limit(limit);
