/** `GET homepage/banner` (calls.md 7.11): Course banners; failure default "Something went wrong. Please try again later.". */
import { defineCall } from '../../core/define-call.ts';
import { ERROR_TEXTS } from '../../core/errors.ts';
import { CourseList } from '../../schemas/courses.ts';

export const courseBanners = defineCall({
  name: 'GET homepage/banner',
  service: 'coursesV2',
  method: 'get',
  bearer: 'optional',
  defaultError: { message: ERROR_TEXTS.banners, code: 500 },
  output: CourseList,
  request: () => ({ path: 'homepage/banner' }),
});
