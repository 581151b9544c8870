/** `GET job/getPerksAndBenefits` (calls.md 7.2): A company's perks and benefits. */
import { CompanyIdQuery } from '@jobsite/domain/calls';
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type PerksAndBenefitsInput = InputOf<typeof perksAndBenefits>;

export const perksAndBenefits = defineCall('GET job/getPerksAndBenefits', {
  check: { query: CompanyIdQuery },
  request: sends({ query: ['companyId'] }),
});
