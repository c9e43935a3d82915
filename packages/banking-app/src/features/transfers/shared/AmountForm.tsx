// The wallet the money leaves and the amount (available balance and limits shown), shared by the
// transfer flows; an optional reference. When the money arrives in another currency, both amounts
// (ExchangeFields): either is typed, the other comes from the flow's live quote. What happens on
// "Continue" is the flow's.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCurrencyCode } from '@bank/lookups/currencies';
import {
  AmountInput,
  Button,
  ErrorSummary,
  FormField,
  RadioGroup,
  Skeleton,
  Stack,
  TextInput,
} from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import type { ApiQuery, QueryData } from '@/lib/data/screenData';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import * as styles from '@/components/FlowFrame.css';
import { fetchFiatWallets } from '@/domain/wallets/wallets';
import { fetchLimits } from '@/features/transfers/api';
import { ExchangeFields, type FixedSide } from './ExchangeFields';
import { LimitsLeft, type LimitsQuery } from './LimitsLeft';
import { moneyText } from './money';

const FIELDS = ['wallet', 'amount', 'reference'] as const;

export interface AmountValues {
  fromWalletId: string;
  fromCurrency: string;
  /** Minor units of the wallet's currency, or of the currency that arrives when `side` is 'receive'. */
  amount: string;
  /** With both amounts shown (another currency arrives): the one the customer typed. */
  side?: FixedSide;
  reference?: string;
}

/** The live quote's answer for one amount typed: both sides, in minor units. */
export interface QuotedSides {
  fromWalletId: string;
  side: FixedSide;
  amount: string;
  /** What is sent (the wallet's currency) and what arrives. */
  send: string;
  receive: string;
}

/** What the aside (the live quote) is given: the amount as typed, and where to report its answer. */
export interface AsideValues {
  fromWalletId: string;
  fromCurrency: string;
  side: FixedSide;
  /** Null until it is one. */
  amount: string | null;
  /** The quote's answer for this amount (undefined while there is none): fills the other field. */
  onQuoted: (quoted: QuotedSides | undefined) => void;
}

/** The calls the form's data comes from: its screen's loader makes them (spread into it). */
export const amountFormCalls = { wallets: fetchFiatWallets, limits: fetchLimits };

export interface AmountFormProps {
  /** The customer's wallets (the loader's `wallets`). */
  wallets: ApiQuery<QueryData<typeof fetchFiatWallets>>;
  /** Today's limits (the loader's `limits`). */
  limits: LimitsQuery;
  initial: Partial<AmountValues>;
  /** A wallet that cannot be the source (the recipient's, when it is one's own). */
  excludeWalletId?: string;
  withReference?: boolean;
  /**
   * The currency the money arrives in (the beneficiary's). From a wallet in another, the form
   * shows "You send" and "They receive": the customer types either, and the aside's live quote
   * reports the other (`onQuoted`).
   */
  receiving?: string;
  /** Shown under the amount as it is typed (a live quote). */
  renderAside?: (values: AsideValues) => ReactNode;
  /** Goes on; may be refused with a message for the amount. */
  onSubmit: (values: AmountValues) => Promise<string | undefined> | string | undefined;
}

export function AmountForm({
  wallets,
  limits,
  initial,
  excludeWalletId,
  withReference,
  receiving,
  renderAside,
  onSubmit,
}: AmountFormProps) {
  const { t } = useTranslation('transfers');
  const [walletId, setWalletId] = useState<string | null>(initial.fromWalletId ?? null);
  const [amount, setAmount] = useState<string | null>(initial.amount ?? null);
  const [side, setSide] = useState<FixedSide>(initial.side ?? 'send');
  const [quoted, setQuoted] = useState<QuotedSides | undefined>();
  const [reference, setReference] = useState(initial.reference ?? '');
  const form = useFormErrors('transfer-amount', FIELDS, ['wallet']);
  const going = useSubmit();

  return (
    <LoadState
      query={wallets}
      label={t('amount.loading')}
      errorTitle={t('amount.failed')}
      skeleton={<Skeleton shape="rect" height="8rem" />}
    >
      {(list) => {
        const shown = list.filter(
          (w) => isCurrencyCode(w.currency) && w.wallet_id !== excludeWalletId,
        );
        const wallet = shown.find((w) => w.wallet_id === walletId);
        // Both amounts when the money arrives in another currency than the wallet's.
        const exchange =
          wallet && receiving && isCurrencyCode(receiving) && receiving !== wallet.currency
            ? receiving
            : undefined;
        const fixed: FixedSide = exchange ? side : 'send';
        // The live quote's answer, when it is for the amount on screen.
        const answer =
          quoted &&
          wallet &&
          quoted.fromWalletId === wallet.wallet_id &&
          quoted.side === fixed &&
          quoted.amount === amount
            ? quoted
            : undefined;
        const sent = fixed === 'send' ? amount : (answer?.send ?? null);
        const submit = (event: FormEvent) => {
          event.preventDefault();
          void going.run(async () => {
            const tooMuch = wallet && sent && BigInt(sent) > BigInt(wallet.available.minor);
            const ok = form.report({
              wallet: wallet ? undefined : t('amount.walletRequired'),
              amount: !amount
                ? t(exchange ? 'exchange.required' : 'amount.required')
                : tooMuch
                  ? t('amount.overAvailable', {
                      available: moneyText(wallet.available.minor, wallet.currency),
                    })
                  : undefined,
              reference: reference.length > 140 ? t('amount.referenceTooLong') : undefined,
            });
            if (!ok || !wallet || !amount) return;
            const problem = await onSubmit({
              fromWalletId: wallet.wallet_id,
              fromCurrency: wallet.currency,
              amount,
              ...(exchange ? { side: fixed } : {}),
              ...(withReference ? { reference: reference.trim() } : {}),
            });
            if (problem) form.report({ amount: problem });
          });
        };
        return (
          <form noValidate onSubmit={submit}>
            <Stack gap="lg" align="start">
              <ErrorSummary errors={form.summary} focusKey={form.attempt} />
              <RadioGroup
                id={form.id('wallet')}
                variant="cards"
                required
                label={t('amount.from')}
                error={form.errors.wallet}
                value={walletId}
                onChange={(id) => {
                  // Another currency: an amount to send was in the other one (an amount to
                  // receive stays: it is in the currency that arrives).
                  const next = shown.find((w) => w.wallet_id === id)?.currency;
                  if (fixed === 'receive') {
                    if (next === receiving) setSide('send');
                  } else if (next !== wallet?.currency) setAmount(null);
                  setWalletId(id);
                }}
                options={shown.map((w) => ({
                  value: w.wallet_id,
                  label: w.currency,
                  description: t('amount.available', {
                    amount: moneyText(w.available.minor, w.currency),
                  }),
                }))}
              />
              {wallet && isCurrencyCode(wallet.currency) && exchange && (
                <ExchangeFields
                  id={form.id('amount')}
                  send={{
                    label: t('exchange.send'),
                    calculatedLabel: t('exchange.sendCalculated'),
                    unit: wallet.currency,
                  }}
                  receive={{
                    label: t('exchange.receive'),
                    calculatedLabel: t('exchange.receiveCalculated'),
                    unit: exchange,
                  }}
                  side={fixed}
                  amount={amount}
                  other={fixed === 'send' ? answer?.receive : answer?.send}
                  error={form.errors.amount}
                  onChange={(nextSide, minor) => {
                    setSide(nextSide);
                    setAmount(minor);
                  }}
                />
              )}
              {wallet && isCurrencyCode(wallet.currency) && !exchange && (
                <div className={styles.narrowField}>
                  <FormField
                    label={t('amount.amount')}
                    id={form.id('amount')}
                    required
                    hint={t('amount.hint', { currency: wallet.currency })}
                    error={form.errors.amount}
                  >
                    <AmountInput
                      key={wallet.currency}
                      currency={wallet.currency}
                      value={amount}
                      onChange={setAmount}
                    />
                  </FormField>
                </div>
              )}
              {wallet &&
                renderAside?.({
                  fromWalletId: wallet.wallet_id,
                  fromCurrency: wallet.currency,
                  side: fixed,
                  amount,
                  onQuoted: setQuoted,
                })}
              <LimitsLeft kind="transfer" limits={limits} />
              {withReference && (
                <div className={styles.narrowField}>
                  <FormField
                    label={t('amount.reference')}
                    id={form.id('reference')}
                    optional
                    hint={t('amount.referenceHint')}
                    error={form.errors.reference}
                  >
                    <TextInput
                      value={reference}
                      maxLength={140}
                      onChange={(e) => setReference(e.target.value)}
                    />
                  </FormField>
                </div>
              )}
              <Button type="submit" loading={going.loading}>
                {t('continue')}
              </Button>
            </Stack>
          </form>
        );
      }}
    </LoadState>
  );
}
