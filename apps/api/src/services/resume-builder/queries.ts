/** Queries of the resume builder: the seeker's saved draft. */
import type { ResumeDraft } from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { firstRow } from '../query.ts';

interface DraftRow {
  draft: unknown;
  updated_at: string | Date;
}

/** The seeker's saved draft as stored (checked again by the caller), or undefined. */
export const savedDraftOf = (q: Queryable, seekerId: number) =>
  firstRow<DraftRow>(q, sql`SELECT draft, updated_at FROM resume_drafts WHERE seeker_id = ${seekerId}`);

/** Stores the seeker's draft over the one they had; answers when it was saved. */
export async function saveDraft(q: Queryable, seekerId: number, draft: ResumeDraft): Promise<Date> {
  const row = await firstRow<{ updated_at: string | Date }>(
    q,
    sql`INSERT INTO resume_drafts (seeker_id, draft, updated_at)
        VALUES (${seekerId}, ${JSON.stringify(draft)}::jsonb, now())
        ON CONFLICT (seeker_id) DO UPDATE SET draft = EXCLUDED.draft, updated_at = now()
        RETURNING updated_at`,
  );
  return new Date(row?.updated_at ?? Date.now());
}
