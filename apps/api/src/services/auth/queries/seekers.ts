/** Queries on the seekers table for sign-up, sign-in and the account flags the auth calls set. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { firstRow } from '../../query.ts';

export interface SeekerRow {
  id: number;
  email: string;
  name: string;
  password_hash: string;
  status: string;
  two_factor: boolean;
}

export const seekerByEmail = (q: Queryable, vertical: string, email: string) =>
  firstRow<SeekerRow>(
    q,
    sql`SELECT id, email, name, password_hash, status, two_factor FROM seekers WHERE vertical = ${vertical} AND email = ${email}`,
  );

export const seekerById = (q: Queryable, vertical: string, seekerId: number) =>
  firstRow<SeekerRow>(
    q,
    sql`SELECT id, email, name, password_hash, status, two_factor FROM seekers WHERE vertical = ${vertical} AND id = ${seekerId}`,
  );

/** Creates the seeker and their empty profile; answers nothing when the email already has an account. */
export async function insertSeeker(
  q: Queryable,
  input: { vertical: string; email: string; passwordHash: string; name: string; phone: string | null },
): Promise<number | undefined> {
  const row = await firstRow<{ id: number }>(
    q,
    sql`WITH created AS (
       INSERT INTO seekers (vertical, email, password_hash, name, phone) VALUES (${input.vertical}, ${input.email}, ${input.passwordHash}, ${input.name}, ${input.phone})
       ON CONFLICT (vertical, email) DO NOTHING RETURNING id
     )
     INSERT INTO seeker_profiles (seeker_id) SELECT id FROM created RETURNING seeker_id AS id`,
  );
  return row?.id;
}

/** The address and name messages to the seeker use. */
export const seekerContact = (q: Queryable, seekerId: number) =>
  firstRow<{ email: string; name: string }>(q, sql`SELECT email, name FROM seekers WHERE id = ${seekerId}`);

export const seekerStatus = async (q: Queryable, seekerId: number) =>
  (await firstRow<{ status: string }>(q, sql`SELECT status FROM seekers WHERE id = ${seekerId}`))?.status;

export async function reactivateSeeker(q: Queryable, seekerId: number): Promise<void> {
  await q.rows(sql`UPDATE seekers SET status = 'active', updated_at = now() WHERE id = ${seekerId}`);
}

export async function markEmailVerified(q: Queryable, seekerId: number): Promise<void> {
  await q.rows(
    sql`UPDATE seekers SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = ${seekerId}`,
  );
}

export async function setPasswordHash(q: Queryable, seekerId: number, passwordHash: string): Promise<void> {
  await q.rows(
    sql`UPDATE seekers SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${seekerId}`,
  );
}

export async function setTwoFactor(q: Queryable, seekerId: number, on: boolean): Promise<void> {
  await q.rows(
    on
      ? sql`UPDATE seekers SET two_factor = true, updated_at = now() WHERE id = ${seekerId}`
      : sql`UPDATE seekers SET two_factor = false, updated_at = now() WHERE id = ${seekerId}`,
  );
}

export async function markCookiePolicyAccepted(q: Queryable, seekerId: number): Promise<void> {
  await q.rows(sql`UPDATE seekers SET cookie_policy_at = now() WHERE id = ${seekerId}`);
}

/** Records the consent text the seeker agreed to, and when. */
export async function recordConsent(q: Queryable, seekerId: number, consent: { text: string; at: string }) {
  await q.rows(
    sql`UPDATE seekers SET consent = ${JSON.stringify(consent)}, updated_at = now() WHERE id = ${seekerId}`,
  );
}
