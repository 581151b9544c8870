/** `GET course/{id}/brochure` (calls.md 7.11): A course's brochure. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface CourseBrochureInput {
  id: string | number;
}

export const courseBrochure = defineCall({
  name: 'GET course/{id}/brochure',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: Unspecified,
  request: (input: CourseBrochureInput) => ({ path: `course/${encodeURIComponent(input.id)}/brochure` }),
});
