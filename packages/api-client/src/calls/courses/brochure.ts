/** `GET course/{id}/brochure` (calls.md 7.11): A course's brochure. */
import { defineCall } from '../../core/define-call.ts';

export interface CourseBrochureInput {
  id: string | number;
}

export const courseBrochure = defineCall('GET course/{id}/brochure', {
  bearer: 'optional',
  request: (input: CourseBrochureInput) => ({ params: { id: input.id } }),
});
