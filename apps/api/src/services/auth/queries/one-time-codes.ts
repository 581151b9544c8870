/**
 * Queries on one_time_codes: emailed codes, link secrets and pending-login handles. Only digests are
 * stored; a row is spent once `used_at` is set.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { oneTimeCodes } from '../../../db/schema.ts';

/** The seeker's unused codes of this purpose. */
const unused = (seekerId: number, purpose: string) =>
  and(eq(oneTimeCodes.seekerId, seekerId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt));

/** Spends every unused code of this purpose, so only the next one issued works. */
export async function retireCodes(q: Queryable, seekerId: number, purpose: string): Promise<void> {
  await q.orm.update(oneTimeCodes).set({ usedAt: sql`now()` }).where(unused(seekerId, purpose));
}

export async function insertCode(
  q: Queryable,
  input: { seekerId: number; purpose: string; codeDigest: string; expiresAt: Date },
): Promise<void> {
  await q.orm.insert(oneTimeCodes).values(input);
}

/** Counts one more try on the newest live code of this purpose and answers it. */
export const attemptLatestCode = async (q: Queryable, seekerId: number, purpose: string) =>
  (
    await q.orm
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(
        eq(
          oneTimeCodes.id,
          q.orm
            .select({ id: oneTimeCodes.id })
            .from(oneTimeCodes)
            .where(and(unused(seekerId, purpose), gt(oneTimeCodes.expiresAt, sql`now()`)))
            .orderBy(desc(oneTimeCodes.id))
            .limit(1),
        ),
      )
      .returning({
        id: oneTimeCodes.id,
        codeDigest: oneTimeCodes.codeDigest,
        attempts: oneTimeCodes.attempts,
      })
  )[0];

export async function markCodeUsed(q: Queryable, id: number): Promise<void> {
  await q.orm.update(oneTimeCodes).set({ usedAt: sql`now()` }).where(eq(oneTimeCodes.id, id));
}

/** The id of the live, unused code with this digest, if any. */
export const liveCodeId = async (q: Queryable, seekerId: number, purpose: string, codeDigest: string) =>
  (
    await q.orm
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          unused(seekerId, purpose),
          eq(oneTimeCodes.codeDigest, codeDigest),
          gt(oneTimeCodes.expiresAt, sql`now()`),
        ),
      )
  )[0]?.id;
