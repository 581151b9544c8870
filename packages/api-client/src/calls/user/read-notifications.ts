/**
 * `POST user/notifications/read` (decision 0008): unread becomes read (product.md section 4) for the
 * given ids, or for all of them when none are given.
 */
import { NotificationsReadBody } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export interface ReadNotificationsInput {
  ids?: readonly (string | number)[] | undefined;
}

export const readNotifications = defineCall('POST user/notifications/read', {
  check: { body: NotificationsReadBody },
  request: (input: ReadNotificationsInput = {}) => ({
    form: { ids: input.ids && input.ids.length > 0 ? input.ids.join(',') : undefined },
  }),
});
