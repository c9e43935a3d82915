// Issue 27: the notification centre's list (kinds, unread marked in words, opening one marks it
// read, "Mark all as read" up to the newest shown, older pages, what the bell tells of arriving at
// the top while open, the empty state), with axe in English and Arabic. The bell: src/app/NotificationBell.test.tsx.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, reply, screenUnderTest, setupI18n } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { notification, notificationsBackend as backend } from '@/lib/testing/notifications';
import { PATHS } from '@/access/paths';
import { setToken } from '@/session/storage';
import { tellArrival } from '@/session/notificationEvents';

const Page = screenUnderTest(() => import('./NotificationsPage'));
const user = () => userEvent.setup({ delay: null });

beforeEach(async () => {
  await setToken('access-notifications');
});

describe('The notification centre (/dashboard/notifications)', () => {
  it('lists them newest first with their kind, marks unread in words, and opening one marks it read', async () => {
    const items = [
      notification(3, {
        kind: 'approval_waiting',
        title: 'A transfer waits for your approval',
        link: '/dashboard/waiting_review',
      }),
      notification(2, {
        kind: 'security_alert',
        title: 'New sign-in',
        link: null,
        read_at: '2026-11-28T08:00:00Z',
      }),
    ];
    const api = backend(items, 1, {
      [`POST /notifications/${items[0]!.id}/read`]: reply(200, {
        data: { notification: { ...items[0], read_at: '2026-11-28T09:00:00Z' }, unread: 0 },
      }),
    });
    const { container } = renderPage(Page(), PATHS.notifications);
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Waiting for approval · Unread');
    expect(first).toHaveTextContent('28-11-2026 12:30');
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'A transfer waits for your approval',
    );
    expect(second).toHaveTextContent('Security');
    expect(second).not.toHaveTextContent('Unread');
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user().click(
      within(first!).getByRole('link', { name: 'Open: A transfer waits for your approval' }),
    );
    await screen.findByRole('heading', { level: 1, name: '/dashboard/waiting_review' });
    expect(api.to('POST', `/notifications/${items[0]!.id}/read`)).toHaveLength(1);
  });

  it('"Mark all as read" marks those shown, up to the newest, and says so', async () => {
    const items = [notification(12), notification(11)];
    const api = backend(items, 2, {
      'POST /notifications/read_all': reply(200, { data: { marked: 2, unread: 0 } }),
    });
    renderPage(Page(), PATHS.notifications);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(api.to('POST', '/notifications/read_all')[0]!.body).toEqual({ up_to: '12' });
    expect(
      await screen.findByText('All your notifications are marked as read.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Unread/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('loads older ones by pages, and shows what arrives while open at the top', async () => {
    const items = Array.from({ length: 25 }, (_, i) =>
      notification(25 - i, { read_at: '2026-11-28T08:00:00Z' }),
    );
    const arrival = notification(26, { title: 'AED 900.00 received' });
    const api = backend(items, 0, {
      [`POST /notifications/${arrival.id}/read`]: reply(200, {
        data: { notification: { ...arrival, read_at: '2026-11-28T09:00:00.000Z' }, unread: 0 },
      }),
    });
    renderPage(Page(), PATHS.notifications);
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    await user().click(screen.getByRole('button', { name: 'Show older notifications' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(25));
    expect(api.to('GET', '/notifications').at(-1)!.query).toEqual({ limit: '20', before: '6' });
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();

    // The bell tells of an arrival (twice: shown and counted once), and replays one already shown.
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    act(() => void tellArrival(arrival));
    act(() => void tellArrival(arrival));
    act(() => void tellArrival({ ...items[0]!, read_at: null }));
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(26);
    expect(rows[0]).toHaveTextContent('AED 900.00 received');
    expect(rows[0]).toHaveTextContent('Unread');
    expect(within(list).getAllByText(/Unread/)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
    // "Mark as read" on it: the button goes, focus moves to its title, and it is said.
    await user().click(within(rows[0]!).getByRole('button', { name: 'Mark as read' }));
    expect(within(rows[0]!).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Marked as read: AED 900.00 received');
  });

  it('says when there is none yet', async () => {
    backend([], 0);
    renderPage(Page(), PATHS.notifications);
    expect(
      await screen.findByRole('heading', { name: 'No notifications yet' }),
    ).toBeInTheDocument();
  });

  it('in Arabic: the kinds in Arabic, the bank’s words marked as English, no axe violation', async () => {
    await setupI18n('ar');
    try {
      backend([notification(4)], 1);
      const { container } = renderPage(Page(), PATHS.notifications);
      const list = await screen.findByRole('list', { name: 'إشعاراتك' });
      expect(list).toHaveTextContent('أموال واردة · غير مقروء');
      expect(within(list).getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'en');
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
