/** `GET user/notifications/count` (decision 0008): how many notifications are unread (the header's badge). */
import { defineCall } from '../../core/define-call.ts';
import { CountAnswer } from '../../schemas/common.ts';

export const notificationsCount = defineCall({
  name: 'GET user/notifications/count',
  service: 'user',
  method: 'get',
  noCache: true,
  output: CountAnswer,
  request: () => ({ path: 'user/notifications/count' }),
});
