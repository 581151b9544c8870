/** `GET course/{userId}/user/{id}/detail` (calls.md 7.11): A course's detail. */
import { defineCall } from '../../core/define-call.ts';

export interface CourseDetailInput {
  userId: string | number;
  id: string | number;
  refinv?: string | number | undefined;
  reforg?: string | number | undefined;
}

export const courseDetail = defineCall('GET course/{userId}/user/{id}/detail', {
  bearer: 'optional',
  request: (input: CourseDetailInput) => ({
    params: { userId: input.userId, id: input.id },
    query: { refinv: input.refinv, reforg: input.reforg },
  }),
});
