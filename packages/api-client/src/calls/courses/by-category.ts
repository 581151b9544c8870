/** `GET courses/{categoryId}` (calls.md 7.11): The courses of a category. */
import { defineCall } from '../../core/define-call.ts';

export interface CoursesByCategoryInput {
  categoryId: string | number;
}

export const coursesByCategory = defineCall('GET courses/{categoryId}', {
  bearer: 'optional',
  request: (input: CoursesByCategoryInput) => ({ params: { categoryId: input.categoryId } }),
});
