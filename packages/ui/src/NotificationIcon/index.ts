export {
  NOTIFICATION_ICONS,
  NotificationIcon,
  type NotificationIconName,
  type NotificationIconProps,
} from './NotificationIcon.tsx';
