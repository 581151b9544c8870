/** `POST settings/blocked-companies` (calls.md 7.5): replaces the blocked companies (JSON `companyIds`). */
import { BlockedCompaniesBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export type SaveBlockedCompaniesInput = v.InferInput<typeof BlockedCompaniesBody>;

export const saveBlockedCompanies = defineCall('POST settings/blocked-companies', {
  check: { body: BlockedCompaniesBody },
  request: (input: SaveBlockedCompaniesInput) => ({
    json: { companyIds: input.companyIds },
  }),
});
