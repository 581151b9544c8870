/** `GET job/company-slug` (calls.md 7.2): A company's slug by id. */
import { CompanyByIdQuery, CompanyIdSlug } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface CompanySlugInput {
  id: string | number;
}

export const companySlug = defineCall({
  name: 'GET job/company-slug',
  service: 'job',
  method: 'get',
  check: { query: CompanyByIdQuery },
  output: CompanyIdSlug,
  request: (input: CompanySlugInput) => ({ path: 'job/company-slug', query: { id: input.id } }),
});
