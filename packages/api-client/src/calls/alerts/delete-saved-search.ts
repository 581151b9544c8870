/** `DELETE user/saved-searches/{id}` (decision 0031): deletes a saved search; 404 when it is not the seeker's. */
import { defineCall } from '../../core/define-call.ts';

export interface DeleteSavedSearchInput {
  id: string | number;
}

export const deleteSavedSearch = defineCall('DELETE user/saved-searches/{id}', {
  request: (input: DeleteSavedSearchInput) => ({ params: { id: input.id } }),
});
