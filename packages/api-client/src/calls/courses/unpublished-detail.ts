/** `GET course/unpublish/{id}/detail` (calls.md 7.11): An unpublished course's detail. */
import { defineCall, type InputOf, sends } from '../../core/define-call.ts';

export type UnpublishedCourseDetailInput = InputOf<typeof unpublishedCourseDetail>;

export const unpublishedCourseDetail = defineCall('GET course/unpublish/{id}/detail', {
  bearer: 'optional',
  request: sends({ params: ['id'], query: ['refinv?', 'reforg?'] }),
});
