/** `GET job/getPerksAndBenefits` (calls.md 7.2): A company's perks and benefits. */
import { CompanyIdQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface PerksAndBenefitsInput {
  companyId: string | number;
}

export const perksAndBenefits = defineCall('GET job/getPerksAndBenefits', {
  check: { query: CompanyIdQuery },
  request: (input: PerksAndBenefitsInput) => ({
    query: { companyId: input.companyId },
  }),
});
