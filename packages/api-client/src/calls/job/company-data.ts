/** `GET job/company-data` (calls.md 7.2): A company page's data. */
import { CompanySlugQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface CompanyDataInput {
  slug: string | number;
}

export const companyData = defineCall('GET job/company-data', {
  check: { query: CompanySlugQuery },
  request: (input: CompanyDataInput) => ({ query: { slug: input.slug } }),
});
