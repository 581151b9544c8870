/** `GET settings/blocked-companies` (calls.md 7.5): the companies the seeker blocked, with their names. */
import { defineCall } from '../../core/define-call.ts';
import { BlockedCompaniesAnswer } from '../../schemas/user.ts';

export const blockedCompanies = defineCall({
  name: 'GET settings/blocked-companies',
  service: 'user',
  method: 'get',
  output: BlockedCompaniesAnswer,
  request: () => ({ path: 'settings/blocked-companies' }),
});
