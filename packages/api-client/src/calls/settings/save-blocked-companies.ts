/**
 * `POST settings/blocked-companies` (calls.md 7.5): replaces the blocked companies (`companyIds`).
 *
 * A module of its own beyond the contract: the ids go as JSON (a form built from the contract would
 * repeat the field, one id each, and the API reads one).
 */
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
