/** Answers shared by many calls: acknowledgements, counts, files and the shapes the catalogue leaves open. */
import * as v from 'valibot';
import { Count } from '../schemas/common.ts';

/** A state-changing call's answer: success toasts show the server's message when there is one. */
export const Ack = v.object({ message: v.optional(v.string()) });
export type Ack = v.InferOutput<typeof Ack>;

/**
 * The answer of `POST {path}`, the generic call to a path the caller names (the competition's
 * registration): whatever the call at that path answers, which the API checks against that call's own
 * schema. So the client keeps every field (a loose object), and the caller reads the fields of the call
 * it made.
 */
export const PathCallAnswer = v.looseObject({ message: v.optional(v.string()) });
export type PathCallAnswer = v.InferOutput<typeof PathCallAnswer>;

/** An answer whose shape the catalogue does not show: any JSON value, left to the caller. */
export const Unspecified = v.unknown();

/** A count answer (`job/saved-jobs/count/`, `job/applied/count/`, `user/notifications/count`). */
export const CountAnswer = v.object({ count: Count });
export type CountAnswer = v.InferOutput<typeof CountAnswer>;

/** What a downloaded file offers, whatever the platform calls it (a `Blob` in browsers and Node). */
export interface FileAnswer {
  readonly size: number;
  readonly type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
}

/** A downloaded file. It is not JSON, so the server has nothing of it to check. */
export const FileAnswer = v.custom<FileAnswer>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileAnswer).size === 'number' &&
    typeof (value as FileAnswer).arrayBuffer === 'function',
  'must be a file',
);
