/** `GET job/company-list/search` (calls.md 7.1): Companies matching a name. */
import { CompanySearchQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface CompanyListSearchInput {
  page?: string | number | undefined;
  q?: string | number | undefined;
  name?: string | number | undefined;
}

export const companyListSearch = defineCall('GET job/company-list/search', {
  check: { query: CompanySearchQuery },
  request: (input: CompanyListSearchInput) => ({
    query: { page: input.page, q: input.q, name: input.name },
  }),
});
