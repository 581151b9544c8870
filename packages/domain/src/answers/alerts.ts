/** Answers of the saved-search and job-alert calls (decision 0031). */
import * as v from 'valibot';
import { Count, Id, IsoDateTime } from '../schemas/common.ts';

/** A saved search: its name, criteria (as `GET job/search` takes them) and whether its alerts are on. */
export const SavedSearch = v.object({
  id: Id,
  name: v.string(),
  keyword: v.string(),
  categoryId: v.nullable(Id),
  locIds: v.array(Id),
  /** Experience filter id 1-9, or null for any. */
  exp: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9))),
  alerts: v.boolean(),
  createdAt: IsoDateTime,
  /** When the last digest of new matches went out, if one has. */
  lastDigestAt: v.nullable(IsoDateTime),
});
export type SavedSearch = v.InferOutput<typeof SavedSearch>;

/** `GET user/saved-searches`: the seeker's searches, newest first, and how many they may keep. */
export const SavedSearchesAnswer = v.object({ searches: v.array(SavedSearch), limit: Count });
export type SavedSearchesAnswer = v.InferOutput<typeof SavedSearchesAnswer>;

/** `POST user/saved-searches` and `POST user/saved-searches/{id}`: the search as saved. */
export const SavedSearchAnswer = v.object({ message: v.string(), search: SavedSearch });
export type SavedSearchAnswer = v.InferOutput<typeof SavedSearchAnswer>;

/** `DELETE user/saved-searches/{id}`: the search is gone. */
export const SavedSearchDeletedAnswer = v.object({ message: v.string() });

/** `POST alerts/unsubscribe`: which search's alerts were turned off. */
export const UnsubscribeAnswer = v.object({ message: v.string(), searchName: v.string() });
export type UnsubscribeAnswer = v.InferOutput<typeof UnsubscribeAnswer>;
