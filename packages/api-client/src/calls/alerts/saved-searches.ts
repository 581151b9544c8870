/** `GET user/saved-searches` (decision 0031): the seeker's saved searches, newest first, and the limit. */
import { defineCall } from '../../core/define-call.ts';

export type { SavedSearch, SavedSearchesAnswer } from '@jobsite/domain/answers';

export const savedSearches = defineCall('GET user/saved-searches', {});
