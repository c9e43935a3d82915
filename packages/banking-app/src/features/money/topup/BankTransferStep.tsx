// Top-up by bank transfer: the wallet's own account details, every one copyable, our fee and what
// arrives; then the customer says the transfer is sent and step 4 waits for it.
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CurrencyCode } from '@bank/lookups/currencies';
import { Button, DescriptionList, Heading, Money, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { formatMoneyValue } from '@/i18n/format';
import { withLtrValues } from '@/i18n/ltr';
import type { ApiQuery } from '@/lib/data/screenData';
import { AccountDetails, type BankDetails } from '@/features/money/components/AccountDetails';
import { loadMoneyNamespace } from '@/features/money/i18n';
import type { TopupDraft } from './draft';

// The wallet's account details it shows are worded in the wallet page's part.
await loadMoneyNamespace('topup', 'walletPage');

export interface BankTransferStepProps {
  draft: TopupDraft & { walletId: string };
  save: (draft: TopupDraft) => void;
  /** The step's answer to fetchBankTransferDetails for the draft's wallet (its loader asks it). */
  account: ApiQuery<BankDetails>;
}

export function BankTransferStep({ draft, save, account }: BankTransferStepProps) {
  const { t } = useTranslation('money');
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={2} size={4}>
          {t('topup.bank.heading')}
        </Heading>
        <Text tone="muted">{t('topup.bank.lead', { currency: draft.currency ?? '' })}</Text>
      </Stack>
      <AccountDetails
        query={account}
        withReference
        footer={(d) => {
          const free = d.fee.minor === '0';
          return (
            <Stack gap="sm">
              <Text size="sm" tone="muted">
                {t('topup.bank.referenceHint')}
              </Text>
              <DescriptionList
                items={[
                  {
                    term: t('topup.bank.fee'),
                    description: free ? (
                      t('topup.bank.feeFree')
                    ) : (
                      <Money amount={d.fee.minor} currency={d.fee.currency as CurrencyCode} />
                    ),
                  },
                  {
                    term: t('topup.bank.arrives'),
                    description: free
                      ? t('topup.bank.arrivesText', { fee: '' })
                      : withLtrValues((v) => t('topup.bank.arrivesText', { fee: ` (${v.fee})` }), {
                          fee: formatMoneyValue(d.fee),
                        }),
                  },
                ]}
              />
            </Stack>
          );
        }}
      />
      <div>
        <Button
          onClick={() => {
            save({ ...draft, bankSentAt: new Date().toISOString() });
            void navigate(PATHS.topupStep4);
          }}
        >
          {t('topup.bank.sent')}
        </Button>
      </div>
    </Stack>
  );
}
