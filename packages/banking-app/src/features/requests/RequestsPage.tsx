// Route /dashboard/requests (PATHS.requests), issue 27: requests for money. Ask for money (a link
// and QR code to share, or a contact by number or e-mail); what others asked of the customer (pay
// or decline, in place); and the customer's own requests with their state (open, paid and by whom,
// declined, cancelled, expired), a link shown again, and cancel. A request paid or declined while
// the page is open shows at once (the notification stream's arrivals reload the list).
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MoneyRequest, MoneyRequestStatus } from '@bank/api-contract';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  Heading,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  type BadgeStatus,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import * as flow from '@/components/FlowFrame.css';
import { fetchFiatWallets, type Wallet } from '@/domain/wallets/wallets';
import { formatDay } from '@/i18n/format';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useSubmit } from '@/lib/forms/useSubmit';
import { onArrival } from '@/session/notificationEvents';
import { cancelRequest, declineRequest, fetchRequests } from './api';
import { loadRequestsNamespace } from './i18n';
import { LinkPanel } from './LinkPanel';
import { isolate, moneyOf, PayPanel } from './PayPanel';
import { RequestForm } from './RequestForm';

const ns = await loadRequestsNamespace();

export const loader = screenLoader(() => ({ requests: fetchRequests, wallets: fetchFiatWallets }));

const BADGE: Record<MoneyRequestStatus, BadgeStatus> = {
  open: 'pending',
  paid: 'completed',
  declined: 'rejected',
  cancelled: 'cancelled',
  expired: 'expired',
};

interface ItemProps {
  request: MoneyRequest;
  wallets: readonly Wallet[];
  /** Something changed: the list is asked again, and the words are said. */
  onDone: (message: string) => void;
  /** The bank refused (the request changed meanwhile): the list is asked again. */
  onStale: () => void;
}

/** One request, sent or received, with what can be done to it. */
function RequestItem({ request: r, wallets, onDone, onStale }: ItemProps) {
  const { t } = useTranslation(ns);
  const [paying, setPaying] = useState(false);
  const [asking, setAsking] = useState(false);
  const [showLink, setShowLink] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const busy = useSubmit();
  const yes = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const payButton = useRef<HTMLButtonElement>(null);
  /** After an action its buttons are gone: focus goes to the request's heading (still in the list). */
  const focusHeading = () =>
    requestAnimationFrame(() => document.getElementById(headingId)?.focus());
  const headingId = `request-${r.id}`;
  const sum = moneyOf(r.amount);
  const sent = r.direction === 'sent';
  const name = r.counterparty.name ?? r.counterparty.detail ?? '';
  const open = r.status === 'open';

  useEffect(() => {
    if (asking) yes.current?.focus();
  }, [asking]);

  const close = () =>
    busy.run(async () => {
      const res = sent ? await cancelRequest(r.id) : await declineRequest(r.id);
      if (!res.data) {
        setProblem(res.error?.message ?? res.statusText);
        setAsking(false);
        if (res.error) onStale();
        focusHeading();
        return;
      }
      setProblem(undefined);
      setAsking(false);
      onDone(t(sent ? 'sent.cancelled' : 'received.declined', { amount: sum }));
      focusHeading();
    });

  const title = sent
    ? sum
    : t('received.from', { name: isolate(r.counterparty.name ?? ''), amount: sum });
  return (
    <Card as="li" aria-labelledby={headingId}>
      <Stack gap="sm" align="start">
        <Heading level={3} size={5} id={headingId} tabIndex={-1}>
          {title}
        </Heading>
        <StatusBadge status={BADGE[r.status]} label={t(`status.${r.status}`)} />
        {sent && (
          <Text size="sm">
            {r.channel === 'link'
              ? r.status === 'paid' && r.counterparty.name
                ? t('sent.paidBy', { name: isolate(r.counterparty.name) })
                : t('sent.byLink')
              : t('sent.toContact', { name: isolate(name) })}
            {r.channel === 'proxy' && r.counterparty.detail && (
              <>
                {' · '}
                <bdi dir="ltr">{r.counterparty.detail}</bdi>
              </>
            )}
          </Text>
        )}
        {r.note && (
          <Text size="sm">
            {t('item.note')}: <bdi>{r.note}</bdi>
          </Text>
        )}
        <Text size="sm" tone="muted">
          {t('item.created')} {formatDay(r.created_at)}
          {open && (
            <>
              {' · '}
              {t('item.until')} {formatDay(r.expires_at)}
            </>
          )}
          {r.decided_at && !open && (
            <>
              {' · '}
              {t('item.decided')} {formatDay(r.decided_at)}
            </>
          )}
        </Text>
        {problem && (
          <Alert tone="danger" announce="assertive" title={t('item.problemTitle')}>
            {problem}
          </Alert>
        )}
        {open && !sent && paying && (
          <PayPanel
            id={`pay-${r.id}`}
            requestId={r.id}
            amount={r.amount}
            wallets={wallets}
            onPaid={() => {
              onDone(t('pay.paid', { amount: sum, name: isolate(r.counterparty.name ?? '') }));
              focusHeading();
            }}
            onRefused={onStale}
            onCancel={() => {
              setPaying(false);
              requestAnimationFrame(() => payButton.current?.focus());
            }}
          />
        )}
        {open && sent && showLink && <LinkPanel request={r} />}
        {open && asking ? (
          <Stack gap="sm" align="start">
            <Text>
              {sent
                ? t(r.channel === 'link' ? 'sent.cancelConfirm' : 'sent.cancelConfirmContact', {
                    amount: sum,
                  })
                : t('received.declineConfirm', {
                    amount: sum,
                    name: isolate(r.counterparty.name ?? ''),
                  })}
            </Text>
            <div className={flow.buttons}>
              <Button
                ref={yes}
                variant="danger"
                loading={busy.loading}
                onClick={() => void close()}
              >
                {t(sent ? 'sent.cancelYes' : 'received.declineYes')}
              </Button>
              <Button
                variant="tertiary"
                onClick={() => {
                  setAsking(false);
                  requestAnimationFrame(() => opener.current?.focus());
                }}
              >
                {t('sent.keep')}
              </Button>
            </div>
          </Stack>
        ) : (
          open &&
          !paying && (
            <div className={flow.buttons}>
              {!sent && (
                <Button ref={payButton} onClick={() => setPaying(true)}>
                  {t('received.pay', { amount: sum })}
                </Button>
              )}
              {sent && r.channel === 'link' && (
                <Button
                  variant="secondary"
                  aria-expanded={showLink}
                  onClick={() => setShowLink((s) => !s)}
                >
                  {t(showLink ? 'link.hide' : 'link.show')}
                </Button>
              )}
              <Button ref={opener} variant="secondary" onClick={() => setAsking(true)}>
                {t(sent ? 'sent.cancel' : 'received.decline')}
              </Button>
            </div>
          )
        )}
      </Stack>
    </Card>
  );
}

function RequestList({
  id,
  heading,
  empty,
  items,
  wallets,
  onDone,
  onStale,
}: {
  id: string;
  heading: string;
  empty: string;
  items: MoneyRequest[];
  wallets: readonly Wallet[];
  onDone: (message: string) => void;
  onStale: () => void;
}) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="md">
        <Heading level={2} size={4} id={id}>
          {heading}
        </Heading>
        {items.length === 0 ? (
          <Text tone="muted">{empty}</Text>
        ) : (
          <Stack as="ul" gap="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((r) => (
              <RequestItem
                key={r.id}
                request={r}
                wallets={wallets}
                onDone={onDone}
                onStale={onStale}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}

export function Component() {
  const { t } = useTranslation(ns);
  const { requests, wallets } = useScreenQueries<typeof loader>();
  const [made, setMade] = useState<MoneyRequest | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const readyHeading = useRef<HTMLHeadingElement>(null);
  // The link just made, while it can still be paid (paid or cancelled below, it goes).
  const latest =
    made && requests.state.status === 'success'
      ? requests.state.data.find((r) => r.id === made.id)
      : undefined;
  const shown = made && (!latest || latest.status === 'open') ? made : null;

  // A request paid, declined or asked of the customer while the page is open: the list again.
  useEffect(
    () =>
      onArrival((n) => {
        if (n.kind.startsWith('request_')) requests.reload();
      }),
    [requests],
  );
  useEffect(() => {
    if (made) readyHeading.current?.focus();
  }, [made]);

  const done = (message: string) => {
    setSaid(message);
    requests.reload();
  };

  return (
    <Stack gap="xl" style={{ maxInlineSize: 760 }}>
      <Stack gap="sm">
        <Heading level={1}>{t('heading')}</Heading>
        <Text tone="muted">{t('lead')}</Text>
      </Stack>
      <div role="status">
        {said && (
          <Alert tone="success" title={said}>
            {null}
          </Alert>
        )}
      </div>
      <LoadState
        query={wallets}
        label={t('loading')}
        errorTitle={t('failed')}
        skeleton={<Skeleton shape="rect" height="16rem" />}
      >
        {(all) => (
          <Stack gap="xl">
            <Card as="section" aria-labelledby="ask-heading">
              <Stack gap="md">
                <Heading level={2} size={4} id="ask-heading">
                  {t('ask.heading')}
                </Heading>
                {shown && (
                  <Stack gap="sm">
                    <Heading level={3} size={5} ref={readyHeading} tabIndex={-1}>
                      {shown.channel === 'link'
                        ? t('link.ready', { amount: moneyOf(shown.amount) })
                        : t('ask.asked', {
                            name: isolate(shown.counterparty.name ?? ''),
                            amount: moneyOf(shown.amount),
                          })}
                    </Heading>
                    {shown.channel === 'link' && <LinkPanel request={shown} />}
                  </Stack>
                )}
                <RequestForm
                  wallets={all}
                  onMade={(r) => {
                    setSaid(null);
                    setMade(r);
                    requests.reload();
                  }}
                />
              </Stack>
            </Card>
            <LoadState
              query={requests}
              label={t('loading')}
              errorTitle={t('failed')}
              skeleton={<Skeleton shape="rect" height="12rem" />}
            >
              {(list) => (
                <Stack gap="xl">
                  <RequestList
                    id="requests-received"
                    heading={t('received.heading')}
                    empty={t('received.empty')}
                    items={list.filter((r) => r.direction === 'received')}
                    wallets={all}
                    onDone={done}
                    onStale={requests.reload}
                  />
                  <RequestList
                    id="requests-sent"
                    heading={t('sent.heading')}
                    empty={t('sent.empty')}
                    items={list.filter((r) => r.direction === 'sent')}
                    wallets={all}
                    onDone={done}
                    onStale={requests.reload}
                  />
                  <div>
                    <ButtonLink as={RouterLink} to={PATHS.transactions} variant="secondary">
                      {t('pay.seeTransactions')}
                    </ButtonLink>
                  </div>
                </Stack>
              )}
            </LoadState>
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
