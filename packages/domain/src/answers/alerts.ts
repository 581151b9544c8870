/** Answers of the saved-search and job-alert calls (decision 0031). */
import * as v from 'valibot';

/** A saved search: its name, criteria (as `GET job/search` takes them) and whether its alerts are on. */
export const SavedSearch = v.object({
  id: v.number(),
  name: v.string(),
  keyword: v.string(),
  categoryId: v.nullable(v.number()),
  locIds: v.array(v.number()),
  /** Experience filter id 1-9, or null for any. */
  exp: v.nullable(v.number()),
  alerts: v.boolean(),
  createdAt: v.string(),
  /** When the last digest of new matches went out, if one has. */
  lastDigestAt: v.nullable(v.string()),
});
export type SavedSearch = v.InferOutput<typeof SavedSearch>;

/** `GET user/saved-searches`: the seeker's searches, newest first, and how many they may keep. */
export const SavedSearchesAnswer = v.object({ searches: v.array(SavedSearch), limit: v.number() });
export type SavedSearchesAnswer = v.InferOutput<typeof SavedSearchesAnswer>;

/** `POST user/saved-searches` and `POST user/saved-searches/{id}`: the search as saved. */
export const SavedSearchAnswer = v.object({ message: v.string(), search: SavedSearch });
export type SavedSearchAnswer = v.InferOutput<typeof SavedSearchAnswer>;

/** `POST alerts/unsubscribe`: which search's alerts were turned off. */
export const UnsubscribeAnswer = v.object({ message: v.string(), searchName: v.string() });
export type UnsubscribeAnswer = v.InferOutput<typeof UnsubscribeAnswer>;
