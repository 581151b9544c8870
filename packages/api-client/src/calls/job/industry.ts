/** `GET job/data/industry` (calls.md 7.1): The industries. */
import { defineCall } from '../../core/define-call.ts';

export const industries = defineCall('GET job/data/industry');
