// Route /dashboard/upcoming (PATHS.upcoming), issue 27: the customer's scheduled and repeating
// payments (standing orders) still to run, each with its payee, amount, schedule, status and next
// dates. Skip the next payment, pause or resume, change the amount or cancel (asked once more); a
// company's approver approves a preparer's order once. A payment that could not go is said on its
// order, with the bank's reason and what to do; the bank does not try it again by itself.
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Beneficiary, StandingOrder } from '@bank/api-contract';
import {
  Alert,
  AmountInput,
  Button,
  ButtonLink,
  EmptyState,
  FormField,
  Heading,
  Skeleton,
  Stack,
  StatusBadge,
  Text,
  type BadgeStatus,
} from '@bank/ui';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { formatDay } from '@/i18n/format';
import { fetchFiatWallets, type Wallet } from '@/domain/wallets/wallets';
import { listBeneficiaries } from '@/api/calls/listBeneficiaries';
import { useCustomerType } from '@/session/useCustomerType';
import {
  actOnStandingOrder,
  changeStandingAmount,
  fetchStandingOrders,
  type StandingAction,
} from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { moneyText } from '@/features/transfers/shared/money';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { refusalOf, type Refusal } from '@/features/transfers/shared/refusal';
import { ConfirmWaitingOrder } from './ConfirmWaitingOrder';
import * as styles from './standing.css';

const ns = await loadTransfersNamespace('standing');

export const loader = screenLoader(() => ({
  orders: fetchStandingOrders,
  wallets: fetchFiatWallets,
  // Saved beneficiaries of both kinds: an order pays one at this bank or, external, at another.
  beneficiaries: () => listBeneficiaries(),
}));

const BADGE: Record<StandingOrder['status'], BadgeStatus> = {
  awaiting_confirmation: 'pending',
  active: 'completed',
  paused: 'pending',
  awaiting_approval: 'pending',
  cancelled: 'cancelled',
  finished: 'completed',
};

type T = (key: string, values?: Record<string, unknown>) => string;

/** Left-to-right text (a number, an address, a date) kept whole inside a sentence of either direction. */
const ltr = (text: string) => `\u2066${text}\u2069`;
/** A name, in its own direction. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** Who an order pays, in words (numbers and addresses isolated left to right). */
function payeeOf(
  o: StandingOrder,
  beneficiaries: readonly Beneficiary[],
  wallets: readonly Wallet[],
  t: T,
) {
  const { to } = o;
  if (to.proxy) return ltr(to.proxy);
  if (to.beneficiary_id)
    return isolated(beneficiaries.find((b) => b.beneficiary_id === to.beneficiary_id)?.name ?? '—');
  if (to.to_email) return ltr(to.to_email);
  if (to.to_account_number)
    return t('standing.upcoming.toAccount', { account: ltr(to.to_account_number) });
  const own = wallets.find((w) => w.wallet_id === to.to_wallet_id);
  return t('standing.upcoming.toWallet', { currency: own?.currency ?? '' });
}

/** "Every month on day 1, until 01-06-2027". */
function scheduleOf(o: StandingOrder, t: T) {
  const first =
    o.frequency === 'once'
      ? t('standing.upcoming.once', { date: ltr(formatDay(o.start_date)) })
      : o.frequency === 'weekly'
        ? t('standing.upcoming.weekly', { day: t(`standing.weekday.${o.weekday ?? 1}`) })
        : o.frequency === 'monthly'
          ? t('standing.upcoming.monthly', { day: o.day_of_month ?? 1 })
          : t('standing.upcoming.lastDay');
  if (o.frequency === 'once') return first;
  const end = o.until_date
    ? t('standing.upcoming.untilDate', { date: ltr(formatDay(o.until_date)) })
    : o.max_runs
      ? t('standing.upcoming.untilCount', { made: o.runs_made, count: o.max_runs })
      : t('standing.upcoming.untilStopped');
  return t('standing.upcoming.schedule', { first, end });
}

export function Component() {
  const { t } = useTranslation(ns);
  const { orders, wallets, beneficiaries } = useScreenQueries<typeof loader>();
  const scheduled = (useLocation().state as { scheduled?: string } | null)?.scheduled;
  const [done, setDone] = useState<string | null>(
    scheduled ? t('standing.upcoming.done.scheduled', { date: formatDay(scheduled) }) : null,
  );
  const known = beneficiaries.state.status === 'success' ? beneficiaries.state.data : [];
  const own = wallets.state.status === 'success' ? wallets.state.data : [];

  return (
    <Stack gap="xl" className={styles.page}>
      <Stack gap="sm" align="start">
        <Heading level={1} id="upcoming-heading" tabIndex={-1}>
          {t('standing.upcoming.heading')}
        </Heading>
        <Text tone="muted">{t('standing.upcoming.lead')}</Text>
        <ButtonLink as={RouterLink} to={PATHS.instantPay} variant="secondary" size="sm">
          {t('standing.upcoming.new')}
        </ButtonLink>
      </Stack>
      <div role="status">{done ?? ''}</div>
      <LoadState
        query={orders}
        label={t('standing.upcoming.loading')}
        errorTitle={t('standing.upcoming.failed')}
        skeleton={<Skeleton shape="rect" height="12rem" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            art="transactions"
            title={t('standing.upcoming.emptyTitle')}
            text={t('standing.upcoming.emptyText')}
          />
        }
      >
        {(list) => (
          <ul className={styles.list} aria-label={t('standing.upcoming.listLabel')}>
            {list.map((o) => (
              <OrderItem
                key={o.id}
                order={o}
                payee={payeeOf(o, known, own, t)}
                from={
                  own.find((w) => w.wallet_id === o.from_wallet_id)?.currency ?? o.amount.currency
                }
                onDone={(words, gone) => {
                  setDone(words);
                  // Focus stays with the order (its button may be gone: Pause became Resume); a
                  // cancelled one leaves the list, and focus goes to the page's heading.
                  (gone
                    ? document.getElementById('upcoming-heading')
                    : document.getElementById(`order-${o.id}`)
                  )?.focus();
                  orders.reload();
                }}
              />
            ))}
          </ul>
        )}
      </LoadState>
    </Stack>
  );
}

interface OrderItemProps {
  order: StandingOrder;
  payee: string;
  from: string;
  /** After an action: what to say, and whether the order leaves the list (cancelled). */
  onDone(words: string, gone?: boolean): void;
}

function OrderItem({ order: o, payee, from, onDone }: OrderItemProps) {
  const { t, i18n } = useTranslation(ns);
  const info = useCustomerType();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [changing, setChanging] = useState(false);
  const [amount, setAmount] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | undefined>();
  const [cancelling, setCancelling] = useState(false);
  const headingId = `order-${o.id}`;
  const changeButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const yesButton = useRef<HTMLButtonElement>(null);
  const opened = useRef<'change' | 'cancel' | null>(null);
  // Focus follows the customer: into the amount or the question when it opens, back to the button
  // that opened it when it closes.
  useEffect(() => {
    if (changing) {
      opened.current = 'change';
      document.getElementById(`${headingId}-amount`)?.focus();
    } else if (cancelling) {
      opened.current = 'cancel';
      yesButton.current?.focus();
    } else if (opened.current) {
      (opened.current === 'change' ? changeButton : cancelButton).current?.focus();
      opened.current = null;
    }
  }, [changing, cancelling, headingId]);
  // A preparer's order waits for an approver once (an approver's own never waits).
  const approver = info?.can_approve === true && info.customer_type !== 'preparer';

  const act = async (action: StandingAction) => {
    setBusy(true);
    setRefusal(null);
    const res = await actOnStandingOrder(o.id, action);
    setBusy(false);
    if (!res.data) return setRefusal(refusalOf(res));
    const next = res.data.data.next_run_date;
    if (action === 'cancel') {
      // The question is answered: closed, and focus goes where onDone puts it, not back to the button.
      opened.current = null;
      setCancelling(false);
    }
    onDone(
      action === 'skip' && !next
        ? t('standing.upcoming.done.skipLast')
        : t(`standing.upcoming.done.${action}`, { date: next ? formatDay(next) : '' }),
      action === 'cancel',
    );
  };

  const saveAmount = async (event: FormEvent) => {
    event.preventDefault();
    if (!amount || BigInt(amount) <= 0n)
      return setAmountError(t('standing.upcoming.amountRequired'));
    setAmountError(undefined);
    setBusy(true);
    setRefusal(null);
    const res = await changeStandingAmount(o.id, amount);
    setBusy(false);
    if (!res.data) {
      const why = refusalOf(res);
      if (why.fields?.amount_minor) return setAmountError(why.fields.amount_minor);
      return setRefusal(why);
    }
    setChanging(false);
    onDone(
      t('standing.upcoming.done.amount', {
        amount: moneyText(res.data.data.amount.minor, res.data.data.amount.currency),
      }),
    );
  };

  const failure = o.last_failure;
  const english = i18n.language !== 'en' ? { lang: 'en', dir: 'ltr' as const } : {};
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Stack gap="xxs">
          <Heading level={2} size={5} id={headingId} tabIndex={-1}>
            {t('standing.upcoming.to', { payee })}
          </Heading>
          <Text size="sm" tone="muted">
            {t('standing.upcoming.from', { currency: from })}
          </Text>
        </Stack>
        <Stack gap="xxs" align="end">
          <Text weight="bold">
            <span dir="ltr">{moneyText(o.amount.minor, o.amount.currency)}</span>
          </Text>
          <StatusBadge status={BADGE[o.status]} label={t(`standing.upcoming.status.${o.status}`)} />
        </Stack>
      </div>
      <Text size="sm">{scheduleOf(o, t)}</Text>
      <Text size="sm">
        {o.next_runs.length > 0 ? (
          <>
            {t('standing.upcoming.nextLabel')}{' '}
            {/* Each date whole and left to right, in either language; a line breaks between dates only. */}
            {o.next_runs.map((d, i) => (
              <Fragment key={d}>
                {i > 0 && t('standing.upcoming.separator')}
                <span dir="ltr" className={styles.date}>
                  {formatDay(d)}
                </span>
              </Fragment>
            ))}
          </>
        ) : (
          t('standing.upcoming.noNext')
        )}
      </Text>
      {o.reference && (
        <Text size="sm" tone="muted">
          {t('standing.upcoming.reference', { reference: o.reference })}
        </Text>
      )}
      {failure && (
        <Alert
          tone="warning"
          title={t('standing.upcoming.failedTitle', { date: formatDay(failure.run_date) })}
        >
          <Stack gap="xs">
            {failure.error_message && (
              <Text size="sm" {...english}>
                {failure.error_message}
              </Text>
            )}
            <Text size="sm">{t('standing.upcoming.failedWhat')}</Text>
          </Stack>
        </Alert>
      )}
      {refusal && <RefusalAlert refusal={refusal} />}
      {changing && (
        <form noValidate onSubmit={(e) => void saveAmount(e)} className={styles.amountForm}>
          <FormField
            label={t('standing.upcoming.amount')}
            id={`${headingId}-amount`}
            required
            error={amountError}
          >
            <AmountInput
              currency={isCurrencyCode(o.amount.currency) ? o.amount.currency : 'AED'}
              value={amount}
              onChange={setAmount}
            />
          </FormField>
          <div className={styles.actions}>
            <Button type="submit" size="sm" loading={busy}>
              {t('standing.upcoming.save')}
            </Button>
            <Button variant="tertiary" size="sm" onClick={() => setChanging(false)}>
              {t('standing.upcoming.keep')}
            </Button>
          </div>
        </form>
      )}
      {o.status === 'awaiting_confirmation' && !cancelling && (
        <ConfirmWaitingOrder orderId={o.id} id={headingId} onDone={(words) => onDone(words)} />
      )}
      {o.status === 'awaiting_approval' && approver && !cancelling && !changing && (
        <ConfirmWaitingOrder
          kind="approve"
          orderId={o.id}
          id={headingId}
          onDone={(words) => onDone(words)}
        />
      )}
      {cancelling ? (
        <Alert tone="warning" title={t('standing.upcoming.confirmCancel', { payee })}>
          <div className={styles.actions}>
            <Button
              ref={yesButton}
              variant="danger"
              size="sm"
              loading={busy}
              onClick={() => void act('cancel')}
            >
              {t('standing.upcoming.yesCancel')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setCancelling(false)}>
              {t('standing.upcoming.keep')}
            </Button>
          </div>
        </Alert>
      ) : (
        !changing && (
          <div className={styles.actions} role="group" aria-labelledby={headingId}>
            {o.status === 'active' && o.next_runs.length > 0 && (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => void act('skip')}
              >
                {t('standing.upcoming.skip')}
              </Button>
            )}
            {o.status === 'active' && (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => void act('pause')}
              >
                {t('standing.upcoming.pause')}
              </Button>
            )}
            {o.status === 'paused' && (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => void act('resume')}
              >
                {t('standing.upcoming.resume')}
              </Button>
            )}
            {/* An external order's code confirmed its amount: a new amount is a new order. */}
            {o.kind !== 'external' && (
              <Button
                ref={changeButton}
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => {
                  setAmount(o.amount.minor);
                  setChanging(true);
                }}
              >
                {t('standing.upcoming.change')}
              </Button>
            )}
            <Button
              ref={cancelButton}
              variant="tertiary"
              size="sm"
              disabled={busy}
              onClick={() => setCancelling(true)}
            >
              {t('standing.upcoming.cancel')}
            </Button>
          </div>
        )
      )}
    </li>
  );
}
