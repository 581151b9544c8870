/**
 * Inputs of the media calls (calls.md 7.9; decision 0035): the Round Zero introduction, a short video
 * or audio recording of the seeker. Fields arrive as multipart (uploads), query or form fields.
 */
import * as v from 'valibot';

/** What a seeker may keep: one Round Zero video and one Round Zero audio. */
export const MEDIA_TYPES = ['RoundZeroVideo', 'RoundZeroAudio'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The limits of a Round Zero recording (decision 0035). */
export const ROUND_ZERO = {
  /** The longest recording, in seconds; the recorder stops itself here. */
  maxSeconds: 90,
  /** The shortest: a take stopped as soon as it started says nothing. */
  minSeconds: 1,
  /** Allowance for a container's rounding of its own length: 90.4 s is still 90 s. */
  graceSeconds: 0.5,
  /** The largest video file: 90 s at the recorder's 1 Mbit/s with room for an encoder's peaks. */
  maxVideoBytes: 30 * 1024 * 1024,
  /** The largest audio file: 90 s of 320 kbit/s MP3 is 3.6 MB. */
  maxAudioBytes: 8 * 1024 * 1024,
} as const;

/** The size limit of a media type's files. */
export const maxBytesOf = (type: MediaType): number =>
  type === 'RoundZeroVideo' ? ROUND_ZERO.maxVideoBytes : ROUND_ZERO.maxAudioBytes;

export const MediaTypeField = v.picklist(MEDIA_TYPES, 'must be RoundZeroVideo or RoundZeroAudio');

/** The media type a form field names, checked against the schema; null when it names none. */
export const mediaTypeFrom = (value: unknown): MediaType | null =>
  v.is(MediaTypeField, value) ? value : null;

/** The fields beside the file of `POST media/files` and `POST ext/media/upload`. */
export const MediaUploadFields = v.object({ mediaType: MediaTypeField });
export type MediaUploadFields = v.InferOutput<typeof MediaUploadFields>;

/** Query of `GET media/files`: the types to list, comma-separated; all of them when left out. */
export const MediaFilesQuery = v.object({
  mediaTypes: v.optional(
    v.pipe(
      v.string('must be text'),
      v.maxLength(100, 'must be at most 100 characters'),
      v.transform((text) =>
        text
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
      v.array(MediaTypeField),
      v.transform((types) => [...new Set(types)]),
    ),
  ),
});
export type MediaFilesQuery = v.InferOutput<typeof MediaFilesQuery>;

/** Body of `POST media/remove`: which recording to remove. */
export const MediaRemoveBody = v.object({ mediaType: MediaTypeField });
export type MediaRemoveBody = v.InferOutput<typeof MediaRemoveBody>;

/**
 * The brand site's own address of a file the API serves at `/{vertical}/media/file/{owner}/{name}`:
 * `/media/file/{owner}/{name}`, which the site relays with the person's session. Anything else (an
 * absolute address, a path of another shape) is answered as it is.
 */
export function siteMediaPath(apiPath: string): string {
  const match = /^\/[a-z0-9-]+\/media\/file\/(\d{1,10})\/([a-z]+-[a-z0-9]{1,40}\.[a-z0-9]{3,4})$/.exec(
    apiPath,
  );
  return match ? `/media/file/${match[1]}/${match[2]}` : apiPath;
}

/** `m:ss`, for a recording's length and the recorder's countdown. */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
