/** `GET course/{userId}/user/{id}/detail` (calls.md 7.11): A course's detail. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface CourseDetailInput {
  userId: string | number;
  id: string | number;
  refinv?: string | number | undefined;
  reforg?: string | number | undefined;
}

export const courseDetail = defineCall({
  name: 'GET course/{userId}/user/{id}/detail',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: Unspecified,
  request: (input: CourseDetailInput) => ({
    path: `course/${encodeURIComponent(input.userId)}/user/${encodeURIComponent(input.id)}/detail`,
    query: { refinv: input.refinv, reforg: input.reforg },
  }),
});
