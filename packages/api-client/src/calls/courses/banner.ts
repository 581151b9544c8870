/** `GET homepage/banner` (calls.md 7.11): Course banners; failure default "Something went wrong. Please try again later.". */
import { defineCall } from '../../core/define-call.ts';
import { ERROR_TEXTS } from '../../core/errors.ts';

export const courseBanners = defineCall('GET homepage/banner', {
  bearer: 'optional',
  defaultError: { message: ERROR_TEXTS.banners, code: 500 },
});
