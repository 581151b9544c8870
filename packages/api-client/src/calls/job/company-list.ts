/** `GET job/company-list` (calls.md 7.1): Companies, by page. */
import { CompanyListAnswer, CompanyListQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface CompanyListInput {
  page?: string | number | undefined;
}

export const companyList = defineCall({
  name: 'GET job/company-list',
  service: 'job',
  method: 'get',
  check: { query: CompanyListQuery },
  output: CompanyListAnswer,
  request: (input: CompanyListInput) => ({ path: 'job/company-list', query: { page: input.page } }),
});
