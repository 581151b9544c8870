/** `GET job/getPerksAndBenefits` (calls.md 7.2): A company's perks and benefits. */
import { CompanyIdQuery, PerksAndBenefits } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface PerksAndBenefitsInput {
  companyId: string | number;
}

export const perksAndBenefits = defineCall({
  name: 'GET job/getPerksAndBenefits',
  service: 'job',
  method: 'get',
  check: { query: CompanyIdQuery },
  output: PerksAndBenefits,
  request: (input: PerksAndBenefitsInput) => ({
    path: 'job/getPerksAndBenefits',
    query: { companyId: input.companyId },
  }),
});
