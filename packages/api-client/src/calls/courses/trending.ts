/** `GET homepage/trending` (calls.md 7.11): Trending courses ("Trending Courses" slot). */
import { defineCall } from '../../core/define-call.ts';

export const trendingCourses = defineCall('GET homepage/trending', {
  bearer: 'optional',
});
