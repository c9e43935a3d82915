// The header's bell (issue 27), in online banking's frame (src/app/layouts/DashboardLayout.tsx): the unread count, live, and the way to the notification centre. It
// holds the page's notification stream open while online banking is shown, and says each new
// notification to screen readers (politely: it never interrupts).
import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bell, Icon, VisuallyHidden } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { connectNotifications, useLiveNotifications } from './liveNotifications';
import * as styles from './NotificationBell.css';

export function NotificationBell() {
  const { t } = useTranslation();
  const { unread, latest } = useLiveNotifications();
  useEffect(() => connectNotifications(), []);
  const shown = unread ? (unread > 99 ? '99+' : String(unread)) : null;

  return (
    <>
      <NavLink
        to={PATHS.notifications}
        className={styles.bell}
        // The count drawn on the bell is in its name as drawn (WCAG 2.5.3, label in name).
        aria-label={shown ? t('layout.notificationsUnread', { shown }) : t('layout.notifications')}
      >
        <Icon icon={Bell} size={20} />
        {shown ? (
          <span className={styles.count} aria-hidden="true">
            {shown}
          </span>
        ) : null}
      </NavLink>
      <VisuallyHidden role="status">
        {latest ? t('layout.newNotification', { title: latest.title }) : ''}
      </VisuallyHidden>
    </>
  );
}
