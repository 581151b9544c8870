/** `GET course/unpublish/{id}/detail` (calls.md 7.11): An unpublished course's detail. */
import { defineCall } from '../../core/define-call.ts';
import { Unspecified } from '../../schemas/common.ts';

export interface UnpublishedCourseDetailInput {
  id: string | number;
  refinv?: string | number | undefined;
  reforg?: string | number | undefined;
}

export const unpublishedCourseDetail = defineCall({
  name: 'GET course/unpublish/{id}/detail',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: Unspecified,
  request: (input: UnpublishedCourseDetailInput) => ({
    path: `course/unpublish/${encodeURIComponent(input.id)}/detail`,
    query: { refinv: input.refinv, reforg: input.reforg },
  }),
});
