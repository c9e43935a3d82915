// Route /dashboard/topup_step2 (PATHS.topupStep2): how to add the money (card or bank transfer).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banknote, Button, CreditCard, ErrorSummary, Icon, RadioGroup, Stack } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useCustomerType } from '@/session/useCustomerType';
import { loadMoneyNamespace } from '@/features/money/i18n';
import { chooseMethod, type TopupMethod } from './draft';
import { TopupFrame, useTopupDraft } from './TopupFrame';

const ns = await loadMoneyNamespace('topup');
const FIELDS = ['method'] as const;

/**
 * /dashboard/topup_step2: bank transfer to the wallet's own IBAN, or a card through the payment
 * provider. A preparer cannot pay by card (a card payment cannot wait for approval).
 */
function TopUpMethod() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const info = useCustomerType();
  const { draft, save, allowed } = useTopupDraft(2);
  const [method, setMethod] = useState<TopupMethod | null>(draft?.method ?? null);
  const form = useFormErrors('topup-method', FIELDS, FIELDS);
  const preparer = info?.customer_type === 'preparer';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (
      !form.report({ method: method ? undefined : t('topup.method.required') }) ||
      !method ||
      !draft
    )
      return;
    save(chooseMethod(draft, method));
    void navigate(PATHS.topupStep3);
  };

  return (
    <TopupFrame step={2} allowed={allowed} back>
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          <ErrorSummary errors={form.summary} focusKey={form.attempt} />
          <RadioGroup<TopupMethod>
            id={form.id('method')}
            variant="cards"
            required
            label={t('topup.method.question', { currency: draft?.currency ?? '' })}
            error={form.errors.method}
            value={method}
            onChange={setMethod}
            options={[
              {
                value: 'bank_transfer',
                label: t('topup.method.bank'),
                description: t('topup.method.bankText'),
                icon: <Icon icon={Banknote} size={24} />,
              },
              {
                value: 'card',
                label: t('topup.method.card'),
                description: preparer ? t('topup.method.cardPreparer') : t('topup.method.cardText'),
                icon: <Icon icon={CreditCard} size={24} />,
                disabled: preparer,
              },
            ]}
          />
          <Button type="submit">{t('topup.continue')}</Button>
        </Stack>
      </form>
    </TopupFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { TopUpMethod as Component };
