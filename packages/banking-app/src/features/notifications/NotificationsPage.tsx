// Route /dashboard/notifications (PATHS.notifications), issue 27: the notification centre. Newest
// first, unread ones marked (a bar, bold words and "Unread" in words), each with the page it is about;
// those that arrive while the page is open join the top at once (the bell's stream). Opening one or
// "Mark as read" marks it read; "Mark all as read" marks those shown, not one that arrives meanwhile.
// Older ones come by pages. Which also go out by e-mail, SMS or WhatsApp is chosen in Settings.
//
// The notifications' own words (title, body) are the bank's, in English: on the Arabic screen they
// are marked as English text (lang, direction), under an Arabic name of their kind.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@bank/api-contract';
import {
  Alert,
  Button,
  ButtonLink,
  EmptyState,
  Heading,
  Icon,
  Bell,
  Link,
  Skeleton,
  Stack,
  Text,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { formatUaeMinute } from '@/i18n/format';
import { listNotifications } from '@/api/calls/listNotifications';
import { isAfter, onArrival, tellUnread } from '@/session/notificationEvents';
import { markAllNotificationsRead, markNotificationRead } from './api';
import { loadNotificationsNamespace } from './i18n';
import * as styles from './page.css';

const ns = await loadNotificationsNamespace();

const PAGE = 20;

export const loader = screenLoader(() => ({
  notifications: () => listNotifications({ limit: PAGE }),
}));

export function Component() {
  const { t } = useTranslation(ns);
  const { notifications } = useScreenQueries<typeof loader>();
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Heading level={1}>{t('heading')}</Heading>
        <Text tone="muted">{t('lead')}</Text>
        <Link as={RouterLink} to={PATHS.settings}>
          {t('channels')}
        </Link>
      </Stack>
      <LoadState
        query={notifications}
        label={t('loading')}
        errorTitle={t('failed')}
        skeleton={<Skeleton shape="rect" height="12rem" />}
      >
        {(first) => (
          <NotificationList
            first={first.items}
            firstNext={first.next_before}
            firstUnread={first.unread}
          />
        )}
      </LoadState>
    </Stack>
  );
}

interface ListProps {
  first: readonly Notification[];
  firstNext: string | null;
  firstUnread: number;
}

function NotificationList({ first, firstNext, firstUnread }: ListProps) {
  const { t, i18n } = useTranslation(ns);
  // What the header's bell tells of while the page is open, newest first.
  const [arrived, setArrived] = useState<Notification[]>([]);
  const seen = useRef(new Set<string>());
  // What the last action did, said politely (and focus kept where the customer was).
  const [said, setSaid] = useState('');
  const [older, setOlder] = useState<Notification[]>([]);
  const [next, setNext] = useState(firstNext);
  const [readHere, setReadHere] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The count the page was given, with each unread arrival, and the server's after marking read.
  const [unread, setUnread] = useState(firstUnread);
  const told = (count: number) => {
    setUnread(count);
    tellUnread(count);
  };
  useEffect(
    () =>
      onArrival((n) => {
        // Only a new one: not one already shown (a replay after a reconnection, or on the first page).
        const newest = first[0]?.seq;
        if ((newest && !isAfter(n.seq, newest)) || seen.current.has(n.id)) return;
        seen.current.add(n.id);
        setArrived((a) => [n, ...a]);
        if (!n.read_at) setUnread((u) => u + 1);
      }),
    [first],
  );

  // What arrived live after the first page, then the first page, then older pages.
  const items = useMemo(() => {
    const newest = first[0]?.seq;
    const live = arrived.filter((n) => !newest || isAfter(n.seq, newest));
    return [...live, ...first, ...older].map((n) =>
      readHere.has(n.id) && !n.read_at ? { ...n, read_at: 'here' } : n,
    );
  }, [arrived, first, older, readHere]);
  const english = i18n.language !== 'en' ? { lang: 'en', dir: 'ltr' as const } : {};

  /** Marks one read; from its button, focus goes to its title (the button is gone) and it is said. */
  const markRead = async (n: Notification, fromButton = false) => {
    if (n.read_at) return;
    setReadHere((s) => new Set(s).add(n.id));
    if (fromButton) {
      document.getElementById(`notification-${n.id}`)?.focus();
      setSaid(t('markedOne', { title: n.title }));
    }
    const res = await markNotificationRead(n.id);
    if (res.data) told(res.data.data.unread);
    else {
      setReadHere((s) => {
        const back = new Set(s);
        back.delete(n.id);
        return back;
      });
      setProblem(t('actionFailed', { text: res.statusText }));
    }
  };

  const markAll = async () => {
    setBusy(true);
    setProblem(null);
    const res = await markAllNotificationsRead(items[0]?.seq);
    setBusy(false);
    if (!res.data) return setProblem(t('actionFailed', { text: res.statusText }));
    setReadHere(new Set(items.map((n) => n.id)));
    told(res.data.data.unread);
    setSaid(t('markAllDone'));
  };

  const showOlder = async () => {
    if (!next) return;
    setBusy(true);
    setProblem(null);
    const res = await listNotifications({ limit: PAGE, before: next });
    setBusy(false);
    const page = res.data?.data;
    if (!page) return setProblem(t('olderFailed'));
    setOlder((o) => [...o, ...page.items]);
    setNext(page.next_before);
  };

  if (items.length === 0)
    return (
      <EmptyState
        icon={<Icon icon={Bell} size={28} />}
        title={t('emptyTitle')}
        text={t('emptyText')}
      />
    );

  return (
    <Stack gap="lg">
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void markAll()} disabled={busy || unread === 0}>
          {t('markAll')}
        </Button>
      </div>
      <div role="status">{said}</div>
      {problem && (
        <Alert tone="danger" announce="assertive">
          {problem}
        </Alert>
      )}
      <ul className={styles.list} aria-label={t('listLabel')}>
        {items.map((n) => (
          <li key={n.id} className={n.read_at ? styles.item : `${styles.item} ${styles.unread}`}>
            <div className={styles.itemHead}>
              <Text size="sm" tone="muted">
                {t(`kind.${n.kind}`)}
                {!n.read_at && ` · ${t('unread')}`}
              </Text>
              <Text size="sm" tone="muted">
                {formatUaeMinute(n.created_at)}
              </Text>
            </div>
            <h2 className={styles.title} id={`notification-${n.id}`} tabIndex={-1} {...english}>
              {n.read_at ? n.title : <strong>{n.title}</strong>}
            </h2>
            {n.body && (
              <Text size="sm" {...english}>
                {n.body}
              </Text>
            )}
            <div className={styles.actions}>
              {n.link && (
                <ButtonLink
                  as={RouterLink}
                  to={n.link}
                  size="sm"
                  variant="secondary"
                  aria-label={t('openNamed', { title: n.title })}
                  onClick={() => void markRead(n)}
                >
                  {t('open')}
                </ButtonLink>
              )}
              {!n.read_at && (
                <Button size="sm" variant="tertiary" onClick={() => void markRead(n, true)}>
                  {t('markOne')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {next && (
        <Button variant="secondary" onClick={() => void showOlder()} disabled={busy}>
          {t('older')}
        </Button>
      )}
    </Stack>
  );
}
