/** `GET homepage/featured` (calls.md 7.11): Featured courses ("Learn & Grow" slot). */
import { defineCall } from '../../core/define-call.ts';

export const featuredCourses = defineCall('GET homepage/featured', {
  bearer: 'optional',
});
