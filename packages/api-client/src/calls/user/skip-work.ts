/** `POST user/profile/skipwork` (calls.md 7.4): skips the work-experience step (marks the step done). */
import { defineCall } from '../../core/define-call.ts';

export const skipWork = defineCall('POST user/profile/skipwork', {
  request: () => ({ form: {} }),
});
