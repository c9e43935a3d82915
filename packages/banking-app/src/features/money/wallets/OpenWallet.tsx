// Opening a wallet in a currency the customer may open and has not opened yet. Virtual assets
// are opened from the crypto wallet, where their deposit details are.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isCurrencyCode, type CurrencyCode } from '@bank/lookups/currencies';
import {
  Button,
  CurrencySelect,
  ErrorSummary,
  FormField,
  Plus,
  Icon,
  Skeleton,
  Stack,
  Text,
} from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import type { ApiQuery, QueryData } from '@/lib/data/screenData';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { openWallet, type fetchWalletCurrencies } from '@/features/money/api/wallets';
import * as styles from '@/features/money/money.css';

const FIELDS = ['currency'] as const;

export interface OpenWalletProps {
  /** The screen's answer to fetchWalletCurrencies (its loader asks it). */
  query: ApiQuery<QueryData<typeof fetchWalletCurrencies>>;
  /**
   * The wallet is open: the page lists it and selects it, its loader running again (the
   * currencies too, the new one now opened).
   */
  onOpened: (walletId: string, currency: string) => void;
}

export function OpenWallet({ query, onOpened }: OpenWalletProps) {
  const { t } = useTranslation('money');
  const form = useFormErrors('open-wallet', FIELDS);
  const { loading, run } = useSubmit();
  const [currency, setCurrency] = useState<CurrencyCode | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (
        !form.report({ currency: currency ? undefined : t('walletPage.openChoose') }) ||
        !currency
      )
        return;
      const res = await openWallet(currency);
      if (!res.data) {
        form.report({ currency: res.statusText });
        return;
      }
      setCurrency(null);
      onOpened(res.data.data.wallet_id, res.data.data.currency);
    });
  };

  return (
    <LoadState
      query={query}
      label={t('walletPage.loading')}
      errorTitle={t('walletPage.currenciesFailed')}
      skeleton={<Skeleton shape="rect" height="3rem" width="20rem" />}
    >
      {(list) => {
        const openable = list
          .filter((c) => c.kind === 'fiat' && !c.opened)
          .map((c) => c.currency)
          .filter(isCurrencyCode);
        if (openable.length === 0) return <Text tone="muted">{t('walletPage.allOpen')}</Text>;
        return (
          <form noValidate onSubmit={submit}>
            <Stack gap="md" align="start">
              <ErrorSummary errors={form.summary} focusKey={form.attempt} />
              <div className={styles.narrowField}>
                <FormField
                  label={t('walletPage.currency')}
                  id={form.id('currency')}
                  required
                  error={form.errors.currency}
                >
                  <CurrencySelect
                    currencies={openable}
                    value={currency}
                    onChange={setCurrency}
                    listLabel={t('walletPage.currencyList')}
                  />
                </FormField>
              </div>
              <Button type="submit" loading={loading} icon={<Icon icon={Plus} size={18} />}>
                {t('walletPage.openSubmit')}
              </Button>
            </Stack>
          </form>
        );
      }}
    </LoadState>
  );
}
