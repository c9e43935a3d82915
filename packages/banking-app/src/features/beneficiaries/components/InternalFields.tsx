import { useTranslation } from 'react-i18next';
import { CurrencySelect, FormField, RadioGroup, Stack, TextInput } from '@bank/ui';
import type { FieldsProps } from '@/domain/beneficiary/fieldProps';

/** A Sadu Bank customer, found by their wallet's account number, or by e-mail and currency. */
export function InternalFields({ values, set, error, id, touch, ns }: FieldsProps) {
  const { t } = useTranslation(ns);
  return (
    <Stack gap="lg">
      <RadioGroup
        label={t('form.findBy')}
        variant="horizontal"
        value={values.findBy}
        onChange={(findBy) => set({ findBy })}
        options={[
          { value: 'account', label: t('form.findByAccount') },
          { value: 'email', label: t('form.findByEmail') },
        ]}
      />
      {values.findBy === 'account' ? (
        <FormField
          label={t('form.accountNumber')}
          hint={t('form.accountNumberHint')}
          id={id('wallet_number')}
          required
          error={error('wallet_number')}
        >
          <TextInput
            ltr
            inputMode="numeric"
            autoComplete="off"
            value={values.wallet_number}
            onChange={(e) => set({ wallet_number: e.target.value })}
            onBlur={() => touch('wallet_number')}
          />
        </FormField>
      ) : (
        <>
          <FormField
            label={t('form.email')}
            hint={t('form.emailHint')}
            id={id('email')}
            required
            error={error('email')}
          >
            <TextInput
              type="email"
              autoComplete="off"
              value={values.email}
              onChange={(e) => set({ email: e.target.value })}
              onBlur={() => touch('email')}
            />
          </FormField>
          <FormField
            label={t('form.currency')}
            hint={t('form.currencyHintInternal')}
            id={id('currency')}
            required
            error={error('currency')}
          >
            <CurrencySelect
              value={values.currency}
              onChange={(currency) => set({ currency })}
              onBlur={() => touch('currency')}
            />
          </FormField>
        </>
      )}
    </Stack>
  );
}
