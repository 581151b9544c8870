/** Queries of the settings and account calls: stored settings, blocked companies, email changes. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, emailChanges, seekerProfiles, seekers } from '../../db/schema.ts';

/** An email change still open: asked for, neither confirmed, cancelled nor expired (one a seeker at most). */
const requested = eq(emailChanges.status, 'requested');

export const settingsRow = async (q: Queryable, seekerId: number) =>
  (
    await q.orm
      .select({
        settings: seekerProfiles.settings,
        twoFactor: seekers.twoFactor,
        /** When the open email change was asked for, if there is one. */
        changeRequested: emailChanges.requestedAt,
      })
      .from(seekers)
      .innerJoin(seekerProfiles, eq(seekerProfiles.seekerId, seekers.id))
      .leftJoin(emailChanges, and(eq(emailChanges.seekerId, seekers.id), requested))
      .where(eq(seekers.id, seekerId))
  )[0];

/** Stores these settings over the stored ones (keys not given stay as they are). */
export async function mergeSettings(q: Queryable, seekerId: number, settings: Record<string, unknown>) {
  await q.orm
    .update(seekerProfiles)
    .set({
      settings: sql`${seekerProfiles.settings} || ${JSON.stringify(settings)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(seekerProfiles.seekerId, seekerId));
}

export async function setEmailPreferences(
  q: Queryable,
  seekerId: number,
  preferences: Record<string, boolean | undefined>,
  reason: string | null,
) {
  await q.orm
    .update(seekerProfiles)
    .set({
      settings: sql`${seekerProfiles.settings} || jsonb_build_object('email', ${JSON.stringify(preferences)}::jsonb, 'emailReason', ${reason}::text)`,
      updatedAt: sql`now()`,
    })
    .where(eq(seekerProfiles.seekerId, seekerId));
}

export const blockedCompanies = (q: Queryable, seekerId: number) =>
  q.orm
    .select({ id: companies.id, name: companies.name })
    .from(seekerProfiles)
    .innerJoin(companies, sql`${companies.id} = ANY(${seekerProfiles.blockedCompanies})`)
    .where(eq(seekerProfiles.seekerId, seekerId))
    .orderBy(asc(companies.name));

/** Those of `ids` that are companies of the vertical. */
export const knownCompanyIds = async (q: Queryable, vertical: string, ids: readonly number[]) =>
  (
    await q.orm
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.vertical, vertical), inArray(companies.id, [...ids])))
  ).map((r) => r.id);

export async function setBlockedCompanies(q: Queryable, seekerId: number, companyIds: readonly number[]) {
  await q.orm
    .update(seekerProfiles)
    .set({ blockedCompanies: [...companyIds], updatedAt: sql`now()` })
    .where(eq(seekerProfiles.seekerId, seekerId));
}

/** The seeker's open (requested) email change, if any. */
export const openEmailChange = async (q: Queryable, seekerId: number) =>
  (
    await q.orm
      .select({
        id: emailChanges.id,
        newEmail: emailChanges.newEmail,
        codeDigest: emailChanges.codeDigest,
        requestedAt: emailChanges.requestedAt,
      })
      .from(emailChanges)
      .where(and(eq(emailChanges.seekerId, seekerId), requested))
  )[0];

/** Cancels the seeker's open email change; answers how many were open (0 or 1). */
export const cancelOpenEmailChange = async (q: Queryable, seekerId: number) =>
  (
    await q.orm
      .update(emailChanges)
      .set({ status: 'cancelled', closedAt: sql`now()` })
      .where(and(eq(emailChanges.seekerId, seekerId), requested))
      .returning({ id: emailChanges.id })
  ).length;

export async function insertEmailChange(
  q: Queryable,
  seekerId: number,
  newEmail: string,
  codeDigest: string,
) {
  await q.orm.insert(emailChanges).values({ seekerId, newEmail, status: 'requested', codeDigest });
}

/** A new code for an open email change (a resend keeps it requested). */
export async function setEmailChangeCode(q: Queryable, id: number, codeDigest: string) {
  await q.orm.update(emailChanges).set({ codeDigest, resentAt: sql`now()` }).where(eq(emailChanges.id, id));
}

export async function closeEmailChange(q: Queryable, id: number, status: 'verified' | 'expired') {
  await q.orm.update(emailChanges).set({ status, closedAt: sql`now()` }).where(eq(emailChanges.id, id));
}

/** Makes the confirmed address the seeker's email, verified now. */
export async function setVerifiedEmail(q: Queryable, seekerId: number, email: string) {
  await q.orm
    .update(seekers)
    .set({ email, emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(seekers.id, seekerId));
}

export async function deactivateSeeker(q: Queryable, seekerId: number, reason: string | null) {
  await q.orm
    .update(seekers)
    .set({
      status: 'deactivated',
      consent: sql`coalesce(${seekers.consent}, '{}'::jsonb) || jsonb_build_object('deactivateReason', ${reason}::text)`,
      updatedAt: sql`now()`,
    })
    .where(eq(seekers.id, seekerId));
}

export const seekerPhone = async (q: Queryable, seekerId: number) =>
  (await q.orm.select({ phone: seekers.phone }).from(seekers).where(eq(seekers.id, seekerId)))[0]?.phone ??
  null;

export async function markPhoneVerified(q: Queryable, seekerId: number) {
  await q.orm.update(seekers).set({ phoneVerifiedAt: sql`now()` }).where(eq(seekers.id, seekerId));
}
