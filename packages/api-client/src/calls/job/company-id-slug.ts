/** `GET job/company-id-slug` (calls.md 7.2): A company's id by slug. */
import { CompanySlugQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface CompanyIdSlugInput {
  slug: string | number;
}

export const companyIdSlug = defineCall('GET job/company-id-slug', {
  check: { query: CompanySlugQuery },
  request: (input: CompanyIdSlugInput) => ({ query: { slug: input.slug } }),
});
