// The notification centre's routes (issue 27): its list at /dashboard/notifications (the bell in
// online banking's header leads to it: src/app/NotificationBell.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const notificationsRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    {
      path: PATHS.notifications,
      handle: { title: 'titles.notifications' },
      lazy: () => import('./NotificationsPage'),
    },
  ]),
];
