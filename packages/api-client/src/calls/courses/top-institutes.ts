/** `GET homepage/topinstitute` (calls.md 7.11): Top institutes ("Featured Institute" slot). */
import { defineCall } from '../../core/define-call.ts';

export const topInstitutes = defineCall('GET homepage/topinstitute', {
  bearer: 'optional',
});
