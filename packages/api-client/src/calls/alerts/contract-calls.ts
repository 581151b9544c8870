/**
 * The saved-search and alert calls that are their contract and nothing more (decision 0031; decision
 * 0083): each is built from its entry in the domain's registry, which names its method, path, input
 * schemas and answer. A call with a module of its own in this folder adds something to its contract,
 * which that module says.
 */
import { defineCall } from '../../core/define-call.ts';

export type { SavedSearch, SavedSearchesAnswer, UnsubscribeAnswer } from '@jobsite/domain/answers';

/** `GET user/saved-searches` (decision 0031): the seeker's saved searches, newest first, and the limit. */
export const savedSearches = defineCall('GET user/saved-searches');

/** `POST user/saved-searches/{id}` (decision 0031): renames a saved search, or turns its alerts on or off. */
export const updateSavedSearch = defineCall('POST user/saved-searches/{id}');

/** `DELETE user/saved-searches/{id}` (decision 0031): deletes a saved search; 404 when it is not the seeker's. */
export const deleteSavedSearch = defineCall('DELETE user/saved-searches/{id}');

/**
 * `POST alerts/unsubscribe` (decision 0031): turns off a saved search's alerts with the token of the link
 * in its email, without a session. Refusals: 400 (a link that is not valid), 410 (a used link, or a search
 * deleted since).
 */
export const unsubscribeAlerts = defineCall('POST alerts/unsubscribe');
