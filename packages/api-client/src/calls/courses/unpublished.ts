/**
 * `GET course/unpublish` (calls.md 7.11): an institute's unpublished courses, for whoever holds its
 * preview key (`key`, from the preview link); a wrong key is a 404.
 */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type UnpublishedCoursesInput = InputOf<typeof unpublishedCourses>;

export const unpublishedCourses = defineCall('GET course/unpublish', {
  bearer: 'optional',
});
