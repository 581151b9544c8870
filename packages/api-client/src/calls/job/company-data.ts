/** `GET job/company-data` (calls.md 7.2): A company page's data. */
import { CompanyData, CompanySlugQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface CompanyDataInput {
  slug: string | number;
}

export const companyData = defineCall({
  name: 'GET job/company-data',
  service: 'job',
  method: 'get',
  check: { query: CompanySlugQuery },
  output: CompanyData,
  request: (input: CompanyDataInput) => ({ path: 'job/company-data', query: { slug: input.slug } }),
});
