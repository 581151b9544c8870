/** `GET job/company-data` (calls.md 7.2): A company page's data. */
import { CompanySlugQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type CompanyDataInput = InputOf<typeof companyData>;

export const companyData = defineCall('GET job/company-data', {
  check: { query: CompanySlugQuery },
  request: sends({ query: ['slug'] }),
});
