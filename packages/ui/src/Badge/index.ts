export {
  Badge,
  type BadgeProps,
  CountBadge,
  type CountBadgeProps,
  RankBadge,
  type RankBadgeProps,
} from './Badge.tsx';
