/**
 * Queries on one_time_codes: emailed codes, link secrets and pending-login handles. Only digests are
 * stored; a row is spent once `used_at` is set.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { firstRow } from '../../query.ts';

/** Spends every unused code of this purpose, so only the next one issued works. */
export async function retireCodes(q: Queryable, seekerId: number, purpose: string): Promise<void> {
  await q.rows(
    sql`UPDATE one_time_codes SET used_at = now() WHERE seeker_id = ${seekerId} AND purpose = ${purpose} AND used_at IS NULL`,
  );
}

export async function insertCode(
  q: Queryable,
  input: { seekerId: number; purpose: string; codeDigest: string; expiresAt: Date },
): Promise<void> {
  await q.rows(
    sql`INSERT INTO one_time_codes (seeker_id, purpose, code_digest, expires_at) VALUES (${input.seekerId}, ${input.purpose}, ${input.codeDigest}, ${input.expiresAt.toISOString()})`,
  );
}

/** Counts one more try on the newest live code of this purpose and answers it. */
export const attemptLatestCode = (q: Queryable, seekerId: number, purpose: string) =>
  firstRow<{ id: number; code_digest: string; attempts: number }>(
    q,
    sql`UPDATE one_time_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM one_time_codes WHERE seeker_id = ${seekerId} AND purpose = ${purpose} AND used_at IS NULL
                   AND expires_at > now() ORDER BY id DESC LIMIT 1)
      RETURNING id, code_digest, attempts`,
  );

export async function markCodeUsed(q: Queryable, id: number): Promise<void> {
  await q.rows(sql`UPDATE one_time_codes SET used_at = now() WHERE id = ${id}`);
}

/** The id of the live, unused code with this digest, if any. */
export const liveCodeId = async (q: Queryable, seekerId: number, purpose: string, codeDigest: string) =>
  (
    await firstRow<{ id: number }>(
      q,
      sql`SELECT id FROM one_time_codes WHERE seeker_id = ${seekerId} AND purpose = ${purpose} AND code_digest = ${codeDigest} AND used_at IS NULL AND expires_at > now()`,
    )
  )?.id;
