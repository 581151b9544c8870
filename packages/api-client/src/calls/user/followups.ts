/** `GET followup` (calls.md 7.4): The jobs the seeker followed up on. */
import { defineCall } from '../../core/define-call.ts';

export const followups = defineCall('GET followup');
