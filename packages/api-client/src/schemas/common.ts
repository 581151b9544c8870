/**
 * Answer schemas the catalogue implies but `@jobsite/domain` does not define (yet). Defined here, in the
 * client, so every call is typed; each is loose where the catalogue does not show the shape, and should
 * move to `@jobsite/domain/calls` once the server's answer is settled.
 */
import * as v from 'valibot';

/** A state-changing call's answer: success toasts show the server's message when there is one. */
export const Ack = v.looseObject({ message: v.optional(v.string()) });
export type Ack = v.InferOutput<typeof Ack>;

/** An answer whose shape the catalogue does not show: any JSON value, left to the caller. */
export const Unspecified = v.unknown();

/** A count answer (`job/saved-jobs/count/`, `job/applied/count/`). */
export const CountAnswer = v.looseObject({ count: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type CountAnswer = v.InferOutput<typeof CountAnswer>;

/** A downloaded file. */
export const FileAnswer = v.instance(Blob);
