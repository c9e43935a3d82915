// Route /dashboard/instant_pay (PATHS.instantPay), issue 27: pay a mobile number or an e-mail
// address in seconds, any hour, in dirhams (up to AED 50,000), on the UAE's instant payment
// platform. The bank names the person the number pays, masked, before any amount is asked; the
// payment is sent once per key however often it is clicked, and a payment whose answer was lost is
// retried with the same key only.
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ResponseBody, lookupProxy } from '@bank/api-contract';
import { INSTANT_MAX_MINOR } from '@bank/api-contract/constants';
import {
  Alert,
  AmountInput,
  Button,
  ButtonLink,
  Card,
  ErrorSummary,
  FormField,
  Heading,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { BANK } from '@/config/bank';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { useCustomerType } from '@/session/useCustomerType';
import * as styles from '@/components/FlowFrame.css';
import { fetchFiatWallets } from '@/domain/wallets/wallets';
import { fetchLimits, lookUpProxy, payInstantly, scheduleTransfer } from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { LimitsLeft } from '@/features/transfers/shared/LimitsLeft';
import { moneyText } from '@/features/transfers/shared/money';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { refusalOf, type Refusal } from '@/features/transfers/shared/refusal';
import { usePreparer } from '@/features/transfers/shared/usePreparer';
import { successPath } from '@/features/transfers/success/successPath';
import {
  checkSchedule,
  NOW,
  SCHEDULE_FIELDS,
  ScheduleFields,
  type Schedule,
} from '@/features/transfers/standing/ScheduleFields';
import { ScheduleUnknown } from '@/features/transfers/standing/placeSchedule';
import { useAllowedLinks } from '@/session/useAllowedLinks';

const ns = await loadTransfersNamespace('instant', 'amounts', 'standing', 'when');

// Who will approve (issue 28), for a company's users only: its code, call and words on first use.
const ApprovalPath = lazy(() => import('@/domain/approvals/ApprovalPathBox'));

export const loader = screenLoader(() => ({ wallets: fetchFiatWallets, limits: fetchLimits }));

type Found = ResponseBody<typeof lookupProxy>['data'];
const FIELDS = ['proxy', 'wallet', 'amount', 'reference', ...SCHEDULE_FIELDS] as const;
const MAX = INSTANT_MAX_MINOR.toString();

/** Where the proxy field's own problems come from: the bank's answer for what was typed. */
function proxyProblem(refusal: Refusal, t: (key: string) => string): string | undefined {
  if (refusal.code === 'not_found') return t('instant.pay.notFound');
  if (refusal.code === 'validation_error') return refusal.fields?.proxy ?? t('instant.pay.invalid');
  return undefined;
}

function InstantPay() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const preparer = usePreparer();
  const corporate = useCustomerType()?.user_type === 'corporate';
  const { wallets, limits } = useScreenQueries<typeof loader>();
  const [proxy, setProxy] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [walletId, setWalletId] = useState<string | null>(null);
  const [amount, setAmount] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  // Now, or scheduled for a date or to repeat (a standing order: /dashboard/upcoming lists them).
  const [schedule, setSchedule] = useState<Schedule>(NOW);
  const later = schedule.when === 'later';
  const [scheduleUnknown, setScheduleUnknown] = useState(false);
  // One key per payment: kept while the answer is unknown, new once the bank has answered.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [uncertain, setUncertain] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const form = useFormErrors('instant-pay', FIELDS, ['wallet', 'when']);
  const finding = useSubmit();
  const paying = useSubmit();
  const canReceive = useAllowedLinks([{ to: PATHS.instantProxies }]).length > 0;

  const find = (event: FormEvent) => {
    event.preventDefault();
    void finding.run(async () => {
      const typed = proxy.trim();
      if (!form.report({ proxy: typed ? undefined : t('instant.pay.required') })) return;
      const res = await lookUpProxy(typed);
      if (!res.data) {
        const why = refusalOf(res);
        const problem = proxyProblem(why, t);
        if (problem) form.report({ proxy: problem });
        else setRefusal(why);
        return;
      }
      setRefusal(undefined);
      form.clear();
      setFound(res.data.data);
    });
  };

  const change = () => {
    setFound(null);
    setUncertain(false);
    setRefusal(undefined);
    setKey(crypto.randomUUID());
  };

  return (
    <Stack gap="xl" style={{ maxInlineSize: 720 }}>
      <Stack gap="sm">
        <Heading level={1}>{t('instant.pay.heading')}</Heading>
        <Text tone="muted">{t('instant.pay.intro')}</Text>
      </Stack>
      {refusal && <RefusalAlert refusal={refusal} />}
      {!found ? (
        <form noValidate onSubmit={find}>
          <Stack gap="lg" align="start">
            <ErrorSummary errors={form.summary} focusKey={form.attempt} />
            <div className={styles.narrowField}>
              <FormField
                label={t('instant.pay.proxy')}
                id={form.id('proxy')}
                required
                hint={t('instant.pay.proxyHint')}
                error={form.errors.proxy}
              >
                <TextInput
                  value={proxy}
                  autoComplete="off"
                  spellCheck={false}
                  dir="ltr"
                  maxLength={254}
                  onChange={(e) => setProxy(e.target.value)}
                />
              </FormField>
            </div>
            <div className={styles.buttons}>
              <Button type="submit" loading={finding.loading}>
                {t('instant.pay.find')}
              </Button>
              {canReceive && (
                <ButtonLink as={RouterLink} to={PATHS.instantProxies} variant="secondary">
                  {t('instant.pay.receive')}
                </ButtonLink>
              )}
            </div>
          </Stack>
        </form>
      ) : (
        <LoadState
          query={wallets}
          label={t('amount.loading')}
          errorTitle={t('amount.failed')}
          skeleton={<Skeleton shape="rect" height="8rem" />}
        >
          {(list) => {
            const aed = list.filter((w) => w.currency === found.currency);
            const wallet =
              aed.find((w) => w.wallet_id === walletId) ?? (aed.length === 1 ? aed[0] : undefined);
            const pay = (event: FormEvent) => {
              event.preventDefault();
              void paying.run(async () => {
                const over =
                  amount && BigInt(amount) > INSTANT_MAX_MINOR
                    ? t('instant.pay.overMax', { max: moneyText(MAX, found.currency) })
                    : // A later payment is checked against the balance on its day, not today's.
                      !later && amount && wallet && BigInt(amount) > BigInt(wallet.available.minor)
                      ? t('amount.overAvailable', {
                          available: moneyText(wallet.available.minor, wallet.currency),
                        })
                      : undefined;
                const when = later ? checkSchedule(schedule, t) : { errors: {} };
                const ok = form.report({
                  wallet: wallet ? undefined : t('amount.walletRequired'),
                  amount: !amount || amount === '0' ? t('amount.required') : over,
                  reference: reference.length > 140 ? t('amount.referenceTooLong') : undefined,
                  ...when.errors,
                });
                if (!ok || !wallet || !amount) return;
                if (later && when.body) {
                  const res = await scheduleTransfer({
                    kind: 'instant',
                    from_wallet_id: wallet.wallet_id,
                    proxy: found.proxy,
                    amount_minor: amount,
                    ...(reference.trim() ? { reference: reference.trim() } : {}),
                    ...when.body,
                  });
                  if (res.data) {
                    void navigate(PATHS.upcoming, {
                      state: { scheduled: res.data.data.next_run_date ?? when.body.start_date },
                    });
                    return;
                  }
                  const why = refusalOf(res);
                  // No answer, or the server failed: it may have been scheduled. Upcoming tells;
                  // scheduling again from here could set up the same payments twice.
                  if (!res.error || res.status >= 500) {
                    setScheduleUnknown(true);
                    return;
                  }
                  setRefusal(why);
                  form.report({
                    amount: why.fields?.amount_minor,
                    start: why.fields?.start_date,
                    until: why.fields?.until_date,
                    count: why.fields?.max_runs,
                  });
                  return;
                }
                const res = await payInstantly({
                  idempotency_key: key,
                  from_wallet_id: wallet.wallet_id,
                  proxy: found.proxy,
                  amount_minor: amount,
                  ...(reference.trim() ? { reference: reference.trim() } : {}),
                });
                if (res.data) {
                  void navigate(successPath('instant', res.data.data.transaction_id), {
                    replace: true,
                  });
                  return;
                }
                const why = refusalOf(res);
                // No answer, or the server failed: it may have been paid. Only the same key may follow.
                if (!res.error || res.status >= 500) {
                  setUncertain(true);
                  setRefusal({ ...why, code: 'network', message: res.statusText });
                  return;
                }
                setUncertain(false);
                setKey(crypto.randomUUID());
                const problem = proxyProblem(why, t);
                if (
                  why.code === 'not_found' ||
                  (why.code === 'validation_error' && why.fields?.proxy)
                ) {
                  setFound(null);
                  form.report({ proxy: problem });
                } else if (
                  why.code === 'insufficient_funds' ||
                  why.code === 'limit_exceeded' ||
                  why.fields?.amount_minor
                ) {
                  setRefusal(why);
                  form.report({
                    amount: why.fields?.amount_minor ?? t(`refusal.${why.code}.text`),
                  });
                } else setRefusal(why);
              });
            };
            return (
              <Stack gap="lg" align="start">
                <Card as="section" aria-labelledby="instant-payee">
                  <Stack gap="xs">
                    <Text size="sm" tone="muted">
                      {t('instant.pay.paying')}
                    </Text>
                    <Heading level={2} size={4} id="instant-payee">
                      <span dir="auto">{found.name}</span>
                    </Heading>
                    <Text>
                      <span dir="ltr">{found.proxy}</span>
                      {' · '}
                      {/* Our own bank by its name in the customer's language; another bank as the
                          platform gives it. */}
                      {found.bank_name === BANK.en.brand ? t('common:brand') : found.bank_name}
                    </Text>
                    <Text size="sm" tone="muted">
                      {t('instant.pay.masked')}
                    </Text>
                    <div>
                      <Button variant="secondary" size="sm" onClick={change} disabled={uncertain}>
                        {t('instant.pay.change')}
                      </Button>
                    </div>
                  </Stack>
                </Card>
                {scheduleUnknown && <ScheduleUnknown />}
                {uncertain && (
                  <Alert tone="warning" title={t('instant.pay.uncertainTitle')}>
                    {t('instant.pay.uncertain')}
                  </Alert>
                )}
                {aed.length === 0 ? (
                  <Alert tone="info" title={t('instant.pay.noAedTitle')}>
                    <Stack gap="sm" align="start">
                      <Text>{t('instant.pay.noAed')}</Text>
                      <ButtonLink as={RouterLink} to={PATHS.customerWallet} variant="secondary">
                        {t('instant.pay.openWallet')}
                      </ButtonLink>
                    </Stack>
                  </Alert>
                ) : (
                  <form noValidate onSubmit={pay} style={{ inlineSize: '100%' }}>
                    <Stack gap="lg" align="start">
                      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
                      <RadioGroup
                        id={form.id('wallet')}
                        variant="cards"
                        required
                        label={t('amount.from')}
                        error={form.errors.wallet}
                        value={wallet?.wallet_id ?? null}
                        onChange={setWalletId}
                        options={aed.map((w) => ({
                          value: w.wallet_id,
                          label: w.currency,
                          description: t('amount.available', {
                            amount: moneyText(w.available.minor, w.currency),
                          }),
                        }))}
                      />
                      <div className={styles.narrowField}>
                        <FormField
                          label={t('amount.amount')}
                          id={form.id('amount')}
                          required
                          hint={t('instant.pay.amountHint', {
                            max: moneyText(MAX, found.currency),
                          })}
                          error={form.errors.amount}
                        >
                          <AmountInput
                            currency={found.currency}
                            value={amount}
                            onChange={setAmount}
                          />
                        </FormField>
                      </div>
                      <LimitsLeft kind="transfer" limits={limits} />
                      <div className={styles.narrowField}>
                        <FormField
                          label={t('amount.reference')}
                          id={form.id('reference')}
                          optional
                          hint={t('instant.pay.referenceHint')}
                          error={form.errors.reference}
                        >
                          <TextInput
                            value={reference}
                            maxLength={140}
                            onChange={(e) => setReference(e.target.value)}
                          />
                        </FormField>
                      </div>
                      <ScheduleFields
                        value={schedule}
                        onChange={setSchedule}
                        id={form.id}
                        errors={form.errors}
                      />
                      {corporate && !later && (
                        // Asked as the amount is typed. Paid within the bank, it is a transfer
                        // within the bank; to another bank, a transfer to another bank.
                        <Suspense fallback={null}>
                          <ApprovalPath
                            kind={
                              found.bank_name === BANK.en.brand
                                ? 'internal_transfer'
                                : 'external_transfer'
                            }
                            currency={found.currency}
                            amountMinor={amount ?? ''}
                            live
                            headingLevel={2}
                          />
                        </Suspense>
                      )}
                      <Text size="sm" tone="muted">
                        {later
                          ? t('standing.when.note')
                          : preparer
                            ? t('instant.pay.preparerNote')
                            : t('instant.pay.note')}
                      </Text>
                      <Button
                        type="submit"
                        loading={paying.loading}
                        disabled={later && scheduleUnknown}
                      >
                        {later
                          ? amount && amount !== '0'
                            ? t('standing.when.submit', {
                                amount: moneyText(amount, found.currency),
                              })
                            : t('standing.when.submitPlain')
                          : preparer
                            ? t('instant.pay.submitForApproval')
                            : amount && amount !== '0'
                              ? t('instant.pay.payAmount', {
                                  amount: moneyText(amount, found.currency),
                                })
                              : t('instant.pay.pay')}
                      </Button>
                    </Stack>
                  </form>
                )}
              </Stack>
            );
          }}
        </LoadState>
      )}
    </Stack>
  );
}

// The name react-router loads a lazy route's screen by.
export { InstantPay as Component };
