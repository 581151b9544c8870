/**
 * Queries of the media calls: the seeker's Round Zero recordings (`seeker_media`) and the profile's
 * `video_key` / `audio_key`, which completeness follows. Both change in one transaction.
 */
import type { MediaType } from '@jobsite/domain/calls';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { seekerMedia, seekerProfiles } from '../../db/schema.ts';

const MEDIA = {
  mediaType: seekerMedia.mediaType,
  key: seekerMedia.key,
  mime: seekerMedia.mime,
  sizeBytes: seekerMedia.sizeBytes,
  durationMs: seekerMedia.durationMs,
  uploadedAt: seekerMedia.uploadedAt,
};

/** The seeker's recordings of the given types, video first. */
export const mediaOf = (q: Queryable, seekerId: number, types: readonly MediaType[]) =>
  q.orm
    .select(MEDIA)
    .from(seekerMedia)
    .where(and(eq(seekerMedia.seekerId, seekerId), inArray(seekerMedia.mediaType, [...types])))
    .orderBy(desc(seekerMedia.mediaType));

export type MediaRow = Awaited<ReturnType<typeof mediaOf>>[number];

/** The profile's column that names a media type's file. */
const keyColumn = (type: MediaType) =>
  type === 'RoundZeroVideo' ? seekerProfiles.videoKey : seekerProfiles.audioKey;

/** Points the profile's column of the media type at `key` (null: at none). */
const profileKey = (type: MediaType, key: string | null) =>
  type === 'RoundZeroVideo' ? { videoKey: key } : { audioKey: key };

/** The profile's file of the media type, its row locked for the rest of the transaction. */
const lockedKey = async (q: Queryable, seekerId: number, type: MediaType) =>
  (
    await q.orm
      .select({ key: keyColumn(type) })
      .from(seekerProfiles)
      .where(eq(seekerProfiles.seekerId, seekerId))
      .for('update')
  )[0]?.key ?? null;

/**
 * Keeps a new recording of the type and points the profile at it; answers the key of the one it
 * replaces (to remove from the store), if any.
 */
export async function keepMedia(
  q: Queryable,
  seekerId: number,
  row: Omit<MediaRow, 'uploadedAt'>,
): Promise<{ replaced: string | null; uploadedAt: Date }> {
  const replaced = await lockedKey(q, seekerId, row.mediaType);
  await q.orm
    .update(seekerProfiles)
    .set({ ...profileKey(row.mediaType, row.key), updatedAt: sql`now()` })
    .where(eq(seekerProfiles.seekerId, seekerId));
  const [kept] = await q.orm
    .insert(seekerMedia)
    .values({ seekerId, ...row })
    .onConflictDoUpdate({
      target: [seekerMedia.seekerId, seekerMedia.mediaType],
      set: {
        key: sql`EXCLUDED.key`,
        mime: sql`EXCLUDED.mime`,
        sizeBytes: sql`EXCLUDED.size_bytes`,
        durationMs: sql`EXCLUDED.duration_ms`,
        uploadedAt: sql`now()`,
      },
    })
    .returning({ uploadedAt: seekerMedia.uploadedAt });
  return { replaced, uploadedAt: kept?.uploadedAt ?? new Date() };
}

/** Forgets the seeker's recording of the type; answers its key (to remove from the store), if there was one. */
export async function forgetMedia(q: Queryable, seekerId: number, type: MediaType): Promise<string | null> {
  const before = await lockedKey(q, seekerId, type);
  await q.orm
    .update(seekerProfiles)
    .set({ ...profileKey(type, null), updatedAt: sql`now()` })
    .where(eq(seekerProfiles.seekerId, seekerId));
  await q.orm
    .delete(seekerMedia)
    .where(and(eq(seekerMedia.seekerId, seekerId), eq(seekerMedia.mediaType, type)));
  return before;
}
