/**
 * `POST user/notifications/read` (decision 0008): unread becomes read (product.md section 4) for the
 * given ids, or for all of them when none are given.
 */
import { NotificationsReadBody } from '@jobsite/domain/calls';
import * as v from 'valibot';
import { defineCall } from '../../core/define-call.ts';

const ReadNotificationsAnswer = v.looseObject({
  updated: v.pipe(v.number(), v.integer(), v.minValue(0)),
  unread: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export interface ReadNotificationsInput {
  ids?: readonly (string | number)[] | undefined;
}

export const readNotifications = defineCall({
  name: 'POST user/notifications/read',
  service: 'user',
  method: 'post',
  check: { body: NotificationsReadBody },
  output: ReadNotificationsAnswer,
  request: (input: ReadNotificationsInput = {}) => ({
    path: 'user/notifications/read',
    form: { ids: input.ids && input.ids.length > 0 ? input.ids.join(',') : undefined },
  }),
});
