import * as v from 'valibot';
import { NOTIFICATION_STATE, NOTIFICATION_TYPE_IDS } from '../constants.ts';
import { Id, IsoDateTime } from './common.ts';

/** A notification: its type (one of `NOTIFICATION_TYPES`) and read state (1 unread, 2 read). */
export const Notification = v.object({
  id: Id,
  type: v.picklist(NOTIFICATION_TYPE_IDS),
  status: v.picklist([NOTIFICATION_STATE.unread, NOTIFICATION_STATE.read]),
  text: v.string(),
  createdAt: IsoDateTime,
  /** Where the notification leads (a site path); `null` when nowhere. */
  link: v.nullable(v.string()),
});
export type Notification = v.InferOutput<typeof Notification>;
