/** `GET courses/{categoryId}` (calls.md 7.11): The courses of a category. */
import { defineCall } from '../../core/define-call.ts';
import { CourseList } from '../../schemas/courses.ts';

export interface CoursesByCategoryInput {
  categoryId: string | number;
}

export const coursesByCategory = defineCall({
  name: 'GET courses/{categoryId}',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  output: CourseList,
  request: (input: CoursesByCategoryInput) => ({ path: `courses/${encodeURIComponent(input.categoryId)}` }),
});
