/** `GET job/mtags` (calls.md 7.1): The main tags of each category. */
import { defineCall } from '../../core/define-call.ts';

/** The same for everyone: a server process shares it for a minute. */
export const mainTags = defineCall('GET job/mtags', { shared: 60_000 });
