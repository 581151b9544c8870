/** `GET course/{id}/brochure` (calls.md 7.11): A course's brochure. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type CourseBrochureInput = InputOf<typeof courseBrochure>;

export const courseBrochure = defineCall('GET course/{id}/brochure', {
  bearer: 'optional',
  request: sends({ params: ['id'] }),
});
