/** `GET job/mtags` (calls.md 7.1): The main tags of each category. */
import { defineCall } from '../../core/define-call.ts';

export const mainTags = defineCall('GET job/mtags');
