/** The chat's queries: conversations (one per application), their messages, read marks and blocks. */
import { CHAT_SHORTLISTED_STATUSES } from '@jobsite/domain/calls';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  lt,
  max,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import {
  applications,
  chatBlocks,
  chatMessages,
  chatReads,
  jobs,
  recruiters,
  seekerProfiles,
} from '../../db/schema.ts';

export type Side = (typeof chatMessages.$inferSelect)['sender'];

const MESSAGE_COLUMNS = {
  id: chatMessages.id,
  applicationId: chatMessages.applicationId,
  sender: chatMessages.sender,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
};

export type MessageRow = Pick<typeof chatMessages.$inferSelect, keyof typeof MESSAGE_COLUMNS>;

/** Each side's read mark of a conversation. */
const seekerRead = alias(chatReads, 'sr');
const recruiterRead = alias(chatReads, 'rr');
const withReadMarks = { seekerRead: seekerRead.lastReadId, recruiterRead: recruiterRead.lastReadId };
const seekerReadOf = and(eq(seekerRead.applicationId, applications.id), eq(seekerRead.reader, 'seeker'));
const recruiterReadOf = and(
  eq(recruiterRead.applicationId, applications.id),
  eq(recruiterRead.reader, 'recruiter'),
);

/** An application's last message, joined laterally. */
const lastMessage = (q: Queryable) =>
  q.orm
    .select(MESSAGE_COLUMNS)
    .from(chatMessages)
    .where(eq(chatMessages.applicationId, applications.id))
    .orderBy(desc(chatMessages.id))
    .limit(1)
    .as('lm');

/** The conversations of the applications `where` picks, with their last message (`last`). */
const conversationSelect = (
  q: Queryable,
  where: (last: ReturnType<typeof lastMessage>) => SQL | undefined,
) => {
  const last = lastMessage(q);
  return {
    last,
    query: q.orm
      .select({
        applicationId: applications.id,
        seekerId: applications.seekerId,
        status: applications.status,
        updatedAt: applications.updatedAt,
        jobId: jobs.id,
        jobTitle: jobs.title,
        companyName: jobs.companyName,
        recruiterId: recruiters.id,
        recruiterName: recruiters.name,
        recruiterPicUrl: recruiters.picUrl,
        ...withReadMarks,
        blocked: exists(
          q.orm
            .select({ seekerId: chatBlocks.seekerId })
            .from(chatBlocks)
            .where(
              and(
                eq(chatBlocks.seekerId, applications.seekerId),
                eq(chatBlocks.recruiterId, jobs.recruiterId),
              ),
            ),
        ).mapWith(Boolean),
        recruiterWrote: exists(
          q.orm
            .select({ id: chatMessages.id })
            .from(chatMessages)
            .where(
              and(eq(chatMessages.applicationId, applications.id), eq(chatMessages.sender, 'recruiter')),
            ),
        ).mapWith(Boolean),
        pro: sql<boolean | null>`${seekerProfiles.proUntil} > now()`,
        unread: q.orm.$count(
          chatMessages,
          and(
            eq(chatMessages.applicationId, applications.id),
            eq(chatMessages.sender, 'recruiter'),
            gt(chatMessages.id, sql`COALESCE(${seekerRead.lastReadId}, 0)`),
          ),
        ),
        last: {
          id: last.id,
          applicationId: last.applicationId,
          sender: last.sender,
          body: last.body,
          createdAt: last.createdAt,
        },
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(recruiters, eq(recruiters.id, jobs.recruiterId))
      .leftJoin(seekerRead, seekerReadOf)
      .leftJoin(recruiterRead, recruiterReadOf)
      .leftJoin(seekerProfiles, eq(seekerProfiles.seekerId, applications.seekerId))
      .leftJoinLateral(last, sql`true`)
      .where(where(last))
      .$dynamic(),
  };
};

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
) => {
  const { last, query } = conversationSelect(q, (lm) =>
    and(
      eq(applications.seekerId, seekerId),
      eq(applications.vertical, vertical),
      or(isNotNull(lm.id), inArray(applications.status, [...CHAT_SHORTLISTED_STATUSES])),
    ),
  );
  return query
    .orderBy(desc(sql`COALESCE(${last.createdAt}, ${applications.updatedAt})`), desc(applications.id))
    .limit(limit)
    .offset(offset);
};

/** One conversation, by application, in the vertical; with `seekerId`, only if it is theirs. */
export const conversationRow = async (
  q: Queryable,
  vertical: Vertical,
  applicationId: number,
  seekerId: number | null,
) =>
  (
    await conversationSelect(q, () =>
      and(
        eq(applications.id, applicationId),
        eq(applications.vertical, vertical),
        seekerId === null ? undefined : eq(applications.seekerId, seekerId),
      ),
    ).query
  )[0];

export type ConversationRow = Awaited<ReturnType<typeof conversationRows>>[number];

/** A page of history, newest first: `limit` messages before message `before` (or the latest). */
export const messageRows = (q: Queryable, applicationId: number, limit: number, before: number | null) =>
  q.orm
    .select(MESSAGE_COLUMNS)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.applicationId, applicationId),
        before === null ? undefined : lt(chatMessages.id, before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(limit);

export const messageById = async (q: Queryable, id: number) =>
  (await q.orm.select(MESSAGE_COLUMNS).from(chatMessages).where(eq(chatMessages.id, id)))[0];

export const insertMessage = async (q: Queryable, applicationId: number, sender: Side, body: string) =>
  (await q.orm.insert(chatMessages).values({ applicationId, sender, body }).returning(MESSAGE_COLUMNS))[0];

/**
 * Moves `reader`'s read mark forward to `upTo` (never past the conversation's last message, never back);
 * answers the mark and its place among the chat's events (`seq`, decision 0070) when it moved.
 */
export const advanceRead = async (q: Queryable, applicationId: number, reader: Side, upTo: number | null) => {
  const last = max(chatMessages.id);
  const target = q.orm.$with('target').as(
    q.orm
      .select({
        id: sql`LEAST(COALESCE(${upTo}::bigint, ${last}), ${last})`.mapWith(chatMessages.id).as('id'),
      })
      .from(chatMessages)
      .where(eq(chatMessages.applicationId, applicationId)),
  );
  const nextSeq = sql`nextval('chat_messages_id_seq')`;
  const [row] = await q.orm
    .with(target)
    .insert(chatReads)
    // The builder's INSERT ... SELECT names every column: `now()` and the next `seq` are the defaults.
    .select(
      q.orm
        .select({
          applicationId: sql`${applicationId}::bigint`.as('application_id'),
          reader: sql`${reader}::text`.as('reader'),
          lastReadId: target.id,
          readAt: sql`now()`.as('read_at'),
          seq: nextSeq.as('seq'),
        })
        .from(target)
        .where(isNotNull(target.id)),
    )
    .onConflictDoUpdate({
      target: [chatReads.applicationId, chatReads.reader],
      set: { lastReadId: sql`excluded.last_read_id`, readAt: sql`now()`, seq: nextSeq },
      setWhere: lt(chatReads.lastReadId, sql`excluded.last_read_id`),
    })
    .returning({ upTo: chatReads.lastReadId, seq: chatReads.seq });
  return row;
};

/** Whose conversations a stream follows: one seeker's, or the vertical's (the recruiters'), or one of them. */
export interface ChatScope {
  vertical: Vertical;
  seekerId?: number;
  applicationId?: number;
}

const inScope = (scope: ChatScope) =>
  and(
    eq(applications.vertical, scope.vertical),
    scope.seekerId === undefined ? undefined : eq(applications.seekerId, scope.seekerId),
    scope.applicationId === undefined ? undefined : eq(applications.id, scope.applicationId),
  );

/** The messages of the scope after event `after`, oldest first, with the conversations' read marks. */
export const messagesAfter = (q: Queryable, scope: ChatScope, after: number, limit: number) =>
  q.orm
    .select({ ...MESSAGE_COLUMNS, ...withReadMarks })
    .from(chatMessages)
    .innerJoin(applications, eq(applications.id, chatMessages.applicationId))
    .leftJoin(seekerRead, seekerReadOf)
    .leftJoin(recruiterRead, recruiterReadOf)
    .where(and(inScope(scope), gt(chatMessages.id, after)))
    .orderBy(asc(chatMessages.id))
    .limit(limit);

/** The read marks of the scope that moved after event `after`. */
export const readsAfter = (q: Queryable, scope: ChatScope, after: number, limit: number) =>
  q.orm
    .select({
      applicationId: chatReads.applicationId,
      reader: chatReads.reader,
      upTo: chatReads.lastReadId,
      seq: chatReads.seq,
    })
    .from(chatReads)
    .innerJoin(applications, eq(applications.id, chatReads.applicationId))
    .where(and(inScope(scope), gt(chatReads.seq, after)))
    .orderBy(asc(chatReads.seq))
    .limit(limit);

/** Recruiter messages the seeker has not read, over all their conversations in the vertical. */
export const unreadTotal = async (q: Queryable, vertical: Vertical, seekerId: number) =>
  (
    await q.orm
      .select({ n: count() })
      .from(chatMessages)
      .innerJoin(applications, eq(applications.id, chatMessages.applicationId))
      .leftJoin(seekerRead, seekerReadOf)
      .where(
        and(
          eq(applications.seekerId, seekerId),
          eq(applications.vertical, vertical),
          eq(chatMessages.sender, 'recruiter'),
          gt(chatMessages.id, sql`COALESCE(${seekerRead.lastReadId}, 0)`),
        ),
      )
  )[0]?.n ?? 0;

/** Whether the seeker applied to a job of this recruiter (in the vertical): the only recruiters they may block. */
export const knowsRecruiter = async (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  recruiterId: number,
) =>
  (
    await q.orm
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(
        and(
          eq(applications.seekerId, seekerId),
          eq(applications.vertical, vertical),
          eq(jobs.recruiterId, recruiterId),
        ),
      )
      .limit(1)
  ).length > 0;

export async function setBlocked(q: Queryable, seekerId: number, recruiterId: number, blocked: boolean) {
  if (blocked) await q.orm.insert(chatBlocks).values({ seekerId, recruiterId }).onConflictDoNothing();
  else
    await q.orm
      .delete(chatBlocks)
      .where(and(eq(chatBlocks.seekerId, seekerId), eq(chatBlocks.recruiterId, recruiterId)));
}
