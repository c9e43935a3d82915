// Route /dashboard/conversion_transaction_step1 (PATHS.conversionStep1): the currencies, the amount
// on either side and the live rate.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FxQuote } from '@bank/api-contract';
import { isCurrencyCode } from '@bank/lookups/currencies';
import {
  AmountInput,
  Button,
  ErrorSummary,
  FormField,
  RadioGroup,
  Skeleton,
  Stack,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import * as styles from '@/components/FlowFrame.css';
import { fetchLimits, quoteFxFor } from '@/features/transfers/api';
import { currencyWallets, fetchAllWallets, walletMinorUnits } from '@/domain/wallets/wallets';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { ExchangeFields, type FixedSide } from '@/features/transfers/shared/ExchangeFields';
import { LimitsLeft } from '@/features/transfers/shared/LimitsLeft';
import { moneyText } from '@/features/transfers/shared/money';
import { snapshotOf } from '@/features/transfers/shared/quote';
import { QuoteBox, quoteUsable } from '@/features/transfers/shared/QuoteBox';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { refusalOf, useArrivedRefusal, type Refusal } from '@/features/transfers/shared/refusal';
import {
  buyUnit,
  conversionStore,
  newConversionDraft,
  quoteRequest,
  type ConversionDraft,
  type ConversionSide,
} from './draft';
import { ConversionFrame, useConversionDraft } from './ConversionFrame';
import { LiveConversionQuote } from './LiveConversionQuote';
import { QuoteTerms } from './QuoteTerms';

const ns = await loadTransfersNamespace('conversion', 'amounts');
const FIELDS = ['from', 'to', 'amount'] as const;

/** The page's calls, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ wallets: fetchAllWallets, limits: fetchLimits }));

/**
 * /dashboard/conversion_transaction_step1: the wallet sold from (a currency) and the wallet bought
 * into (a currency or, where allowed, a virtual asset), the amount on either side — "Amount to
 * convert" or "Amount to receive" (in the currency or the virtual asset's own decimals), the other
 * calculated by the quote asked once typing pauses (or on "Get a rate") — and the quote: rate, fee,
 * what arrives, and the time it holds (refreshed on request once expired). The draft keeps the side
 * typed.
 */
function ConversionQuote() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useConversionDraft(1);
  const { wallets, limits } = useScreenQueries<typeof loader>();
  const [from, setFrom] = useState<string | null>(draft?.fromWalletId ?? null);
  const [to, setTo] = useState<string | null>(draft?.toWalletId ?? null);
  const [amount, setAmount] = useState<string | null>(draft?.amount ?? null);
  const [side, setSide] = useState<ConversionSide>(draft?.side ?? 'sell');
  const [refusal, setRefusal] = useState<Refusal | undefined>(useArrivedRefusal());
  const form = useFormErrors('conversion', FIELDS, ['from', 'to']);
  const quoting = useSubmit();
  const quote = draft?.quote;
  const unchanged =
    quote &&
    draft.fromWalletId === from &&
    draft.toWalletId === to &&
    draft.amount === amount &&
    (draft.side ?? 'sell') === side;

  return (
    <ConversionFrame step={1} allowed={allowed}>
      {refusal && <RefusalAlert refusal={refusal} />}
      <LoadState
        query={wallets}
        label={t('amount.loading')}
        errorTitle={t('amount.failed')}
        skeleton={<Skeleton shape="rect" height="8rem" />}
      >
        {(list) => {
          const sources = currencyWallets(list);
          const source = sources.find((w) => w.wallet_id === from);
          const targets = list.filter(
            (w) => w.wallet_id !== from && w.currency !== source?.currency,
          );
          const target = targets.find((w) => w.wallet_id === to);
          // The amount to arrive is typed in the to-wallet's currency, or its virtual asset's decimals.
          const toMinorUnits =
            target && !isCurrencyCode(target.currency) ? walletMinorUnits(target) : undefined;
          const receiveUnit = target ? buyUnit(target.currency, toMinorUnits) : undefined;
          const buying = side === 'buy' ? receiveUnit : undefined;
          const overAvailable = () =>
            source &&
            t('amount.overAvailable', {
              available: moneyText(source.available.minor, source.currency),
            });
          // The quote's answer becomes the draft (the review reads it from there).
          const keep = (answer: FxQuote) => {
            if (!source || !target || !amount) return;
            const base = draft ?? conversionStore.read() ?? newConversionDraft();
            const next: ConversionDraft = {
              startedAt: base.startedAt,
              fromWalletId: source.wallet_id,
              fromCurrency: source.currency,
              toWalletId: target.wallet_id,
              toCurrency: target.currency,
              side: buying ? 'buy' : 'sell',
              amount,
              toMinorUnits,
              quote: snapshotOf(answer, unchanged ? quote : undefined),
              // A rejected conversion prepared again stays linked to it.
              ...(base.resubmits ? { resubmits: base.resubmits } : {}),
            };
            save(next);
          };
          const ask = (event?: FormEvent) => {
            event?.preventDefault();
            void quoting.run(async () => {
              const tooMuch =
                !buying && source && amount && BigInt(amount) > BigInt(source.available.minor);
              const ok = form.report({
                from: source ? undefined : t('conversion.fromRequired'),
                to: target ? undefined : t('conversion.toRequired'),
                amount: !amount ? t('amount.required') : tooMuch ? overAvailable() : undefined,
              });
              if (!ok || !source || !target || !amount || !isCurrencyCode(source.currency)) return;
              const res = await quoteFxFor(
                quoteRequest(source.currency, target.currency, buying ? 'buy' : 'sell', amount),
              );
              if (!res.data) {
                setRefusal(refusalOf(res));
                return;
              }
              setRefusal(undefined);
              keep(res.data.data);
            });
          };
          // Continue with the quote shown, unless what it takes is more than the wallet has.
          const proceed = () => {
            if (quote && source && BigInt(quote.totalMinor) > BigInt(source.available.minor)) {
              form.report({ amount: overAvailable() || undefined });
              return;
            }
            void navigate(PATHS.conversionStep2);
          };
          // Asked as typing pauses: both wallets and an amount (one not plainly over the wallet's).
          const live =
            !unchanged &&
            source &&
            target &&
            amount &&
            BigInt(amount) > 0n &&
            isCurrencyCode(source.currency) &&
            (buying || BigInt(amount) <= BigInt(source.available.minor))
              ? { from: source.currency, to: target.currency, side, amount }
              : undefined;
          const fixed: FixedSide = side === 'buy' ? 'receive' : 'send';
          return (
            <form noValidate onSubmit={ask}>
              <Stack gap="lg" align="start">
                <ErrorSummary errors={form.summary} focusKey={form.attempt} />
                <RadioGroup
                  id={form.id('from')}
                  variant="cards"
                  required
                  label={t('conversion.from')}
                  error={form.errors.from}
                  value={from}
                  onChange={(id) => {
                    const next = sources.find((w) => w.wallet_id === id)?.currency;
                    // An amount to convert was in the other currency; an amount to receive stays,
                    // unless its wallet can no longer be converted to.
                    if (
                      (side === 'sell' && next !== source?.currency) ||
                      (side === 'buy' && next === target?.currency)
                    ) {
                      setAmount(null);
                      setSide('sell');
                    }
                    setFrom(id);
                  }}
                  options={sources.map((w) => ({
                    value: w.wallet_id,
                    label: w.currency,
                    description: t('amount.available', {
                      amount: moneyText(w.available.minor, w.currency),
                    }),
                  }))}
                />
                <RadioGroup
                  id={form.id('to')}
                  variant="cards"
                  required
                  label={t('conversion.to')}
                  hint={targets.length === 0 ? t('conversion.noTarget') : undefined}
                  error={form.errors.to}
                  value={to}
                  onChange={(id) => {
                    if (
                      side === 'buy' &&
                      targets.find((w) => w.wallet_id === id)?.currency !== target?.currency
                    )
                      setAmount(null);
                    setTo(id);
                  }}
                  options={targets.map((w) => ({
                    value: w.wallet_id,
                    label: w.currency,
                    description: w.kind === 'crypto' ? t('conversion.virtualAsset') : undefined,
                  }))}
                />
                {source && isCurrencyCode(source.currency) && target && receiveUnit && (
                  <ExchangeFields
                    id={form.id('amount')}
                    send={{
                      label: t('conversion.amount'),
                      calculatedLabel: t('conversion.amountCalculated'),
                      unit: source.currency,
                    }}
                    receive={{
                      label: t('conversion.buyAmount'),
                      calculatedLabel: t('conversion.buyAmountCalculated'),
                      unit: receiveUnit,
                    }}
                    side={fixed}
                    amount={amount}
                    other={
                      unchanged && quote
                        ? fixed === 'send'
                          ? quote.buyMinor
                          : quote.sellMinor
                        : undefined
                    }
                    error={form.errors.amount}
                    onChange={(nextSide, minor) => {
                      setSide(nextSide === 'receive' ? 'buy' : 'sell');
                      setAmount(minor);
                    }}
                  />
                )}
                {source && isCurrencyCode(source.currency) && !target && (
                  <div className={styles.narrowField}>
                    <FormField
                      label={t('conversion.amount')}
                      id={form.id('amount')}
                      required
                      hint={t('amount.hint', { currency: source.currency })}
                      error={form.errors.amount}
                    >
                      <AmountInput
                        key={source.currency}
                        currency={source.currency}
                        value={side === 'sell' ? amount : null}
                        onChange={(minor) => {
                          setSide('sell');
                          setAmount(minor);
                        }}
                      />
                    </FormField>
                  </div>
                )}
                {live && <LiveConversionQuote {...live} onQuoted={keep} onRefused={setRefusal} />}
                <LimitsLeft kind="conversion" limits={limits} />
                {unchanged && quote ? (
                  <Stack gap="md" align="start">
                    <QuoteTerms quote={quote} side={draft.side ?? 'sell'} />
                    <QuoteBox quote={quote} onRefresh={() => ask()} refreshing={quoting.loading} />
                    <Button type="button" disabled={!quoteUsable(quote)} onClick={proceed}>
                      {t('continue')}
                    </Button>
                  </Stack>
                ) : (
                  <Button type="submit" loading={quoting.loading}>
                    {t('conversion.getQuote')}
                  </Button>
                )}
              </Stack>
            </form>
          );
        }}
      </LoadState>
    </ConversionFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { ConversionQuote as Component };
