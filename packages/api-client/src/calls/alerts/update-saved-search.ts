/** `POST user/saved-searches/{id}` (decision 0031): renames a saved search, or turns its alerts on or off. */
import { SavedSearchUpdateBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface UpdateSavedSearchInput {
  id: string | number;
  name?: string | undefined;
  alerts?: boolean | undefined;
}

export const updateSavedSearch = defineCall('POST user/saved-searches/{id}', {
  check: { body: SavedSearchUpdateBody },
  request: (input: UpdateSavedSearchInput) => ({
    params: { id: input.id },
    form: { name: input.name, alerts: input.alerts === undefined ? undefined : String(input.alerts) },
  }),
});
