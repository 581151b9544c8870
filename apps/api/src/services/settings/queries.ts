/** Queries of the settings and account calls: stored settings, blocked companies, email changes. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { arrayParam, firstRow } from '../query.ts';

interface SettingsRow {
  settings: Record<string, unknown>;
  two_factor: boolean;
  /** When the open email change was asked for, if there is one. */
  change_requested: string | Date | null;
}

export const settingsRow = (q: Queryable, seekerId: number) =>
  firstRow<SettingsRow>(
    q,
    sql`SELECT p.settings, s.two_factor, s.email,
            (SELECT requested_at FROM email_changes e WHERE e.seeker_id = s.id AND e.status = 'requested') AS change_requested
       FROM seekers s JOIN seeker_profiles p ON p.seeker_id = s.id WHERE s.id = ${seekerId}`,
  );

/** Stores these settings over the stored ones (keys not given stay as they are). */
export async function mergeSettings(q: Queryable, seekerId: number, settings: Record<string, unknown>) {
  await q.rows(
    sql`UPDATE seeker_profiles SET settings = settings || ${JSON.stringify(settings)}::jsonb, updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
}

export async function setEmailPreferences(
  q: Queryable,
  seekerId: number,
  preferences: Record<string, boolean | undefined>,
  reason: string | null,
) {
  await q.rows(
    sql`UPDATE seeker_profiles SET settings = settings || jsonb_build_object('email', ${JSON.stringify(preferences)}::jsonb, 'emailReason', ${reason}::text),
              updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
}

export const blockedCompanies = (q: Queryable, seekerId: number) =>
  q.rows<{ id: number; name: string }>(
    sql`SELECT c.id, c.name FROM seeker_profiles p JOIN companies c ON c.id = ANY(p.blocked_companies)
        WHERE p.seeker_id = ${seekerId} ORDER BY c.name`,
  );

/** Those of `ids` that are companies of the vertical. */
export const knownCompanyIds = async (q: Queryable, vertical: string, ids: readonly number[]) =>
  (
    await q.rows<{ id: number }>(
      sql`SELECT id FROM companies WHERE vertical = ${vertical} AND id = ANY(${arrayParam(ids)}::int[])`,
    )
  ).map((r) => r.id);

export async function setBlockedCompanies(q: Queryable, seekerId: number, companyIds: readonly number[]) {
  await q.rows(
    sql`UPDATE seeker_profiles SET blocked_companies = ${arrayParam(companyIds)}::int[], updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
}

export const emailTaken = async (q: Queryable, vertical: string, email: string) =>
  (await q.rows(sql`SELECT 1 FROM seekers WHERE vertical = ${vertical} AND email = ${email}`)).length > 0;

interface EmailChangeRow {
  id: number;
  new_email: string;
  code_digest: string;
  requested_at: string | Date;
}

/** The seeker's open (requested) email change, if any. */
export const openEmailChange = (q: Queryable, seekerId: number) =>
  firstRow<EmailChangeRow>(
    q,
    sql`SELECT id, new_email, code_digest, requested_at FROM email_changes WHERE seeker_id = ${seekerId} AND status = 'requested'`,
  );

/** Cancels the seeker's open email change; answers how many were open (0 or 1). */
export const cancelOpenEmailChange = async (q: Queryable, seekerId: number) =>
  (
    await q.rows(
      sql`UPDATE email_changes SET status = 'cancelled', closed_at = now() WHERE seeker_id = ${seekerId} AND status = 'requested' RETURNING id`,
    )
  ).length;

export async function insertEmailChange(
  q: Queryable,
  seekerId: number,
  newEmail: string,
  codeDigest: string,
) {
  await q.rows(
    sql`INSERT INTO email_changes (seeker_id, new_email, status, code_digest) VALUES (${seekerId}, ${newEmail}, 'requested', ${codeDigest})`,
  );
}

/** A new code for an open email change (a resend keeps it requested). */
export async function setEmailChangeCode(q: Queryable, id: number, codeDigest: string) {
  await q.rows(sql`UPDATE email_changes SET code_digest = ${codeDigest}, resent_at = now() WHERE id = ${id}`);
}

export async function closeEmailChange(q: Queryable, id: number, status: 'verified' | 'expired') {
  await q.rows(sql`UPDATE email_changes SET status = ${status}, closed_at = now() WHERE id = ${id}`);
}

/** Makes the confirmed address the seeker's email, verified now. */
export async function setVerifiedEmail(q: Queryable, seekerId: number, email: string) {
  await q.rows(
    sql`UPDATE seekers SET email = ${email}, email_verified_at = now(), updated_at = now() WHERE id = ${seekerId}`,
  );
}

export async function deactivateSeeker(q: Queryable, seekerId: number, reason: string | null) {
  await q.rows(
    sql`UPDATE seekers SET status = 'deactivated', consent = coalesce(consent, '{}'::jsonb) || jsonb_build_object('deactivateReason', ${reason}::text), updated_at = now() WHERE id = ${seekerId}`,
  );
}

export const seekerPhone = async (q: Queryable, seekerId: number) =>
  (await firstRow<{ phone: string | null }>(q, sql`SELECT phone FROM seekers WHERE id = ${seekerId}`))
    ?.phone ?? null;

export async function markPhoneVerified(q: Queryable, seekerId: number) {
  await q.rows(sql`UPDATE seekers SET phone_verified_at = now() WHERE id = ${seekerId}`);
}
