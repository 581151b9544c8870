/** The chat's SQL: conversations (one per application), their messages, read marks and blocks. */
import { CHAT_SHORTLISTED_STATUSES } from '@jobsite/domain/calls';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { arrayParam, countOf, firstRow } from '../query.ts';

export type Side = 'recruiter' | 'seeker';

export interface MessageRow {
  id: string | number;
  application_id: string | number;
  sender: Side;
  body: string;
  created_at: Date | string;
}

export interface ConversationRow {
  application_id: string | number;
  seeker_id: number;
  status: string;
  job_id: string | number;
  job_title: string;
  company_name: string;
  recruiter_id: number;
  recruiter_name: string;
  recruiter_pic_url: string | null;
  seeker_read: string | number | null;
  recruiter_read: string | number | null;
  blocked: boolean;
  recruiter_wrote: boolean;
  pro: boolean | null;
  unread: string | number;
  last_id: string | number | null;
  last_sender: Side | null;
  last_body: string | null;
  last_created_at: Date | string | null;
}

const conversationSelect = (where: SQL, tail: SQL) => sql`
  SELECT a.id AS application_id, a.seeker_id, a.status, j.id AS job_id, j.title AS job_title,
    j.company_name, r.id AS recruiter_id, r.name AS recruiter_name, r.pic_url AS recruiter_pic_url,
    sr.last_read_id AS seeker_read, rr.last_read_id AS recruiter_read,
    EXISTS (SELECT 1 FROM chat_blocks b WHERE b.seeker_id = a.seeker_id AND b.recruiter_id = j.recruiter_id) AS blocked,
    EXISTS (SELECT 1 FROM chat_messages m WHERE m.application_id = a.id AND m.sender = 'recruiter') AS recruiter_wrote,
    (SELECT p.pro_until > now() FROM seeker_profiles p WHERE p.seeker_id = a.seeker_id) AS pro,
    (SELECT count(*) FROM chat_messages m WHERE m.application_id = a.id AND m.sender = 'recruiter'
       AND m.id > COALESCE(sr.last_read_id, 0)) AS unread,
    lm.id AS last_id, lm.sender AS last_sender, lm.body AS last_body, lm.created_at AS last_created_at
  FROM applications a
  JOIN jobs j ON j.id = a.job_id
  JOIN recruiters r ON r.id = j.recruiter_id
  LEFT JOIN chat_reads sr ON sr.application_id = a.id AND sr.reader = 'seeker'
  LEFT JOIN chat_reads rr ON rr.application_id = a.id AND rr.reader = 'recruiter'
  LEFT JOIN LATERAL (SELECT m.id, m.sender, m.body, m.created_at FROM chat_messages m
    WHERE m.application_id = a.id ORDER BY m.id DESC LIMIT 1) lm ON true
  WHERE ${where}
  ${tail}`;

/**
 * A page of the seeker's conversations, latest activity first: every application with messages, and
 * those whose recruiter shortlisted them (a Pro seeker may write first there).
 */
export const conversationRows = (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  limit: number,
  offset: number,
) =>
  q.rows<ConversationRow>(
    conversationSelect(
      sql`a.seeker_id = ${seekerId} AND a.vertical = ${vertical}
        AND (lm.id IS NOT NULL OR a.status = ANY(${arrayParam(CHAT_SHORTLISTED_STATUSES)}::text[]))`,
      sql`ORDER BY COALESCE(lm.created_at, a.updated_at) DESC, a.id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
  );

/** One conversation, by application, in the vertical; with `seekerId`, only if it is theirs. */
export const conversationRow = (
  q: Queryable,
  vertical: Vertical,
  applicationId: number,
  seekerId: number | null,
) =>
  firstRow<ConversationRow>(
    q,
    conversationSelect(
      sql`a.id = ${applicationId} AND a.vertical = ${vertical} AND (${seekerId}::int IS NULL OR a.seeker_id = ${seekerId})`,
      sql``,
    ),
  );

/** A page of history, newest first: `limit` messages before message `before` (or the latest). */
export const messageRows = (q: Queryable, applicationId: number, limit: number, before: number | null) =>
  q.rows<MessageRow>(
    sql`SELECT id, application_id, sender, body, created_at FROM chat_messages
     WHERE application_id = ${applicationId} AND (${before}::bigint IS NULL OR id < ${before})
     ORDER BY id DESC LIMIT ${limit}`,
  );

export const messageById = (q: Queryable, id: number) =>
  firstRow<MessageRow>(
    q,
    sql`SELECT id, application_id, sender, body, created_at FROM chat_messages WHERE id = ${id}`,
  );

export const insertMessage = (q: Queryable, applicationId: number | string, sender: Side, body: string) =>
  firstRow<MessageRow>(
    q,
    sql`INSERT INTO chat_messages (application_id, sender, body) VALUES (${applicationId}, ${sender}, ${body})
     RETURNING id, application_id, sender, body, created_at`,
  );

/**
 * Moves `reader`'s read mark forward to `upTo` (never past the conversation's last message, never back);
 * answers the mark and its place among the chat's events (`seq`, decision 0070) when it moved.
 */
export const advanceRead = async (q: Queryable, applicationId: number, reader: Side, upTo: number | null) => {
  const row = await firstRow<{ last_read_id: string | number; seq: string | number }>(
    q,
    sql`WITH target AS (
        SELECT LEAST(COALESCE(${upTo}::bigint, max(id)), max(id)) AS id FROM chat_messages WHERE application_id = ${applicationId}
      )
      INSERT INTO chat_reads (application_id, reader, last_read_id, read_at)
      SELECT ${applicationId}::bigint, ${reader}::text, target.id, now() FROM target WHERE target.id IS NOT NULL
      ON CONFLICT (application_id, reader) DO UPDATE SET last_read_id = EXCLUDED.last_read_id, read_at = now(),
        seq = nextval('chat_messages_id_seq')
        WHERE chat_reads.last_read_id < EXCLUDED.last_read_id
      RETURNING last_read_id, seq`,
  );
  return row && { upTo: Number(row.last_read_id), seq: Number(row.seq) };
};

/** Whose conversations a stream follows: one seeker's, or the vertical's (the recruiters'), or one of them. */
export interface ChatScope {
  vertical: Vertical;
  seekerId?: number;
  applicationId?: number;
}

const inScope = (scope: ChatScope) =>
  sql`a.vertical = ${scope.vertical}
    AND (${scope.seekerId ?? null}::int IS NULL OR a.seeker_id = ${scope.seekerId ?? null})
    AND (${scope.applicationId ?? null}::bigint IS NULL OR a.id = ${scope.applicationId ?? null})`;

/** The messages of the scope after event `after`, oldest first, with the conversations' read marks. */
export const messagesAfter = (q: Queryable, scope: ChatScope, after: number, limit: number) =>
  q.rows<MessageRow & { seeker_read: string | number | null; recruiter_read: string | number | null }>(
    sql`SELECT m.id, m.application_id, m.sender, m.body, m.created_at,
               sr.last_read_id AS seeker_read, rr.last_read_id AS recruiter_read
          FROM chat_messages m JOIN applications a ON a.id = m.application_id
          LEFT JOIN chat_reads sr ON sr.application_id = a.id AND sr.reader = 'seeker'
          LEFT JOIN chat_reads rr ON rr.application_id = a.id AND rr.reader = 'recruiter'
         WHERE ${inScope(scope)} AND m.id > ${after}
         ORDER BY m.id LIMIT ${limit}`,
  );

/** The read marks of the scope that moved after event `after`. */
export const readsAfter = (q: Queryable, scope: ChatScope, after: number, limit: number) =>
  q.rows<{
    application_id: string | number;
    reader: Side;
    last_read_id: string | number;
    seq: string | number;
  }>(
    sql`SELECT r.application_id, r.reader, r.last_read_id, r.seq
          FROM chat_reads r JOIN applications a ON a.id = r.application_id
         WHERE ${inScope(scope)} AND r.seq > ${after}
         ORDER BY r.seq LIMIT ${limit}`,
  );

/** Recruiter messages the seeker has not read, over all their conversations in the vertical. */
export const unreadTotal = (q: Queryable, vertical: Vertical, seekerId: number) =>
  countOf(
    q,
    sql`SELECT count(*) AS n FROM chat_messages m
     JOIN applications a ON a.id = m.application_id
     LEFT JOIN chat_reads r ON r.application_id = a.id AND r.reader = 'seeker'
     WHERE a.seeker_id = ${seekerId} AND a.vertical = ${vertical} AND m.sender = 'recruiter'
       AND m.id > COALESCE(r.last_read_id, 0)`,
  );

/** Whether the seeker applied to a job of this recruiter (in the vertical): the only recruiters they may block. */
export const knowsRecruiter = async (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  recruiterId: number,
) =>
  (await countOf(
    q,
    sql`SELECT count(*) AS n FROM applications a JOIN jobs j ON j.id = a.job_id
     WHERE a.seeker_id = ${seekerId} AND a.vertical = ${vertical} AND j.recruiter_id = ${recruiterId}`,
  )) > 0;

export async function setBlocked(q: Queryable, seekerId: number, recruiterId: number, blocked: boolean) {
  await q.rows(
    blocked
      ? sql`INSERT INTO chat_blocks (seeker_id, recruiter_id) VALUES (${seekerId}, ${recruiterId}) ON CONFLICT DO NOTHING`
      : sql`DELETE FROM chat_blocks WHERE seeker_id = ${seekerId} AND recruiter_id = ${recruiterId}`,
  );
}
