/** Queries on the seekers table for sign-up, sign-in and the account flags the auth calls set. */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../../db/client.ts';
import { rowExists } from '../../../db/exists.ts';
import { seekerProfiles, seekers } from '../../../db/schema.ts';

const SEEKER_COLUMNS = {
  id: seekers.id,
  email: seekers.email,
  name: seekers.name,
  passwordHash: seekers.passwordHash,
  status: seekers.status,
  twoFactor: seekers.twoFactor,
};

export type SeekerRow = Pick<typeof seekers.$inferSelect, keyof typeof SEEKER_COLUMNS>;

/** The seeker of the vertical that `which` picks, if there is one. */
const seekerWhere = async (q: Queryable, vertical: string, which: SQL) =>
  (
    await q.orm
      .select(SEEKER_COLUMNS)
      .from(seekers)
      .where(and(eq(seekers.vertical, vertical), which))
  )[0];

export const seekerByEmail = (q: Queryable, vertical: string, email: string) =>
  seekerWhere(q, vertical, eq(seekers.email, email));

/** Whether the email already has an account in the vertical. */
export const emailTaken = (q: Queryable, vertical: string, email: string) =>
  rowExists(q, seekers, and(eq(seekers.vertical, vertical), eq(seekers.email, email)));

export const seekerById = (q: Queryable, vertical: string, seekerId: number) =>
  seekerWhere(q, vertical, eq(seekers.id, seekerId));

/**
 * Creates the seeker and their empty profile, in one transaction; answers nothing when the email already
 * has an account.
 */
export const insertSeeker = (
  db: Db,
  input: { vertical: string; email: string; passwordHash: string; name: string; phone: string | null },
): Promise<number | undefined> =>
  db.transaction(async (tx) => {
    const [created] = await tx.orm
      .insert(seekers)
      .values(input)
      .onConflictDoNothing({ target: [seekers.vertical, seekers.email] })
      .returning({ id: seekers.id });
    if (!created) return undefined;
    await tx.orm.insert(seekerProfiles).values({ seekerId: created.id });
    return created.id;
  });

/** The address and name messages to the seeker use. */
export const seekerContact = async (q: Queryable, seekerId: number) =>
  (
    await q.orm
      .select({ email: seekers.email, name: seekers.name })
      .from(seekers)
      .where(eq(seekers.id, seekerId))
  )[0];

export const seekerStatus = async (q: Queryable, seekerId: number) =>
  (await q.orm.select({ status: seekers.status }).from(seekers).where(eq(seekers.id, seekerId)))[0]?.status;

export async function reactivateSeeker(q: Queryable, seekerId: number): Promise<void> {
  await q.orm
    .update(seekers)
    .set({ status: 'active', updatedAt: sql`now()` })
    .where(eq(seekers.id, seekerId));
}

export async function markEmailVerified(q: Queryable, seekerId: number): Promise<void> {
  await q.orm
    .update(seekers)
    .set({ emailVerifiedAt: sql`coalesce(${seekers.emailVerifiedAt}, now())` })
    .where(eq(seekers.id, seekerId));
}

export async function setPasswordHash(q: Queryable, seekerId: number, passwordHash: string): Promise<void> {
  await q.orm.update(seekers).set({ passwordHash, updatedAt: sql`now()` }).where(eq(seekers.id, seekerId));
}

export async function setTwoFactor(q: Queryable, seekerId: number, on: boolean): Promise<void> {
  await q.orm.update(seekers).set({ twoFactor: on, updatedAt: sql`now()` }).where(eq(seekers.id, seekerId));
}

export async function markCookiePolicyAccepted(q: Queryable, seekerId: number): Promise<void> {
  await q.orm.update(seekers).set({ cookiePolicyAt: sql`now()` }).where(eq(seekers.id, seekerId));
}

/** Records the consent text the seeker agreed to, and when. */
export async function recordConsent(q: Queryable, seekerId: number, consent: { text: string; at: string }) {
  await q.orm.update(seekers).set({ consent, updatedAt: sql`now()` }).where(eq(seekers.id, seekerId));
}
