import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { AmountInput, Button, ErrorSummary, FormField, RadioGroup, Skeleton, Stack, TextInput } from '@bank/ui';
import { PATHS } from '@/app/paths';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import * as styles from '@/lib/flow/FlowFrame.css';
import { fetchFiatWallets } from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { LimitsLeft } from '@/features/transfers/shared/LimitsLeft';
import { moneyText } from '@/features/transfers/shared/money';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { useArrivedRefusal } from '@/features/transfers/shared/refusal';
import { chooseAmount } from './draft';
import { InternalFrame, useInternalDraft } from './InternalFrame';

const ns = await loadTransfersNamespace();
const FIELDS = ['wallet', 'amount', 'reference'] as const;

/** /dashboard/internal_step2: the wallet the money leaves, the amount (balance and limits shown) and a reference. */
export function Component() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useInternalDraft(2);
  const refusal = useArrivedRefusal();
  const wallets = useApiQuery(fetchFiatWallets);
  const [walletId, setWalletId] = useState<string | null>(draft?.fromWalletId ?? null);
  const [amount, setAmount] = useState<string | null>(draft?.amount ?? null);
  const [reference, setReference] = useState(draft?.reference ?? '');
  const form = useFormErrors('internal-amount', FIELDS, ['wallet']);
  const back = draft?.recipient?.kind === 'account' ? PATHS.internalStep1New : PATHS.internalStep1;

  return (
    <InternalFrame step={2} allowed={allowed} back={back}>
      {refusal && <RefusalAlert refusal={refusal} />}
      <LoadState query={wallets} label={t('amount.loading')} errorTitle={t('amount.failed')} skeleton={<Skeleton shape="rect" height="8rem" />}>
        {(list) => {
          const recipient = draft?.recipient;
          const shown = list.filter((w) => isCurrencyCode(w.currency) && !(recipient?.kind === 'wallet' && recipient.id === w.wallet_id));
          const wallet = shown.find((w) => w.wallet_id === walletId);
          const submit = (event: FormEvent) => {
            event.preventDefault();
            const tooMuch = wallet && amount && BigInt(amount) > BigInt(wallet.available.minor);
            const ok = form.report({
              wallet: wallet ? undefined : t('amount.walletRequired'),
              amount: !amount ? t('amount.required') : tooMuch ? t('amount.overAvailable', { available: moneyText(wallet.available.minor, wallet.currency) }) : undefined,
              reference: reference.length > 140 ? t('amount.referenceTooLong') : undefined,
            });
            if (!ok || !wallet || !amount || !draft) return;
            save(chooseAmount(draft, { fromWalletId: wallet.wallet_id, fromCurrency: wallet.currency, amount, reference: reference.trim() }));
            void navigate(PATHS.internalStep3);
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
                    if (shown.find((w) => w.wallet_id === id)?.currency !== wallet?.currency) setAmount(null);
                    setWalletId(id);
                  }}
                  options={shown.map((w) => ({
                    value: w.wallet_id,
                    label: w.currency,
                    description: t('amount.available', { amount: moneyText(w.available.minor, w.currency) }),
                  }))}
                />
                {wallet && isCurrencyCode(wallet.currency) && (
                  <div className={styles.narrowField}>
                    <FormField label={t('amount.amount')} id={form.id('amount')} required hint={t('amount.hint', { currency: wallet.currency })} error={form.errors.amount}>
                      <AmountInput key={wallet.currency} currency={wallet.currency} value={amount} onChange={setAmount} />
                    </FormField>
                  </div>
                )}
                <LimitsLeft kind="transfer" />
                <div className={styles.narrowField}>
                  <FormField label={t('amount.reference')} id={form.id('reference')} optional hint={t('amount.referenceHint')} error={form.errors.reference}>
                    <TextInput value={reference} maxLength={140} onChange={(e) => setReference(e.target.value)} />
                  </FormField>
                </div>
                <Button type="submit">{t('continue')}</Button>
              </Stack>
            </form>
          );
        }}
      </LoadState>
    </InternalFrame>
  );
}
