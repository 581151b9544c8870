/** Queries of the resume builder: the seeker's saved draft. */
import type { ResumeDraft } from '@jobsite/domain/calls';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { resumeDrafts } from '../../db/schema.ts';

/** The seeker's saved draft as stored (checked again by the caller), or undefined. */
export const savedDraftOf = async (q: Queryable, seekerId: number) =>
  (
    await q.orm
      .select({ draft: resumeDrafts.draft, updatedAt: resumeDrafts.updatedAt })
      .from(resumeDrafts)
      .where(eq(resumeDrafts.seekerId, seekerId))
  )[0];

/** Stores the seeker's draft over the one they had; answers when it was saved. */
export async function saveDraft(q: Queryable, seekerId: number, draft: ResumeDraft): Promise<Date> {
  const [row] = await q.orm
    .insert(resumeDrafts)
    .values({ seekerId, draft, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: resumeDrafts.seekerId,
      set: { draft: sql`EXCLUDED.draft`, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: resumeDrafts.updatedAt });
  return row?.updatedAt ?? new Date();
}
