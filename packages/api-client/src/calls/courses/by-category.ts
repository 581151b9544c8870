/** `GET courses/{categoryId}` (calls.md 7.11): The courses of a category. */
import { defineCall, type InputOf } from '../../core/define-call.ts';

export type CoursesByCategoryInput = InputOf<typeof coursesByCategory>;

export const coursesByCategory = defineCall('GET courses/{categoryId}', {
  bearer: 'optional',
});
