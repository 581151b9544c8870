/** `GET job/company-id-slug` (calls.md 7.2): A company's id by slug. */
import { CompanySlugQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type CompanyIdSlugInput = InputOf<typeof companyIdSlug>;

export const companyIdSlug = defineCall('GET job/company-id-slug', {
  check: { query: CompanySlugQuery },
  request: sends({ query: ['slug'] }),
});
