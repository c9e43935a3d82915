// Issue 27: the header's bell. The unread count; the stream opened with a single-use ticket after
// the newest notification; each arrival counted once, said politely and told to the page; a
// reconnection with a new ticket from the last event after an error; the count the list tells after
// marking read; the stream closed with online banking. axe on the bell.
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@bank/api-contract';
import { setupI18n } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { notification, notificationsBackend as backend } from '@/lib/testing/notifications';
import { PATHS } from '@/access/paths';
import { onArrival, tellUnread } from '@/session/notificationEvents';
import { setToken } from '@/session/storage';
import { NotificationBell } from './NotificationBell';

beforeAll(() => setupI18n());

/** EventSource as the browser gives it, driven by the test. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  private listeners = new Map<string, (e: MessageEvent<string>) => void>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
  }
  send(item: Notification) {
    act(() =>
      this.listeners.get('notification')?.(
        new MessageEvent('notification', { data: JSON.stringify(item), lastEventId: item.seq }),
      ),
    );
  }
  fail() {
    act(() => this.onerror?.(new Event('error')));
  }
  get query() {
    return Object.fromEntries(new URL(this.url).searchParams);
  }
}

const latest = () => FakeEventSource.opened.at(-1)!;

let unmountBell: (() => void) | undefined;
function renderBell() {
  const view = render(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
  unmountBell = view.unmount;
  return view;
}

beforeEach(async () => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  await setToken('access-notifications');
});
afterEach(() => {
  unmountBell?.();
  unmountBell = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("The header's bell", () => {
  it('shows the unread count, opens the stream after the newest, counts and says each arrival once', async () => {
    const api = backend([notification(7), notification(6, { read_at: '2026-11-28T08:00:00Z' })], 3);
    const told: string[] = [];
    const stop = onArrival((item) => told.push(item.seq));
    const { container } = renderBell();
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', PATHS.notifications);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(api.to('GET', '/notifications')[0]!.query).toEqual({ limit: '1' });
    expect(latest().query).toEqual({
      ticket: expect.stringMatching(/^ticket-\d+-/),
      last_event_id: '7',
    });
    expect(latest().url).toContain('/api/fiat/notifications/stream?');

    latest().send(notification(8, { title: 'AED 125.50 received' }));
    expect(screen.getByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('New notification: AED 125.50 received');
    // The same event again (a doubled delivery) and an older one change nothing.
    latest().send(notification(8));
    latest().send(notification(5));
    expect(screen.getByRole('link', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    // The page was told of the new one, once.
    expect(told).toEqual(['8']);
    stop();
    expect(await axeViolations(container)).toEqual([]);
    // The list marked them read: the bell shows its count.
    act(() => void tellUnread(0));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('after an error, closes the stream and opens another with a new ticket from the last event', async () => {
    backend([], 0);
    renderBell();
    await screen.findByRole('link', { name: 'Notifications' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const first = latest();
    // No notification yet: the stream starts from 0, so one made meanwhile is not missed.
    expect(first.query.last_event_id).toBe('0');
    first.send(notification(1));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    first.fail();
    expect(first.closed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    vi.useRealTimers();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(latest().query.ticket).not.toBe(first.query.ticket);
    expect(latest().query.last_event_id).toBe('1');
    expect(screen.getByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('in Arabic, and past 99: the count as drawn is in its name (label in name), no axe violation', async () => {
    await setupI18n('ar');
    try {
      backend([notification(130)], 120);
      const { container } = renderBell();
      const bell = await screen.findByRole('link', { name: 'الإشعارات، غير المقروءة: 99+' });
      expect(bell).toHaveTextContent('99+');
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });

  it('closes the stream when online banking closes (the session ends)', async () => {
    backend([], 0);
    renderBell();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    unmountBell!();
    unmountBell = undefined;
    expect(latest().closed).toBe(true);
  });
});
