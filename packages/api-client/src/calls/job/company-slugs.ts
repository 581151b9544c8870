/** `GET job/companies/slugs` (calls.md 7.1): Every company's id and slug. */
import { defineCall } from '../../core/define-call.ts';

export const companySlugs = defineCall('GET job/companies/slugs');
