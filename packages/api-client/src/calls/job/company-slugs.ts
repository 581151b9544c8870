/** `GET job/companies/slugs` (calls.md 7.1): Every company's id and slug. */
import { CompanyIdSlug } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export const companySlugs = defineCall({
  name: 'GET job/companies/slugs',
  service: 'job',
  method: 'get',
  output: v.array(CompanyIdSlug),
  request: () => ({ path: 'job/companies/slugs' }),
});
