/** `GET job/company-id-slug` (calls.md 7.2): A company's id by slug. */
import { CompanyIdSlug, CompanySlugQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface CompanyIdSlugInput {
  slug: string | number;
}

export const companyIdSlug = defineCall({
  name: 'GET job/company-id-slug',
  service: 'job',
  method: 'get',
  check: { query: CompanySlugQuery },
  output: CompanyIdSlug,
  request: (input: CompanyIdSlugInput) => ({ path: 'job/company-id-slug', query: { slug: input.slug } }),
});
