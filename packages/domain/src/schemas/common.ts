import * as v from 'valibot';

/** A database id: a non-negative integer. */
export const Id = v.pipe(v.number(), v.integer(), v.minValue(0));

/** An ISO 8601 date-time with a zone, e.g. `2026-11-21T09:30:00.000Z`. */
export const IsoDateTime = v.pipe(v.string(), v.isoTimestamp());

/** An ISO 8601 calendar date, `YYYY-MM-DD`. */
export const IsoDate = v.pipe(v.string(), v.isoDate());

/** A 0/1 flag as the server sends it. */
export const Flag = v.picklist([0, 1]);

/** A count: a non-negative integer. */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Years of experience: a non-negative integer. */
export const Years = v.pipe(v.number(), v.integer(), v.minValue(0));

/** An `{ id, name }` reference to another entity (city, industry, tag, ...). */
export const NamedRef = v.object({ id: Id, name: v.string() });
export type NamedRef = v.InferOutput<typeof NamedRef>;

/** Error body of every failed call: `{ error: { message, statusCode } }` (calls.md section 8). */
export const ApiError = v.object({
  error: v.object({ message: v.string(), statusCode: v.pipe(v.number(), v.integer()) }),
});
export type ApiError = v.InferOutput<typeof ApiError>;
