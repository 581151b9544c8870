/** `GET job/company-list` (calls.md 7.1): Companies, by page. */
import { CompanyListQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface CompanyListInput {
  page?: string | number | undefined;
}

export const companyList = defineCall('GET job/company-list', {
  check: { query: CompanyListQuery },
  request: (input: CompanyListInput) => ({ query: { page: input.page } }),
});
