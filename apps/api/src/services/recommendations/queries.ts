/** SQL of recommendation requests and the social identities their writers state (decision 0033). */
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { outbox, recommendationSocialUsers, recommendations, seekers } from '../../db/schema.ts';

export type Status = (typeof recommendations.$inferSelect)['status'];

const su = recommendationSocialUsers;

const COLUMNS = {
  id: recommendations.id,
  vertical: recommendations.vertical,
  seekerId: recommendations.seekerId,
  seekerName: seekers.name,
  seekerEmail: seekers.email,
  email: recommendations.email,
  name: recommendations.name,
  note: recommendations.note,
  status: recommendations.status,
  body: recommendations.body,
  writerName: recommendations.writerName,
  relation: recommendations.relation,
  linkNonce: recommendations.linkNonce,
  linkExpiresAt: recommendations.linkExpiresAt,
  lastAction: recommendations.lastAction,
  createdAt: recommendations.createdAt,
  writtenAt: recommendations.writtenAt,
  /** The public id of the first social identity the writer stated. */
  socialId: sql<
    string | null
  >`(SELECT ${su.publicId} FROM ${su} WHERE ${su.recommendationId} = ${recommendations.id}
    ORDER BY ${su.id} LIMIT 1)`,
};

/** The requests with their seeker's name and email, for the conditions `where`. */
const requests = (q: Queryable, where: Parameters<typeof and>) =>
  q.orm
    .select(COLUMNS)
    .from(recommendations)
    .innerJoin(seekers, eq(seekers.id, recommendations.seekerId))
    .where(and(...where))
    .$dynamic();

export type RecommendationRow = Awaited<ReturnType<typeof requests>>[number];

/** The first request of `query`, locked for the rest of the transaction when `lock`. */
const firstOf = async (query: ReturnType<typeof requests>, lock: boolean) =>
  (await (lock ? query.for('update', { of: recommendations }) : query))[0];

/** Locks the seeker's row, so one seeker's concurrent asks count one after another. */
export const lockSeeker = (q: Queryable, seekerId: number) =>
  q.orm.select({ id: seekers.id }).from(seekers).where(eq(seekers.id, seekerId)).for('update');

export const listOwn = (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  filter: { status: Status | ''; email: string },
) =>
  requests(q, [
    eq(recommendations.seekerId, seekerId),
    eq(recommendations.vertical, vertical),
    filter.status === '' ? undefined : eq(recommendations.status, filter.status),
    filter.email === '' ? undefined : eq(recommendations.email, filter.email),
  ]).orderBy(
    desc(sql`coalesce(${recommendations.writtenAt}, ${recommendations.createdAt})`),
    desc(recommendations.id),
  );

/** One of the seeker's requests, by id or by the contact's email; locked when `lock`. */
export const findOwn = (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  which: { id?: number | undefined; email?: string | undefined },
  lock = false,
) =>
  firstOf(
    requests(q, [
      eq(recommendations.seekerId, seekerId),
      eq(recommendations.vertical, vertical),
      which.id !== undefined
        ? eq(recommendations.id, which.id)
        : eq(recommendations.email, which.email ?? ''),
    ]),
    lock,
  );

/** A request by id, whoever asked (the write link names it); locked when `lock`. */
export const findById = (q: Queryable, vertical: Vertical, id: number, lock = false) =>
  firstOf(
    requests(q, [
      eq(recommendations.id, id),
      eq(recommendations.vertical, vertical),
      eq(seekers.status, 'active'),
    ]),
    lock,
  );

export const countPending = (q: Queryable, seekerId: number) =>
  q.orm.$count(
    recommendations,
    and(eq(recommendations.seekerId, seekerId), eq(recommendations.status, 'pending')),
  );

export const insertRequest = async (
  q: Queryable,
  r: {
    vertical: Vertical;
    seekerId: number;
    email: string;
    name: string;
    note: string | null;
    nonce: string;
    expiresAt: Date;
  },
) =>
  (
    await q.orm
      .insert(recommendations)
      .values({
        vertical: r.vertical,
        seekerId: r.seekerId,
        email: r.email,
        name: r.name,
        note: r.note,
        linkNonce: r.nonce,
        linkExpiresAt: r.expiresAt,
      })
      .returning({ id: recommendations.id })
  )[0]?.id;

const sentOnceMore = sql`${recommendations.sentCount} + 1`;

/** Asks again after a decline: the request starts over, what was written is dropped. */
export const restartRequest = (
  q: Queryable,
  id: number,
  r: { name: string; note: string | null; nonce: string; expiresAt: Date },
) =>
  q.orm
    .update(recommendations)
    .set({
      status: 'pending',
      name: r.name,
      note: r.note,
      body: null,
      writerName: null,
      relation: null,
      writtenAt: null,
      decidedAt: null,
      lastAction: null,
      linkNonce: r.nonce,
      linkExpiresAt: r.expiresAt,
      sentCount: sentOnceMore,
      createdAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(recommendations.id, id));

/** A new link for a pending request: the older one stops working. */
export const renewLink = (q: Queryable, id: number, nonce: string, expiresAt: Date) =>
  q.orm
    .update(recommendations)
    .set({
      linkNonce: nonce,
      linkExpiresAt: expiresAt,
      lastAction: 'resend',
      sentCount: sentOnceMore,
      updatedAt: sql`now()`,
    })
    .where(and(eq(recommendations.id, id), eq(recommendations.status, 'pending')));

export const decide = (q: Queryable, id: number, status: 'accepted' | 'declined') =>
  q.orm
    .update(recommendations)
    .set({
      status,
      lastAction: status === 'accepted' ? 'accept' : 'decline',
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(recommendations.id, id));

/** Stores what the contact wrote, if the link is still the request's current one and unused. */
export const markWritten = async (
  q: Queryable,
  id: number,
  nonce: string,
  w: { body: string; writerName: string | null; relation: string | null },
) =>
  (
    await q.orm
      .update(recommendations)
      .set({ status: 'written', ...w, writtenAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(recommendations.id, id),
          eq(recommendations.linkNonce, nonce),
          eq(recommendations.status, 'pending'),
        ),
      )
      .returning({ id: recommendations.id })
  ).length > 0;

export const socialUsersOf = (q: Queryable, recommendationId: number) =>
  q.orm
    .select({
      id: su.id,
      recommendationId: su.recommendationId,
      type: su.type,
      name: su.name,
      publicId: su.publicId,
      positions: su.positions,
      picUrl: su.picUrl,
      email: recommendations.email,
    })
    .from(su)
    .innerJoin(recommendations, eq(recommendations.id, su.recommendationId))
    .where(eq(su.recommendationId, recommendationId))
    .orderBy(asc(su.id));

export type SocialUserRow = Awaited<ReturnType<typeof socialUsersOf>>[number];

/** Stores a social identity of the request's writer; one a network, the newest replacing the older. */
export const upsertSocialUser = async (
  q: Queryable,
  u: {
    recommendationId: number;
    type: SocialUserRow['type'];
    name: string;
    publicId: string;
    positions: { title: string; company: string }[];
    picUrl: string | null;
  },
) =>
  (
    await q.orm
      .insert(su)
      .values(u)
      .onConflictDoUpdate({
        target: [su.recommendationId, su.type],
        set: { name: u.name, publicId: u.publicId, positions: u.positions, picUrl: u.picUrl },
      })
      .returning({ id: su.id })
  )[0];

/**
 * The outbox's recommendation requests, the kind written as a literal: a bound value would hide from a
 * generic plan that the condition is the predicate of the outbox_recommendation_requests_* indexes.
 */
const recommendationRequest = eq(outbox.kind, sql`'recommendation-request'`);

/** Request emails the seeker was sent in the last `hours` (the outbox holds every one, resends too). */
export const requestEmailsBy = (q: Queryable, seekerId: number, hours: number) =>
  q.orm.$count(
    outbox,
    and(
      recommendationRequest,
      eq(outbox.seekerId, seekerId),
      gt(outbox.createdAt, sql`now() - make_interval(hours => ${hours})`),
    ),
  );

/**
 * Request emails the address got in the vertical in the last `days`, from anyone; locks the address for
 * the transaction first, so concurrent asks of several seekers count one after another.
 */
export async function requestEmailsTo(q: Queryable, vertical: Vertical, email: string, days: number) {
  await q.rows(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`recommendation-requests:${vertical}:${email}`}))`,
  );
  return q.orm.$count(
    outbox,
    and(
      recommendationRequest,
      eq(outbox.vertical, vertical),
      eq(outbox.recipient, email),
      gt(outbox.createdAt, sql`now() - make_interval(days => ${days})`),
    ),
  );
}
