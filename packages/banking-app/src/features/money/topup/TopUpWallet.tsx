// Route /dashboard/topup_step1 (PATHS.topupStep1): the wallet to add money to.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getCurrencyName, isCurrencyCode, type CurrencyCode } from '@bank/lookups/currencies';
import { formatMoney } from '@bank/lookups/amount';
import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorSummary,
  Icon,
  Plus,
  RadioGroup,
  Skeleton,
  Stack,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { currencyWallets, fetchFiatWallets } from '@/domain/wallets/wallets';
import { loadMoneyNamespace } from '@/features/money/i18n';
import { useHiddenBalances } from '@/features/money/preferences';
import { chooseWallet, newDraft } from './draft';
import { TopupFrame, useTopupDraft } from './TopupFrame';

const ns = await loadMoneyNamespace('topup');
const FIELDS = ['wallet'] as const;

/** The step's call, made as it is navigated to (src/lib/data/screenData.ts): the wallets. */
export const loader = screenLoader(() => ({ wallets: fetchFiatWallets }));

/** /dashboard/topup_step1: the wallet to add money to. */
function TopUpWallet() {
  const { t, i18n } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useTopupDraft(1);
  const { wallets } = useScreenQueries<typeof loader>();
  const [hidden] = useHiddenBalances();
  const [chosen, setChosen] = useState<string | null>(draft?.walletId ?? null);
  const form = useFormErrors('topup-wallet', FIELDS, FIELDS);

  return (
    <TopupFrame step={1} allowed={allowed}>
      <LoadState
        query={wallets}
        label={t('topup.wallet.loading')}
        errorTitle={t('topup.wallet.failed')}
        skeleton={<Skeleton shape="rect" height="8rem" />}
        isEmpty={(list) => !list.some((w) => isCurrencyCode(w.currency))}
        empty={
          <EmptyState
            art="wallets"
            title={t('topup.wallet.emptyTitle')}
            text={t('topup.wallet.emptyText')}
            action={
              <ButtonLink
                as={RouterLink}
                to={PATHS.customerWallet}
                icon={<Icon icon={Plus} size={18} />}
              >
                {t('wallets.open')}
              </ButtonLink>
            }
          />
        }
      >
        {(list) => {
          const shown = currencyWallets(list);
          const submit = (event: FormEvent) => {
            event.preventDefault();
            const wallet = shown.find((w) => w.wallet_id === chosen);
            if (
              !form.report({ wallet: wallet ? undefined : t('topup.wallet.required') }) ||
              !wallet
            )
              return;
            save(chooseWallet(draft ?? newDraft(), wallet.wallet_id, wallet.currency));
            void navigate(PATHS.topupStep2);
          };
          return (
            <form noValidate onSubmit={submit}>
              <Stack gap="lg" align="start">
                <ErrorSummary errors={form.summary} focusKey={form.attempt} />
                <RadioGroup
                  id={form.id('wallet')}
                  variant="cards"
                  required
                  label={t('topup.wallet.question')}
                  error={form.errors.wallet}
                  value={chosen}
                  onChange={setChosen}
                  options={shown.map((w) => ({
                    value: w.wallet_id,
                    label: `${w.currency} · ${getCurrencyName(w.currency as CurrencyCode, i18n.language === 'ar' ? 'ar' : 'en')}`,
                    description: hidden
                      ? undefined
                      : t('topup.wallet.balance', {
                          amount: formatMoney(w.balance.minor, w.currency as CurrencyCode, {
                            display: 'code',
                          }),
                        }),
                  }))}
                />
                <Button type="submit">{t('topup.continue')}</Button>
              </Stack>
            </form>
          );
        }}
      </LoadState>
    </TopupFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { TopUpWallet as Component };
