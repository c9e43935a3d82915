import { useTranslation } from 'react-i18next';
import { CountrySelect, CurrencySelect, FormField, Stack, Text, TextInput } from '@bank/ui';
import { getCountryName } from '@bank/lookups/countries';
import { checkIban, compactIban, usesIban } from './accountRules';
import type { FieldsProps } from './fieldProps';
import { IbanInput } from './IbanInput';
import type { BankLookup } from './useBankLookup';
import { loadBeneficiaryFormNamespace } from './i18n';

const formNs = await loadBeneficiaryFormNamespace();

export interface ExternalFieldsProps extends Omit<FieldsProps, 'ns'> {
  bank: BankLookup;
}

/** An account at another bank: where, which account (IBAN or local number), which bank, whose. */
export function ExternalFields({ values, set, error, id, touch, bank }: ExternalFieldsProps) {
  const { t, i18n } = useTranslation(formNs);
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const countryName = (code: string | null) =>
    code ? (getCountryName(code, language) ?? code) : '';
  const iban = usesIban(values.country);
  const ibanOk = iban && values.iban !== '' && checkIban(values.iban, values.country) === null;
  const askBank = bank.status === 'unknown' || bank.status === 'failed';
  const bankWords =
    bank.status === 'looking'
      ? t('form.bankLooking')
      : bank.status === 'found'
        ? t('form.bankFound', { bank: bank.bank.bank_name, address: bank.bank.bank_address })
        : bank.status === 'unknown'
          ? t('form.bankUnknown')
          : bank.status === 'failed'
            ? t('form.bankLookupFailed')
            : '';

  const typeIban = (grouped: string) =>
    set((v) => {
      // The country the IBAN starts with, when none is chosen yet.
      const from = compactIban(grouped).slice(0, 2);
      return !v.country && from.length === 2 && countryName(from) !== from
        ? { iban: grouped, country: from }
        : { iban: grouped };
    });

  return (
    <Stack gap="lg">
      <FormField label={t('form.country')} id={id('country')} required error={error('country')}>
        <CountrySelect
          value={values.country}
          onChange={(country) => set({ country })}
          onBlur={() => touch('country')}
        />
      </FormField>
      {iban ? (
        <Stack gap="xs">
          <FormField
            label={t('form.iban')}
            hint={t('form.ibanHint')}
            id={id('iban')}
            required
            error={error('iban')}
          >
            <IbanInput value={values.iban} onValue={typeIban} onBlur={() => touch('iban')} />
          </FormField>
          <Text role="status" size="sm" tone="success">
            {ibanOk
              ? t('form.ibanValid', {
                  country: countryName(values.country ?? compactIban(values.iban).slice(0, 2)),
                })
              : ''}
          </Text>
        </Stack>
      ) : (
        <FormField
          label={t('form.localAccount')}
          hint={t('form.localAccountHint', { country: countryName(values.country) })}
          id={id('local_account')}
          required
          error={error('local_account')}
        >
          <TextInput
            ltr
            autoComplete="off"
            spellCheck={false}
            value={values.local_account}
            onChange={(e) => set({ local_account: e.target.value })}
            onBlur={() => touch('local_account')}
          />
        </FormField>
      )}
      <Stack gap="xs">
        <FormField
          label={t('form.bic')}
          hint={t('form.bicHint')}
          id={id('bic')}
          required
          error={error('bic')}
        >
          <TextInput
            ltr
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={values.bic}
            onChange={(e) => set({ bic: e.target.value.toUpperCase() })}
            onBlur={() => touch('bic')}
          />
        </FormField>
        <Text role="status" size="sm" tone={bank.status === 'found' ? 'neutral' : 'muted'}>
          <bdi>{bankWords}</bdi>
        </Text>
      </Stack>
      {askBank && (
        <>
          <FormField
            label={t('form.bankName')}
            id={id('bank_name')}
            required
            error={error('bank_name')}
          >
            <TextInput
              autoComplete="off"
              value={values.bank_name}
              onChange={(e) => set({ bank_name: e.target.value })}
              onBlur={() => touch('bank_name')}
            />
          </FormField>
          <FormField
            label={t('form.bankAddress')}
            id={id('bank_address')}
            required
            error={error('bank_address')}
          >
            <TextInput
              autoComplete="off"
              value={values.bank_address}
              onChange={(e) => set({ bank_address: e.target.value })}
              onBlur={() => touch('bank_address')}
            />
          </FormField>
        </>
      )}
      <FormField
        label={t('form.name')}
        hint={t('form.nameHint')}
        id={id('name')}
        required
        error={error('name')}
      >
        <TextInput
          autoComplete="off"
          value={values.name}
          onChange={(e) => set({ name: e.target.value })}
          onBlur={() => touch('name')}
        />
      </FormField>
      <FormField label={t('form.address')} id={id('address')} optional error={error('address')}>
        <TextInput
          autoComplete="off"
          value={values.address}
          onChange={(e) => set({ address: e.target.value })}
        />
      </FormField>
      <FormField
        label={t('form.currency')}
        hint={t('form.currencyHintExternal')}
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
    </Stack>
  );
}
