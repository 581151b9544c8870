/** `GET job/company-list/search` (calls.md 7.1): Companies matching a name. */
import { CompanySearchQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type CompanyListSearchInput = InputOf<typeof companyListSearch>;

export const companyListSearch = defineCall('GET job/company-list/search', {
  check: { query: CompanySearchQuery },
  request: sends({ query: ['page?', 'q?', 'name?'] }),
});
