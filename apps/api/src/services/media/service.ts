/**
 * Round Zero recordings (decision 0035): an upload is checked by its bytes (container), its size and
 * its length read from the container, then stored; the one it replaces is removed. It is streamed to
 * disk as it arrives and read by offset, never held whole (decision 0069).
 */
import { clockOf, type MediaType, MediaUploadFields, maxBytesOf, ROUND_ZERO } from '@jobsite/domain/calls';
import type { Context } from 'hono';
import type { Db } from '../../db/client.ts';
import { streamedBodyLimit } from '../../http/body-limit.ts';
import { HttpError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { durationIn } from '../../media/duration.ts';
import { servedType } from '../../media/serve.ts';
import { type Kind, sniff } from '../../media/sniff.ts';
import type { MediaStore } from '../../media/store.ts';
import { MULTIPART_FRAMING, megabytes, openForm, receiveFile, type Spooled } from '../../media/upload.ts';
import { generateSecret } from '../auth/codes.ts';
import { profileRowOf } from '../seeker-profile/queries.ts';
import { forgetMedia, keepMedia, type MediaRow, mediaOf } from './queries.ts';

/** The containers each type takes: what a recorder makes (MP4, WebM) and the usual files (MP4, MP3). */
export const ACCEPTED: Record<MediaType, { kinds: Kind[]; label: string; what: string }> = {
  RoundZeroVideo: { kinds: ['mp4', 'webm'], label: 'MP4 or WebM', what: 'video' },
  RoundZeroAudio: { kinds: ['mp3', 'mp4', 'webm'], label: 'MP3, M4A or WebM', what: 'audio' },
};

const MAX_BYTES = Math.max(ROUND_ZERO.maxVideoBytes, ROUND_ZERO.maxAudioBytes);

/** Refuses a body declaring more than the largest recording before it is read (decision 0069). */
export const mediaBodyLimit = () =>
  streamedBodyLimit(
    MAX_BYTES + MULTIPART_FRAMING,
    `The recording is larger than ${megabytes(MAX_BYTES)}. Please record a shorter one`,
  );

export interface CheckedUpload {
  type: MediaType;
  kind: Kind;
  content: Spooled;
  seconds: number;
}

/**
 * The multipart body's `mediaType` (sent before the file) and `file`: the type and the declared length
 * checked before the file is read, the file spooled with its size counted, then its container read from
 * its first bytes and its length from the container (read by offset: the media data stays on disk).
 * `use` stores it; the spooled file is removed after, whatever happens.
 */
export async function withRecording<T>(
  c: Context,
  media: MediaStore,
  use: (upload: CheckedUpload) => Promise<T>,
): Promise<T> {
  const form = await openForm(c, 'recording', ['mediaType']);
  let type: MediaType;
  try {
    type = parse(MediaUploadFields, { mediaType: form.fields.mediaType }, 'body').mediaType;
  } catch (error) {
    form.stop();
    throw error;
  }
  const { what, kinds, label } = ACCEPTED[type];
  const maxBytes = maxBytesOf(type);
  const spooled = await receiveFile(c, form, media.spoolDir, {
    what,
    maxBytes,
    tooLarge: `The ${what} is larger than ${megabytes(maxBytes)}. Please record a shorter one`,
  });
  try {
    const kind = sniff(spooled.head);
    if (!kind || !kinds.includes(kind)) throw new HttpError(415, `The ${what} must be an ${label} file`);
    const seconds = spooled.access((file) => durationIn(kind, file));
    if (seconds === null)
      throw new HttpError(400, `We could not read the length of this ${what}. Please record it again`);
    if (seconds < ROUND_ZERO.minSeconds)
      throw new HttpError(400, `The ${what} is shorter than a second. Please record a longer introduction`);
    if (seconds > ROUND_ZERO.maxSeconds + ROUND_ZERO.graceSeconds)
      throw new HttpError(
        400,
        `The ${what} is ${clockOf(seconds)} long. Round Zero takes at most ${clockOf(ROUND_ZERO.maxSeconds)}`,
      );
    return await use({ type, kind, content: spooled, seconds });
  } finally {
    await spooled.discard();
  }
}

/** Refuses, before the body is read, a seeker with no profile in the vertical to keep a recording on. */
export async function requireProfile(db: Db, vertical: string, seekerId: number) {
  if (!(await profileRowOf(db, vertical, seekerId))) throw new HttpError(404, 'profile not found');
}

export interface MediaFile {
  mediaType: MediaType;
  url: string;
  mime: string;
  sizeBytes: number;
  durationSeconds: number;
  uploadedAt: string;
}

export const fileOf = (row: MediaRow, mediaUrl: (key: string) => string): MediaFile => ({
  mediaType: row.mediaType,
  url: mediaUrl(row.key),
  mime: row.mime,
  sizeBytes: row.sizeBytes,
  durationSeconds: row.durationMs / 1000,
  uploadedAt: row.uploadedAt.toISOString(),
});

const newKey = (seekerId: number, upload: CheckedUpload) =>
  `${seekerId}/${upload.type === 'RoundZeroVideo' ? 'video' : 'audio'}-${generateSecret(12)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}.${upload.kind}`;

/** Stores the recording, points the profile at it and removes the one it replaces. */
export async function keepRecording(
  db: Db,
  media: MediaStore,
  seekerId: number,
  upload: CheckedUpload,
): Promise<MediaRow> {
  const key = newKey(seekerId, upload);
  const name = key.slice(key.indexOf('/') + 1);
  const row = {
    mediaType: upload.type,
    key,
    mime: servedType(name, upload.kind),
    sizeBytes: upload.content.size,
    durationMs: Math.round(upload.seconds * 1000),
  };
  await media.put(key, upload.content);
  let kept: Awaited<ReturnType<typeof keepMedia>>;
  try {
    kept = await db.transaction((tx) => keepMedia(tx, seekerId, row));
  } catch (error) {
    await media.remove(key);
    throw error;
  }
  if (kept.replaced && kept.replaced !== key) await media.remove(kept.replaced);
  return { ...row, uploadedAt: kept.uploadedAt };
}

/** Removes the seeker's recording of the type: the stored file and the profile's key. */
export async function removeRecording(db: Db, media: MediaStore, seekerId: number, type: MediaType) {
  const key = await db.transaction((tx) => forgetMedia(tx, seekerId, type));
  if (key) await media.remove(key);
  return key !== null;
}

export const listRecordings = (db: Db, seekerId: number, types: readonly MediaType[]) =>
  mediaOf(db, seekerId, types);
