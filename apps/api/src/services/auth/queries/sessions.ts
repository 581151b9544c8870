/** Queries on the sessions table (docs/decisions/0006). */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { seekers, sessions } from '../../../db/schema.ts';

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
  await q.orm.insert(sessions).values(input);
}

export const sessionById = async (q: Queryable, sessionId: string, vertical: string) =>
  (
    await q.orm
      .select({
        seekerId: sessions.seekerId,
        refreshDigest: sessions.refreshDigest,
        previousDigest: sessions.previousDigest,
        rotatedAt: sessions.rotatedAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        /** The account's status. */
        status: seekers.status,
      })
      .from(sessions)
      .innerJoin(seekers, eq(seekers.id, sessions.seekerId))
      .where(and(eq(sessions.id, sessionId), eq(sessions.vertical, vertical)))
  )[0];

export type SessionRow = NonNullable<Awaited<ReturnType<typeof sessionById>>>;

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
    await q.orm
      .update(sessions)
      .set({
        previousDigest: sql`${sessions.refreshDigest}`,
        refreshDigest: nextDigest,
        rotatedAt: sql`now()`,
      })
      .where(and(eq(sessions.id, sessionId), eq(sessions.refreshDigest, currentDigest)))
      .returning({ id: sessions.id })
  ).length > 0;

export async function revokeSessionById(q: Queryable, sessionId: string): Promise<void> {
  await q.orm
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every open session of the seeker but `keepSessionId` (all of them when it is null). */
export async function revokeSeekerSessions(
  q: Queryable,
  seekerId: number,
  keepSessionId: string | null,
): Promise<void> {
  await q.orm
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.seekerId, seekerId),
        isNull(sessions.revokedAt),
        keepSessionId === null ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
