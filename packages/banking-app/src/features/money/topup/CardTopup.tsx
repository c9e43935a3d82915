// Top-up by card: the amount, then the review (what arrives, the card fee, what the card is
// charged, for as long as the price holds) with the card's details, then the payment. The card's
// number and code stay in this component's memory: never stored, never in the draft.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@bank/lookups/amount';
import type { CurrencyCode } from '@bank/lookups/currencies';
import {
  Alert,
  AmountInput,
  Button,
  Countdown,
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
  const [expired, setExpired] = useState(false);
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
      setQuote(res.data.data);
      setExpired(false);
      // A new price is a new payment: its own key, so a retry of it moves money once.
      save({ ...draft, amount, idempotencyKey: crypto.randomUUID() });
    });

  const pay = (event: FormEvent) => {
    event.preventDefault();
    void paying.run(async () => {
      if (!quote || expired) return;
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
      const key = draft.idempotencyKey ?? crypto.randomUUID();
      const res = await payCardTopup(key, quote.quote_id, {
        number: cardDigits(card.number),
        expiry_month: expiry.month,
        expiry_year: expiry.year,
        cvc: card.cvc.trim(),
        holder_name: card.holder.trim(),
      });
      if (res.data) {
        save({ ...draft, idempotencyKey: key, transactionId: res.data.data.transaction_id });
        void navigate(PATHS.topupStep4);
        return;
      }
      const code = res.error?.code;
      if (code === 'quote_expired' || code === 'quote_invalid') {
        setExpired(true);
        return;
      }
      // A declined card is a decision the provider made for that key: another card is another try.
      if (code === 'card_declined') save({ ...draft, idempotencyKey: crypto.randomUUID() });
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
  const set = (name: keyof typeof card) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setCard((c) => ({ ...c, [name]: e.target.value }));

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
              change: { onClick: () => setQuote(null), label: t('topup.card.amount') },
            },
            { term: t('topup.card.fee'), description: money(quote.fee) },
            { term: t('topup.card.total'), description: money(quote.total_charge) },
          ]}
        />
        {expired ? (
          <Alert tone="warning" announce="polite">
            <Stack gap="sm" align="start">
              <Text>{t('topup.card.expired')}</Text>
              <Button
                variant="secondary"
                size="sm"
                loading={quoting.loading}
                onClick={() => void getQuote()}
              >
                {t('topup.card.refresh')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <Countdown
            expiresAt={quote.expires_at}
            label={t('topup.card.validFor')}
            onExpire={() => setExpired(true)}
          />
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
                  onChange={set('number')}
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
                  onChange={set('expiry')}
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
                  onChange={set('cvc')}
                />,
                t('topup.card.cvcHint'),
              )}
              {field(
                'holder',
                t('topup.card.holder'),
                <TextInput autoComplete="cc-name" value={card.holder} onChange={set('holder')} />,
              )}
            </Stack>
          </div>
          <Button type="submit" loading={paying.loading} disabled={expired}>
            {t('topup.card.pay', { amount: formatMoney(quote.total_charge.minor, currency) })}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
