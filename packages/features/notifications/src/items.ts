import { formatDate, NOTIFICATION_STATE, NOTIFICATION_TYPES, type Notification } from '@jobsite/domain';

/** The badge tone of each notification type's colour (product.md section 3: type ids map to colours). */
const TONES = {
  info: 'info',
  positive: 'positive',
  critical: 'critical',
  caution: 'caution',
  neutral: 'neutral',
  promote: 'accent',
} as const;

/** A notification as the list shows it. */
export function toItem(n: Pick<Notification, 'id' | 'type' | 'status' | 'text' | 'link' | 'createdAt'>) {
  const type = NOTIFICATION_TYPES[n.type];
  return {
    id: n.id,
    text: n.text,
    link: n.link,
    unread: n.status === NOTIFICATION_STATE.unread,
    label: type.label,
    icon: type.name,
    tone: TONES[type.tone],
    date: formatDate(n.createdAt),
  };
}
