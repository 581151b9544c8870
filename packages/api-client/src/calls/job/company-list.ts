/** `GET job/company-list` (calls.md 7.1): Companies, by page. */
import { CompanyListQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type CompanyListInput = InputOf<typeof companyList>;

export const companyList = defineCall('GET job/company-list', {
  check: { query: CompanyListQuery },
  request: sends({ query: ['page?'] }),
});
