/**
 * Saved searches and job alerts (decision 0031): `GET/POST user/saved-searches`,
 * `POST/DELETE user/saved-searches/{id}` and `POST alerts/unsubscribe`.
 */
import * as v from 'valibot';
import { IdList, QueryId, SearchText, TrimmedText } from './params.ts';

/** How many searches one seeker may save. */
export const SAVED_SEARCH_LIMIT = 20;
/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 80;

const SearchName = TrimmedText(SAVED_SEARCH_NAME_MAX, 1, 'Please give the search a name');

/** `true`/`false` (or `1`/`0`, `on`/`off`) from a form or JSON. */
const Flag = v.pipe(
  v.union([v.boolean(), v.picklist(['true', 'false', '1', '0', 'on', 'off'])], 'must be true or false'),
  v.transform((x) => x === true || x === 'true' || x === '1' || x === 'on'),
);

/** An experience filter id 1-9 (product.md section 5), as a string or a number. */
const ExpFilter = v.pipe(
  v.union([v.string(), v.number()], 'must be an experience filter id from 1 to 9'),
  v.transform((x) => String(x).trim()),
  v.regex(/^[1-9]$/, 'must be an experience filter id from 1 to 9'),
  v.transform(Number),
);

/** Ids as a comma-separated string or an array of numbers. */
const Ids = v.pipe(
  v.union([v.string(), v.array(v.number())], 'must be a list of ids'),
  v.transform((x) => (typeof x === 'string' ? x : x.join(','))),
  IdList(20),
);

const Criteria = {
  /** Search words (websearch syntax, as `GET job/search`); empty for a feed filter without words. */
  keyword: v.optional(SearchText(200), ''),
  categoryId: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), QueryId)),
  locIds: v.optional(Ids, ''),
  exp: v.optional(ExpFilter),
};

/** Body of `POST user/saved-searches`: a name and the search's criteria (at least one of them). */
export const SavedSearchBody = v.pipe(
  v.object({ name: SearchName, ...Criteria, alerts: v.optional(Flag, true) }),
  v.check(
    (b) => b.keyword !== '' || b.categoryId !== undefined || b.locIds.length > 0 || b.exp !== undefined,
    'Choose something to search for: words, a category, a city or experience',
  ),
);
export type SavedSearchBody = v.InferOutput<typeof SavedSearchBody>;
export type SavedSearchInput = v.InferInput<typeof SavedSearchBody>;

/** Body of `POST user/saved-searches/{id}`: a new name, alerts on or off, or both. */
export const SavedSearchUpdateBody = v.pipe(
  v.object({ name: v.optional(SearchName), alerts: v.optional(Flag) }),
  v.check((b) => b.name !== undefined || b.alerts !== undefined, 'Send a new name or alerts on or off'),
);
export type SavedSearchUpdateBody = v.InferOutput<typeof SavedSearchUpdateBody>;

export const SavedSearchParams = v.object({ id: QueryId });

/** Body of `POST alerts/unsubscribe`: the token of the link in an alert's message. */
export const UnsubscribeBody = v.object({
  token: TrimmedText(300, 1, 'The unsubscribe link has no token', 'This unsubscribe link is not valid'),
});
export type UnsubscribeBody = v.InferOutput<typeof UnsubscribeBody>;
