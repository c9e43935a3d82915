export {
  StatusBadge,
  BADGE_STATUSES,
  type BadgeStatus,
  type StatusBadgeProps,
} from './StatusBadge';
