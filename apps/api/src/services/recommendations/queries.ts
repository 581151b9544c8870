/** SQL of recommendation requests and the social identities their writers state (decision 0033). */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { Vertical } from '../../db/content.ts';
import { countOf, firstRow } from '../query.ts';

export type Status = 'pending' | 'written' | 'accepted' | 'declined';

export interface RecommendationRow {
  id: number;
  vertical: string;
  seeker_id: number;
  seeker_name: string;
  seeker_email: string;
  email: string;
  name: string;
  note: string | null;
  status: Status;
  body: string | null;
  writer_name: string | null;
  relation: string | null;
  link_nonce: string;
  link_expires_at: Date | string;
  last_action: 'accept' | 'decline' | 'resend' | null;
  created_at: Date | string;
  written_at: Date | string | null;
  social_id: string | null;
}

const COLUMNS = sql.raw(
  `r.id, r.vertical, r.seeker_id, s.name AS seeker_name, s.email AS seeker_email, r.email, r.name, r.note,
   r.status, r.body, r.writer_name, r.relation, r.link_nonce, r.link_expires_at, r.last_action, r.created_at,
   r.written_at,
   (SELECT su.public_id FROM recommendation_social_users su WHERE su.recommendation_id = r.id
     ORDER BY su.id LIMIT 1) AS social_id`,
);

/** Locks the seeker's row, so one seeker's concurrent asks count one after another. */
export const lockSeeker = (q: Queryable, seekerId: number) =>
  q.rows(sql`SELECT id FROM seekers WHERE id = ${seekerId} FOR UPDATE`);

export const listOwn = (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  filter: { status: Status | ''; email: string },
) =>
  q.rows<RecommendationRow>(
    sql`SELECT ${COLUMNS} FROM recommendations r JOIN seekers s ON s.id = r.seeker_id
         WHERE r.seeker_id = ${seekerId} AND r.vertical = ${vertical}
           AND (${filter.status}::text = '' OR r.status = ${filter.status})
           AND (${filter.email}::text = '' OR r.email = ${filter.email})
         ORDER BY coalesce(r.written_at, r.created_at) DESC, r.id DESC`,
  );

/** One of the seeker's requests, by id or by the contact's email; locked when `lock`. */
export const findOwn = (
  q: Queryable,
  vertical: Vertical,
  seekerId: number,
  which: { id?: number | undefined; email?: string | undefined },
  lock = false,
) =>
  firstRow<RecommendationRow>(
    q,
    sql`SELECT ${COLUMNS} FROM recommendations r JOIN seekers s ON s.id = r.seeker_id
         WHERE r.seeker_id = ${seekerId} AND r.vertical = ${vertical}
           AND ${which.id !== undefined ? sql`r.id = ${which.id}` : sql`r.email = ${which.email ?? ''}`}
         ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  );

/** A request by id, whoever asked (the write link names it); locked when `lock`. */
export const findById = (q: Queryable, vertical: Vertical, id: number, lock = false) =>
  firstRow<RecommendationRow>(
    q,
    sql`SELECT ${COLUMNS} FROM recommendations r JOIN seekers s ON s.id = r.seeker_id
         WHERE r.id = ${id} AND r.vertical = ${vertical} AND s.status = 'active'
         ${lock ? sql`FOR UPDATE OF r` : sql``}`,
  );

export const countPending = (q: Queryable, seekerId: number) =>
  countOf(
    q,
    sql`SELECT count(*) AS n FROM recommendations WHERE seeker_id = ${seekerId} AND status = 'pending'`,
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
    await firstRow<{ id: number }>(
      q,
      sql`INSERT INTO recommendations (vertical, seeker_id, email, name, note, link_nonce, link_expires_at)
          VALUES (${r.vertical}, ${r.seekerId}, ${r.email}, ${r.name}, ${r.note}, ${r.nonce}, ${r.expiresAt.toISOString()})
          RETURNING id`,
    )
  )?.id;

/** Asks again after a decline: the request starts over, what was written is dropped. */
export const restartRequest = (
  q: Queryable,
  id: number,
  r: { name: string; note: string | null; nonce: string; expiresAt: Date },
) =>
  q.rows(
    sql`UPDATE recommendations SET status = 'pending', name = ${r.name}, note = ${r.note}, body = NULL,
               writer_name = NULL, relation = NULL, written_at = NULL, decided_at = NULL, last_action = NULL,
               link_nonce = ${r.nonce}, link_expires_at = ${r.expiresAt.toISOString()},
               sent_count = sent_count + 1, created_at = now(), updated_at = now()
         WHERE id = ${id}`,
  );

/** A new link for a pending request: the older one stops working. */
export const renewLink = (q: Queryable, id: number, nonce: string, expiresAt: Date) =>
  q.rows(
    sql`UPDATE recommendations SET link_nonce = ${nonce}, link_expires_at = ${expiresAt.toISOString()},
               last_action = 'resend', sent_count = sent_count + 1, updated_at = now()
         WHERE id = ${id} AND status = 'pending'`,
  );

export const decide = (q: Queryable, id: number, status: 'accepted' | 'declined') =>
  q.rows(
    sql`UPDATE recommendations SET status = ${status}, last_action = ${status === 'accepted' ? 'accept' : 'decline'},
               decided_at = now(), updated_at = now()
         WHERE id = ${id}`,
  );

/** Stores what the contact wrote, if the link is still the request's current one and unused. */
export const markWritten = async (
  q: Queryable,
  id: number,
  nonce: string,
  w: { body: string; writerName: string | null; relation: string | null },
) =>
  (
    await q.rows<{ id: number }>(
      sql`UPDATE recommendations SET status = 'written', body = ${w.body}, writer_name = ${w.writerName},
                 relation = ${w.relation}, written_at = now(), updated_at = now()
           WHERE id = ${id} AND link_nonce = ${nonce} AND status = 'pending' RETURNING id`,
    )
  ).length > 0;

export interface SocialUserRow {
  id: number;
  recommendation_id: number;
  type: 'linkedin' | 'facebook' | 'twitter' | 'google';
  name: string;
  public_id: string;
  positions: { title: string; company: string }[];
  pic_url: string | null;
  email: string;
}

const SOCIAL_COLUMNS = sql.raw(
  'su.id, su.recommendation_id, su.type, su.name, su.public_id, su.positions, su.pic_url, r.email',
);

export const socialUsersOf = (q: Queryable, recommendationId: number) =>
  q.rows<SocialUserRow>(
    sql`SELECT ${SOCIAL_COLUMNS} FROM recommendation_social_users su
          JOIN recommendations r ON r.id = su.recommendation_id
         WHERE su.recommendation_id = ${recommendationId} ORDER BY su.id`,
  );

/** Stores a social identity of the request's writer; one a network, the newest replacing the older. */
export const upsertSocialUser = (
  q: Queryable,
  u: {
    recommendationId: number;
    type: string;
    name: string;
    publicId: string;
    positions: { title: string; company: string }[];
    picUrl: string | null;
  },
) =>
  firstRow<{ id: number }>(
    q,
    sql`INSERT INTO recommendation_social_users (recommendation_id, type, name, public_id, positions, pic_url)
        VALUES (${u.recommendationId}, ${u.type}, ${u.name}, ${u.publicId}, ${JSON.stringify(u.positions)}::jsonb, ${u.picUrl})
        ON CONFLICT (recommendation_id, type) DO UPDATE
          SET name = EXCLUDED.name, public_id = EXCLUDED.public_id, positions = EXCLUDED.positions,
              pic_url = EXCLUDED.pic_url
        RETURNING id`,
  );

/** Request emails the seeker was sent in the last `hours` (the outbox holds every one, resends too). */
export const requestEmailsBy = (q: Queryable, seekerId: number, hours: number) =>
  countOf(
    q,
    sql`SELECT count(*) AS n FROM outbox WHERE kind = 'recommendation-request' AND seeker_id = ${seekerId}
          AND created_at > now() - make_interval(hours => ${hours})`,
  );

/**
 * Request emails the address got in the vertical in the last `days`, from anyone; locks the address for
 * the transaction first, so concurrent asks of several seekers count one after another.
 */
export async function requestEmailsTo(q: Queryable, vertical: Vertical, email: string, days: number) {
  await q.rows(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`recommendation-requests:${vertical}:${email}`}))`,
  );
  return countOf(
    q,
    sql`SELECT count(*) AS n FROM outbox WHERE kind = 'recommendation-request' AND vertical = ${vertical}
          AND recipient = ${email} AND created_at > now() - make_interval(days => ${days})`,
  );
}
