/** `GET homePage/allcat` (calls.md 7.11): Every course category. */
import { defineCall } from '../../core/define-call.ts';

export const courseCategories = defineCall('GET homePage/allcat', {
  bearer: 'optional',
});
