/** `GET user/interview/slots-count` (calls.md 7.6): How many interview slots there are. */
import { defineCall } from '../../core/define-call.ts';

export const interviewSlotsCount = defineCall('GET user/interview/slots-count');
