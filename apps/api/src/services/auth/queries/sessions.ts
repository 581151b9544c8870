/** Queries on the sessions table (docs/decisions/0006). */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { firstRow } from '../../query.ts';

export async function insertSession(
  q: Queryable,
  input: {
    id: string;
    seekerId: number;
    vertical: string;
    refreshDigest: string;
    expiresAt: Date;
    userAgent: string | null;
  },
): Promise<void> {
  await q.rows(
    sql`INSERT INTO sessions (id, seeker_id, vertical, refresh_digest, expires_at, user_agent)
     VALUES (${input.id}, ${input.seekerId}, ${input.vertical}, ${input.refreshDigest}, ${input.expiresAt.toISOString()}, ${input.userAgent})`,
  );
}

export interface SessionRow {
  seeker_id: number;
  refresh_digest: string;
  previous_digest: string | null;
  rotated_at: string | Date | null;
  expires_at: string | Date;
  revoked_at: string | Date | null;
  /** The account's status. */
  status: string;
}

export const sessionById = (q: Queryable, sessionId: string, vertical: string) =>
  firstRow<SessionRow>(
    q,
    sql`SELECT s.seeker_id, s.refresh_digest, s.previous_digest, s.rotated_at, s.expires_at, s.revoked_at, k.status
       FROM sessions s JOIN seekers k ON k.id = s.seeker_id
      WHERE s.id = ${sessionId} AND s.vertical = ${vertical}`,
  );

/**
 * Keeps the current refresh digest as the previous one and stores the next, if the current one is
 * still `currentDigest`; answers false when another refresh rotated it first.
 */
export const rotateRefreshDigest = async (
  q: Queryable,
  sessionId: string,
  currentDigest: string,
  nextDigest: string,
): Promise<boolean> =>
  (
    await q.rows(
      sql`UPDATE sessions SET previous_digest = refresh_digest, refresh_digest = ${nextDigest}, rotated_at = now()
       WHERE id = ${sessionId} AND refresh_digest = ${currentDigest} RETURNING id`,
    )
  ).length > 0;

export async function revokeSessionById(q: Queryable, sessionId: string): Promise<void> {
  await q.rows(sql`UPDATE sessions SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`);
}

/** Revokes every open session of the seeker but `keepSessionId` (all of them when it is null). */
export async function revokeSeekerSessions(
  q: Queryable,
  seekerId: number,
  keepSessionId: string | null,
): Promise<void> {
  await q.rows(
    sql`UPDATE sessions SET revoked_at = now() WHERE seeker_id = ${seekerId} AND revoked_at IS NULL AND (${keepSessionId}::text IS NULL OR id <> ${keepSessionId})`,
  );
}
