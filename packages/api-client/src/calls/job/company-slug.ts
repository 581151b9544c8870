/** `GET job/company-slug` (calls.md 7.2): A company's slug by id. */
import { CompanyByIdQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type CompanySlugInput = InputOf<typeof companySlug>;

export const companySlug = defineCall('GET job/company-slug', {
  check: { query: CompanyByIdQuery },
  request: sends({ query: ['id'] }),
});
