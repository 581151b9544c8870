import {
  CalendarClock,
  ClipboardCheck,
  ClipboardList,
  Eye,
  type LucideIcon,
  Mail,
  MessageSquare,
  Star,
  Users,
  XCircle,
} from 'lucide-react';

/** The kinds of notification the product sends, by the name of their type (`NOTIFICATION_TYPES`). */
export const NOTIFICATION_ICONS = {
  viewed: Eye,
  shortlisted: Star,
  rejected: XCircle,
  interview: Users,
  assessment: ClipboardList,
  message: Mail,
  interviewSlot: CalendarClock,
  assessmentTask: ClipboardCheck,
  chat: MessageSquare,
} as const satisfies Record<string, LucideIcon>;

export type NotificationIconName = keyof typeof NOTIFICATION_ICONS;

export interface NotificationIconProps {
  name: NotificationIconName;
  size?: number;
}

/** The icon of a notification's type. Decorative: the label next to it says what it is. */
export function NotificationIcon({ name, size = 16 }: NotificationIconProps) {
  const Icon = NOTIFICATION_ICONS[name];
  return <Icon size={size} aria-hidden="true" focusable="false" data-icon={name} />;
}
