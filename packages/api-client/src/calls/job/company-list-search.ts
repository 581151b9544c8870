/** `GET job/company-list/search` (calls.md 7.1): Companies matching a name. */
import { CompanyListAnswer, CompanySearchQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface CompanyListSearchInput {
  page?: string | number | undefined;
  q?: string | number | undefined;
  name?: string | number | undefined;
}

export const companyListSearch = defineCall({
  name: 'GET job/company-list/search',
  service: 'job',
  method: 'get',
  check: { query: CompanySearchQuery },
  output: CompanyListAnswer,
  request: (input: CompanyListSearchInput) => ({
    path: 'job/company-list/search',
    query: { page: input.page, q: input.q, name: input.name },
  }),
});
