/**
 * Queries of the media calls: the seeker's Round Zero recordings (`seeker_media`) and the profile's
 * `video_key` / `audio_key`, which completeness follows. Both change in one transaction.
 */
import type { MediaType } from '@jobsite/domain/calls';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { arrayParam, firstRow } from '../query.ts';

export interface MediaRow {
  media_type: MediaType;
  key: string;
  mime: string;
  size_bytes: number;
  duration_ms: number;
  uploaded_at: string | Date;
}

/** The profile column that names a media type's file (a fixed identifier, never input). */
const keyColumn = (type: MediaType) => sql.identifier(type === 'RoundZeroVideo' ? 'video_key' : 'audio_key');

/** The seeker's recordings of the given types, video first. */
export const mediaOf = (q: Queryable, seekerId: number, types: readonly MediaType[]) =>
  q.rows<MediaRow>(
    sql`SELECT media_type, key, mime, size_bytes, duration_ms, uploaded_at FROM seeker_media
         WHERE seeker_id = ${seekerId} AND media_type = ANY(${arrayParam(types)}::text[])
         ORDER BY media_type DESC`,
  );

/**
 * Keeps a new recording of the type and points the profile at it; answers the key of the one it
 * replaces (to remove from the store), if any.
 */
export async function keepMedia(
  q: Queryable,
  seekerId: number,
  row: Omit<MediaRow, 'uploaded_at'>,
): Promise<{ replaced: string | null; uploadedAt: string | Date }> {
  const column = keyColumn(row.media_type);
  const before = await firstRow<{ key: string | null }>(
    q,
    sql`SELECT ${column} AS key FROM seeker_profiles WHERE seeker_id = ${seekerId} FOR UPDATE`,
  );
  await q.rows(
    sql`UPDATE seeker_profiles SET ${column} = ${row.key}, updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
  const kept = await firstRow<{ uploaded_at: string | Date }>(
    q,
    sql`INSERT INTO seeker_media (seeker_id, media_type, key, mime, size_bytes, duration_ms)
        VALUES (${seekerId}, ${row.media_type}, ${row.key}, ${row.mime}, ${row.size_bytes}, ${row.duration_ms})
        ON CONFLICT (seeker_id, media_type) DO UPDATE SET key = EXCLUDED.key, mime = EXCLUDED.mime,
           size_bytes = EXCLUDED.size_bytes, duration_ms = EXCLUDED.duration_ms, uploaded_at = now()
        RETURNING uploaded_at`,
  );
  return { replaced: before?.key ?? null, uploadedAt: kept?.uploaded_at ?? new Date() };
}

/** Forgets the seeker's recording of the type; answers its key (to remove from the store), if there was one. */
export async function forgetMedia(q: Queryable, seekerId: number, type: MediaType): Promise<string | null> {
  const column = keyColumn(type);
  const before = await firstRow<{ key: string | null }>(
    q,
    sql`SELECT ${column} AS key FROM seeker_profiles WHERE seeker_id = ${seekerId} FOR UPDATE`,
  );
  await q.rows(
    sql`UPDATE seeker_profiles SET ${column} = NULL, updated_at = now() WHERE seeker_id = ${seekerId}`,
  );
  await q.rows(sql`DELETE FROM seeker_media WHERE seeker_id = ${seekerId} AND media_type = ${type}`);
  return before?.key ?? null;
}
