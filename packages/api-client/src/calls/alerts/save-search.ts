/**
 * `POST user/saved-searches` (decision 0031): saves a search under a name, with its daily alerts on unless
 * `alerts: false`; answers 201. Refusals: 400 (no name, nothing to search for, an unknown city), 409 (the
 * name is taken, or the seeker keeps 20 already).
 *
 * A module of its own beyond the contract: the city ids, given as a list, go in one comma-separated form
 * field, which the API reads (a form built from the contract would repeat the field, one id each).
 */
import { SavedSearchBody, type SavedSearchInput } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { SavedSearchAnswer } from '@jobsite/domain/answers';

export interface SaveSearchInput {
  name: string;
  keyword?: string | undefined;
  categoryId?: string | number | undefined;
  /** City ids, comma-separated or as a list. */
  locIds?: string | readonly number[] | undefined;
  /** Experience filter id 1-9. */
  exp?: string | number | undefined;
  alerts?: boolean | undefined;
}

const wire = (input: SaveSearchInput) => ({
  name: input.name,
  keyword: input.keyword,
  categoryId: input.categoryId === undefined ? undefined : String(input.categoryId),
  locIds:
    typeof input.locIds === 'string' || input.locIds === undefined ? input.locIds : input.locIds.join(','),
  exp: input.exp === undefined ? undefined : String(input.exp),
  alerts: input.alerts === undefined ? undefined : String(input.alerts),
});

export const saveSearch = defineCall('POST user/saved-searches', {
  check: { body: SavedSearchBody },
  request: (input: SaveSearchInput) => ({
    form: wire(input) satisfies Partial<Record<keyof SavedSearchInput, unknown>>,
  }),
});
