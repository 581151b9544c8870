/**
 * `GET user/notifications` (decision 0008; the catalogue names the notification list but not its call):
 * a page of 20 of the seeker's notifications, newest first, with the unread count.
 */
import { Notification } from '@jobsite/domain';
import { NotificationsQuery } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

export const NotificationsAnswer = v.looseObject({
  notifications: v.array(
    v.looseObject({ ...Notification.entries, jobId: v.optional(v.nullable(v.number())) }),
  ),
  unread: v.pipe(v.number(), v.integer(), v.minValue(0)),
  hasMore: v.boolean(),
  page: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type NotificationsAnswer = v.InferOutput<typeof NotificationsAnswer>;

export interface NotificationsInput {
  page?: string | number | undefined;
}

export const notifications = defineCall({
  name: 'GET user/notifications',
  service: 'user',
  method: 'get',
  noCache: true,
  check: { query: NotificationsQuery },
  output: NotificationsAnswer,
  request: (input: NotificationsInput = {}) => ({
    path: 'user/notifications',
    query: { page: input.page },
  }),
});
