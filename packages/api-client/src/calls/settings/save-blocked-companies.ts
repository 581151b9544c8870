/** `POST settings/blocked-companies` (calls.md 7.5): replaces the blocked companies (JSON `companyIds`). */
import { BlockedCompaniesBody } from '@jobsite/domain/calls';
import type * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';
import { SaveBlockedCompaniesAnswer } from '../../schemas/user.ts';

export type SaveBlockedCompaniesInput = v.InferInput<typeof BlockedCompaniesBody>;

export const saveBlockedCompanies = defineCall({
  name: 'POST settings/blocked-companies',
  service: 'user',
  method: 'post',
  check: { body: BlockedCompaniesBody },
  output: SaveBlockedCompaniesAnswer,
  request: (input: SaveBlockedCompaniesInput) => ({
    path: 'settings/blocked-companies',
    json: { companyIds: input.companyIds },
  }),
});
