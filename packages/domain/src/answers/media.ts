/** Answers of the media calls (calls.md 7.9; decision 0035). */
import * as v from 'valibot';
import { MediaTypeField } from '../calls/media.ts';
import { IsoDateTime } from '../schemas/common.ts';

/** One of the seeker's recordings. `url` is the API's address of the file (owner only). */
export const MediaFile = v.object({
  mediaType: MediaTypeField,
  url: v.string(),
  mime: v.string(),
  sizeBytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  durationSeconds: v.pipe(v.number(), v.minValue(0)),
  uploadedAt: IsoDateTime,
});
export type MediaFile = v.InferOutput<typeof MediaFile>;

/** `GET media/files`: the seeker's recordings of the asked types, video first. */
export const MediaFilesAnswer = v.object({ files: v.array(MediaFile) });
export type MediaFilesAnswer = v.InferOutput<typeof MediaFilesAnswer>;

/** `POST media/files` and `POST ext/media/upload`: the stored recording. */
export const MediaUploadAnswer = v.object({ message: v.string(), file: MediaFile });
export type MediaUploadAnswer = v.InferOutput<typeof MediaUploadAnswer>;

/** `POST media/remove`: whether there was a recording to remove. */
export const MediaRemoveAnswer = v.object({ message: v.string(), removed: v.boolean() });
export type MediaRemoveAnswer = v.InferOutput<typeof MediaRemoveAnswer>;
