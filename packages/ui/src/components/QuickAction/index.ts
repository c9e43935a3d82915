export {
  QuickAction,
  QuickActions,
  type QuickActionProps,
  type QuickActionsProps,
} from './QuickAction';
