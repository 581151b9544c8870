/** `GET job/company-slug` (calls.md 7.2): A company's slug by id. */
import { CompanyByIdQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface CompanySlugInput {
  id: string | number;
}

export const companySlug = defineCall('GET job/company-slug', {
  check: { query: CompanyByIdQuery },
  request: (input: CompanySlugInput) => ({ query: { id: input.id } }),
});
