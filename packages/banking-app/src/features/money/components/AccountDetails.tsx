// A wallet's details for receiving money (the IBAN-format virtual account): every value copyable
// on its own, and "Share details" for all of them at once as text (the device's share sheet
// where there is one, else the clipboard).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  CopyableField,
  CopyableFieldList,
  Icon,
  Send,
  Skeleton,
  Stack,
  Text,
} from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import type { ApiQuery, QueryData } from '@/lib/data/screenData';
import type { fetchBankTransferDetails } from '@/features/money/api/topup';

export type BankDetails = QueryData<typeof fetchBankTransferDetails>;

export interface AccountDetailsProps {
  /** The screen's answer to fetchBankTransferDetails for the wallet (its loader asks it). */
  query: ApiQuery<BankDetails>;
  /** The top-up's instructions also show the reference to put on the transfer. */
  withReference?: boolean;
  /** Shown under the list, with the loaded details (the top-up's fee and what arrives). */
  footer?: (details: BankDetails) => React.ReactNode;
}

async function share(title: string, text: string): Promise<'shared' | 'copied' | 'failed'> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, text });
      return 'shared';
    }
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch (error) {
    // Closing the share sheet is the customer's choice, not a failure.
    return error instanceof DOMException && error.name === 'AbortError' ? 'shared' : 'failed';
  }
}

export function AccountDetails({ query, withReference, footer }: AccountDetailsProps) {
  const { t } = useTranslation('money');
  const [shared, setShared] = useState<'idle' | 'shared' | 'copied' | 'failed'>('idle');
  return (
    <LoadState
      query={query}
      label={t('walletPage.detailsLoading')}
      errorTitle={t('walletPage.detailsFailed')}
      skeleton={<Skeleton lines={6} />}
    >
      {(d) => (
        <Stack gap="md" align="start">
          <CopyableFieldList>
            <CopyableField label={t('walletPage.accountName')} value={d.account_name} />
            <CopyableField label={t('walletPage.iban')} value={d.iban} groupInFours />
            <CopyableField label={t('walletPage.bic')} value={d.bic} />
            <CopyableField label={t('walletPage.bank')} value={d.bank_name} />
            <CopyableField label={t('walletPage.bankAddress')} value={d.bank_address} />
            <CopyableField label={t('walletPage.accountNumber')} value={d.account_number} />
            {withReference && (
              <CopyableField label={t('walletPage.reference')} value={d.reference} />
            )}
          </CopyableFieldList>
          {footer?.(d)}
          <Button
            variant="secondary"
            icon={<Icon icon={Send} size={18} />}
            onClick={() => {
              const text = t('walletPage.shareText', {
                name: d.account_name,
                iban: d.iban,
                bic: d.bic,
                bank: d.bank_name,
                address: d.bank_address,
                account: d.account_number,
                currency: d.currency,
              });
              void share(t('walletPage.shareTitle', { currency: d.currency }), text).then(
                setShared,
              );
            }}
          >
            {t('walletPage.share')}
          </Button>
          <Text role="status" size="sm">
            {shared === 'copied'
              ? t('walletPage.shared')
              : shared === 'failed'
                ? t('walletPage.shareFailed')
                : ''}
          </Text>
        </Stack>
      )}
    </LoadState>
  );
}
