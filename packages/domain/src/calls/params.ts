/**
 * Building blocks for call inputs. Query values arrive as strings; these schemas check and convert
 * them, with a message that names what is wrong (the server prefixes the field name).
 */
import * as v from 'valibot';

/** A whole number in a query string, from 0 to `max`. */
export const QueryInt = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,10}$/, `must be a whole number from 0 to ${max}`),
    v.transform(Number),
    v.maxValue(max, `must be a whole number from 0 to ${max}`),
  );

/** A database id in a query string or path. */
export const QueryId = QueryInt(2_147_483_647);

/** A 0-based page index; deep pages are refused (offset pagination past 10,000 rows is not served). */
export const Page = v.optional(QueryInt(499), '0');

/** A comma-separated list of ids (empty items ignored), at most `max` of them. */
export const IdList = (max = 50) =>
  v.pipe(
    v.string(),
    v.maxLength(max * 11, `must be a comma-separated list of at most ${max} ids`),
    v.regex(/^[\d,\s]*$/, 'must be a comma-separated list of ids'),
    v.transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
        .map(Number),
    ),
    v.maxLength(max, `must be a comma-separated list of at most ${max} ids`),
    v.check((ids) => ids.every((id) => id <= 2_147_483_647), 'holds an id that is too large'),
  );

/** Free text typed by a seeker (keyword, company name); bounded so it cannot be used to load the server. */
export const SearchText = (max = 200) =>
  v.pipe(v.string(), v.maxLength(max, `must be at most ${max} characters`), v.trim());

/**
 * Text a person types, trimmed, of `min` to `max` characters: `tooShort` is what a shorter one is told,
 * `tooLong` a longer one.
 */
export const TrimmedText = (
  max: number,
  min: number,
  tooShort: string,
  tooLong = `must be at most ${max} characters`,
) => v.pipe(v.string('must be text'), v.trim(), v.minLength(min, tooShort), v.maxLength(max, tooLong));

/** A slug of a category, tag or company. */
export const SlugParam = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'must not be empty'),
  v.maxLength(200, 'must be at most 200 characters'),
);
