/** `GET settings/blocked-companies` (calls.md 7.5): the companies the seeker blocked, with their names. */
import { defineCall } from '../../core/define-call.ts';

export const blockedCompanies = defineCall('GET settings/blocked-companies');
