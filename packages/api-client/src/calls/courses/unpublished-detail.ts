/** `GET course/unpublish/{id}/detail` (calls.md 7.11): An unpublished course's detail. */
import { defineCall } from '../../core/define-call.ts';

export interface UnpublishedCourseDetailInput {
  id: string | number;
  refinv?: string | number | undefined;
  reforg?: string | number | undefined;
}

export const unpublishedCourseDetail = defineCall('GET course/unpublish/{id}/detail', {
  bearer: 'optional',
  request: (input: UnpublishedCourseDetailInput) => ({
    params: { id: input.id },
    query: { refinv: input.refinv, reforg: input.reforg },
  }),
});
