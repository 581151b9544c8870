/**
 * `GET user/notifications` (decision 0008; the catalogue names the notification list but not its call):
 * a page of 20 of the seeker's notifications, newest first, with the unread count.
 */
import { NotificationsQuery } from '@jobsite/domain/calls';
import { defineCall } from '../../core/define-call.ts';

export type { NotificationsAnswer } from '@jobsite/domain/answers';

export interface NotificationsInput {
  page?: string | number | undefined;
}

export const notifications = defineCall('GET user/notifications', {
  noCache: true,
  check: { query: NotificationsQuery },
  request: (input: NotificationsInput = {}) => ({
    query: { page: input.page },
  }),
});
