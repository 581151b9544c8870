/**
 * `GET course/unpublish/{id}/detail` (calls.md 7.11): an unpublished course's detail, with its
 * institute's preview key (`key`); a wrong key or another institute's course is a 404.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type UnpublishedCourseDetailInput = InputOf<typeof unpublishedCourseDetail>;

export const unpublishedCourseDetail = defineCall('GET course/unpublish/{id}/detail', {
  bearer: 'optional',
});
