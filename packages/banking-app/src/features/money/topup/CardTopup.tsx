// Top-up by card: the amount, then the review (what arrives, the card fee, what the card is
// charged) with the card's details, then the payment. The card's number and code stay in this
// component's memory: never stored, never in the draft.
//
// The price is the server's quote, which holds for 30 seconds (FX_QUOTE_TTL): less than typing a
// card takes. A card top-up is in the wallet's own currency, so its price is the amount and the
// card fee, which change only when the fee schedule does; the customer is never shown a price as
// expired. Decision (issue 25): an expired quote is replaced without a word while the customer
// types the card, and again on Pay if the one held has expired by then (or the server says so).
// When the new quote's price is the same, Pay goes on with it; when it differs, nothing is charged:
// the new price is shown with what it replaced, and the customer pays it by pressing Pay again.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@bank/lookups/amount';
import type { CurrencyCode } from '@bank/lookups/currencies';
import {
  Alert,
  AmountInput,
  Button,
  DescriptionList,
  ErrorSummary,
  FormField,
  Heading,
  Money,
  Stack,
  Text,
  TextInput,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { withLtrValues } from '@/i18n/ltr';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { payCardTopup, quoteCardTopup, type TopupQuoteAnswer } from '@/features/money/api/topup';
import * as styles from '@/features/money/money.css';
import { cardDigits, isCardNumber, isExpired, parseExpiry } from './card';
import type { TopupDraft } from './draft';
import { loadMoneyNamespace } from '@/features/money/i18n';

// The review names the wallet as the wallets' page does (`walletPage.walletHeading`): its words
// come with this module, whichever method was chosen before.
await loadMoneyNamespace('topup', 'walletPage');

const AMOUNT = ['amount'] as const;
const CARD = ['number', 'expiry', 'cvc', 'holder'] as const;

/**
 * Whether a quote may still be paid: a few seconds' margin for the request's way to the server
 * (a quote it finds expired all the same is replaced as well).
 */
const MARGIN_MS = 3_000;
const holds = (quote: TopupQuoteAnswer) => Date.parse(quote.expires_at) - MARGIN_MS > Date.now();
const samePrice = (a: TopupQuoteAnswer, b: TopupQuoteAnswer) =>
  a.amount.minor === b.amount.minor &&
  a.fee.minor === b.fee.minor &&
  a.total_charge.minor === b.total_charge.minor;

/** A new quote for the same amount, or why there is none. */
type Renewal = { quote: TopupQuoteAnswer; key: string } | { problem: string };

export interface CardTopupProps {
  draft: TopupDraft & { walletId: string; currency: CurrencyCode };
  save: (draft: TopupDraft) => void;
}

export function CardTopup({ draft, save }: CardTopupProps) {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  const currency = draft.currency;
  const [amount, setAmount] = useState<string | null>(draft.amount ?? null);
  const [quote, setQuote] = useState<TopupQuoteAnswer | null>(null);
  /** The price a new quote replaced, when it was not the same: shown until the customer pays. */
  const [changedFrom, setChangedFrom] = useState<TopupQuoteAnswer | null>(null);
  /** The quote in hand (read by the requests, which outlive a render) and the renewal under way. */
  const held = useRef<{ quote: TopupQuoteAnswer; key: string } | null>(null);
  const renewing = useRef<Promise<Renewal> | null>(null);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', holder: '' });
  const amountForm = useFormErrors('topup-amount', AMOUNT);
  const cardForm = useFormErrors('topup-card', CARD);
  const quoting = useSubmit();
  const paying = useSubmit();

  const getQuote = () =>
    quoting.run(async () => {
      if (
        !amountForm.report({ amount: amount ? undefined : t('topup.card.amountRequired') }) ||
        !amount
      )
        return;
      const res = await quoteCardTopup(draft.walletId, amount);
      if (!res.data) {
        amountForm.report({ amount: res.error?.fields?.amount ?? res.statusText });
        return;
      }
      // A new price is a new payment: its own key, so a retry of it moves money once.
      const key = crypto.randomUUID();
      held.current = { quote: res.data.data, key };
      setQuote(res.data.data);
      setChangedFrom(null);
      save({ ...draft, amount, idempotencyKey: key });
    });

  /**
   * Replaces the quote held by a new one for the same amount (one request, however many ask): the
   * same price is taken without a word; another one is shown with the price it replaced.
   */
  const renew = (): Promise<Renewal> =>
    (renewing.current ??= (async (): Promise<Renewal> => {
      const before = held.current!;
      const res = await quoteCardTopup(draft.walletId, before.quote.amount.minor);
      renewing.current = null;
      if (!res.data) return { problem: `${t('topup.card.quoteFailed')}: ${res.statusText}` };
      // The customer changed the amount meanwhile: this answer is for nothing shown.
      if (held.current !== before) return { problem: t('topup.card.quoteFailed') };
      const next = { quote: res.data.data, key: crypto.randomUUID() };
      held.current = next;
      setQuote(next.quote);
      if (!samePrice(before.quote, next.quote)) setChangedFrom((c) => c ?? before.quote);
      save({ ...draft, amount: next.quote.amount.minor, idempotencyKey: next.key });
      return next;
    })());

  /** While the card is typed: an expired quote is replaced in the background. */
  const keepFresh = () => {
    if (held.current && !holds(held.current.quote) && !renewing.current) void renew();
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    void paying.run(async () => {
      if (!held.current) return;
      const expiry = parseExpiry(card.expiry);
      const ok = cardForm.report({
        number: isCardNumber(card.number) ? undefined : t('topup.card.numberInvalid'),
        expiry: !expiry
          ? t('topup.card.expiryInvalid')
          : isExpired(expiry)
            ? t('topup.card.expiryPast')
            : undefined,
        cvc: /^\d{3,4}$/.test(card.cvc.trim()) ? undefined : t('topup.card.cvcInvalid'),
        holder: card.holder.trim() ? undefined : t('topup.card.holderRequired'),
      });
      if (!ok || !expiry) return;
      const details = {
        number: cardDigits(card.number),
        expiry_month: expiry.month,
        expiry_year: expiry.year,
        cvc: card.cvc.trim(),
        holder_name: card.holder.trim(),
      };
      // The price the customer saw is the one charged: a quote renewed at another price is shown,
      // not paid (Pay again pays it).
      const payable = async (): Promise<{ quote: TopupQuoteAnswer; key: string } | null> => {
        const seen = held.current!;
        const next = await renew();
        if ('problem' in next) {
          cardForm.report({}, next.problem);
          return null;
        }
        return samePrice(seen.quote, next.quote) ? next : null;
      };
      let current: { quote: TopupQuoteAnswer; key: string } | null = held.current;
      if (renewing.current || !holds(current.quote)) current = await payable();
      if (!current) return;
      setChangedFrom(null);
      let res = await payCardTopup(current.key, current.quote.quote_id, details);
      // The server's clock had it expired (or a repeat used it): once more with a new one.
      if (res.error?.code === 'quote_expired' || res.error?.code === 'quote_invalid') {
        current = await payable();
        if (!current) return;
        res = await payCardTopup(current.key, current.quote.quote_id, details);
      }
      if (res.data) {
        save({
          ...draft,
          amount: current.quote.amount.minor,
          idempotencyKey: current.key,
          transactionId: res.data.data.transaction_id,
        });
        void navigate(PATHS.topupStep4);
        return;
      }
      const code = res.error?.code;
      // A declined card is a decision the provider made for that key: another card is another try.
      if (code === 'card_declined') {
        held.current = { quote: current.quote, key: crypto.randomUUID() };
        save({ ...draft, idempotencyKey: held.current.key });
      }
      const fields = res.error?.fields ?? {};
      cardForm.report(
        {
          number: fields['card.number'],
          expiry: fields['card.expiry_month'] ?? fields['card.expiry_year'],
          cvc: fields['card.cvc'],
          holder: fields['card.holder_name'],
        },
        code === 'card_declined'
          ? t('topup.card.declined', { reason: res.statusText })
          : `${t('topup.card.failed')}: ${res.statusText}`,
      );
    });
  };

  if (!quote) {
    return (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void getQuote();
        }}
      >
        <Stack gap="lg" align="start">
          <ErrorSummary errors={amountForm.summary} focusKey={amountForm.attempt} />
          <div className={styles.narrowField}>
            <FormField
              label={t('topup.card.amount')}
              id={amountForm.id('amount')}
              required
              hint={t('topup.card.amountHint', { currency })}
              error={amountForm.errors.amount}
            >
              <AmountInput currency={currency} value={amount} onChange={setAmount} />
            </FormField>
          </div>
          <Button type="submit" loading={quoting.loading}>
            {t('topup.card.review')}
          </Button>
        </Stack>
      </form>
    );
  }

  const money = (m: { minor: string }) => <Money amount={m.minor} currency={currency} />;
  const field = (
    name: (typeof CARD)[number],
    label: string,
    input: React.ReactNode,
    hint?: string,
  ) => (
    <FormField
      label={label}
      id={cardForm.id(name)}
      required
      hint={hint}
      error={cardForm.errors[name]}
    >
      {input}
    </FormField>
  );
  const change = (name: keyof typeof card, value: string) => {
    setCard((c) => ({ ...c, [name]: value }));
    keepFresh();
  };

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Heading level={2} size={4}>
          {t('topup.card.reviewHeading')}
        </Heading>
        <DescriptionList
          items={[
            {
              term: t('topup.card.toWallet'),
              description: t('walletPage.walletHeading', { currency }),
            },
            {
              term: t('topup.card.youAdd'),
              description: money(quote.amount),
              change: {
                onClick: () => {
                  held.current = null;
                  setQuote(null);
                  setChangedFrom(null);
                },
                label: t('topup.card.amount'),
              },
            },
            { term: t('topup.card.fee'), description: money(quote.fee) },
            { term: t('topup.card.total'), description: money(quote.total_charge) },
          ]}
        />
        {changedFrom && (
          <Alert tone="info" announce="polite" title={t('topup.card.changedTitle')}>
            {t('topup.card.changed', {
              fee: formatMoney(changedFrom.fee.minor, currency),
              total: formatMoney(changedFrom.total_charge.minor, currency),
            })}
          </Alert>
        )}
      </Stack>
      <form noValidate onSubmit={pay}>
        <Stack gap="lg" align="start">
          <Stack gap="xs">
            <Heading level={2} size={4}>
              {t('topup.card.cardHeading')}
            </Heading>
            <Text size="sm" tone="muted">
              {withLtrValues((v) => t('topup.card.cardLead', v), {
                approved: '4242 4242 4242 4242',
                declined: '4000 0000 0000 0002',
              })}
            </Text>
          </Stack>
          <ErrorSummary
            errors={cardForm.summary}
            description={cardForm.problem}
            focusKey={cardForm.attempt}
          />
          <div className={styles.narrowField}>
            <Stack gap="md">
              {field(
                'number',
                t('topup.card.number'),
                <TextInput
                  ltr
                  inputMode="numeric"
                  autoComplete="cc-number"
                  value={card.number}
                  onChange={(e) => change('number', e.target.value)}
                />,
              )}
              {field(
                'expiry',
                t('topup.card.expiry'),
                <TextInput
                  ltr
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  value={card.expiry}
                  onChange={(e) => change('expiry', e.target.value)}
                />,
              )}
              {field(
                'cvc',
                t('topup.card.cvc'),
                <TextInput
                  ltr
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  value={card.cvc}
                  onChange={(e) => change('cvc', e.target.value)}
                />,
                t('topup.card.cvcHint'),
              )}
              {field(
                'holder',
                t('topup.card.holder'),
                <TextInput
                  autoComplete="cc-name"
                  value={card.holder}
                  onChange={(e) => change('holder', e.target.value)}
                />,
              )}
            </Stack>
          </div>
          <Button type="submit" loading={paying.loading}>
            {t('topup.card.pay', { amount: formatMoney(quote.total_charge.minor, currency) })}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
