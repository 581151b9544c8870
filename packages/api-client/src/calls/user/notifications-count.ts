/** `GET user/notifications/count` (decision 0008): how many notifications are unread (the header's badge). */
import { defineCall } from '../../core/define-call.ts';

export const notificationsCount = defineCall('GET user/notifications/count', {
  noCache: true,
});
