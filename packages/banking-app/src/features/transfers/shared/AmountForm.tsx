// The wallet the money leaves and the amount (available balance and limits shown), shared by the
// transfer flows; an optional reference. What happens on "Continue" is the flow's.
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
import { LimitsLeft, type LimitsQuery } from './LimitsLeft';
import { moneyText } from './money';

const FIELDS = ['wallet', 'amount', 'reference'] as const;

export interface AmountValues {
  fromWalletId: string;
  fromCurrency: string;
  /** Minor units of the wallet's currency. */
  amount: string;
  reference?: string;
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
  /** Shown under the amount as it is typed (a live quote); the amount is null until it is one. */
  renderAside?: (values: {
    fromWalletId: string;
    fromCurrency: string;
    amount: string | null;
  }) => ReactNode;
  /** Goes on; may be refused with a message for the amount. */
  onSubmit: (values: AmountValues) => Promise<string | undefined> | string | undefined;
}

export function AmountForm({
  wallets,
  limits,
  initial,
  excludeWalletId,
  withReference,
  renderAside,
  onSubmit,
}: AmountFormProps) {
  const { t } = useTranslation('transfers');
  const [walletId, setWalletId] = useState<string | null>(initial.fromWalletId ?? null);
  const [amount, setAmount] = useState<string | null>(initial.amount ?? null);
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
        const submit = (event: FormEvent) => {
          event.preventDefault();
          void going.run(async () => {
            const tooMuch = wallet && amount && BigInt(amount) > BigInt(wallet.available.minor);
            const ok = form.report({
              wallet: wallet ? undefined : t('amount.walletRequired'),
              amount: !amount
                ? t('amount.required')
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
                  // Another currency: the amount entered was in the other one.
                  if (shown.find((w) => w.wallet_id === id)?.currency !== wallet?.currency)
                    setAmount(null);
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
              {wallet && isCurrencyCode(wallet.currency) && (
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
                  amount,
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
