import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, Stack } from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import { useApiQuery } from '@/lib/data/useApiQuery';
import { fetchKyc, type Kyc } from '@/features/kyc/api/kyc';
import { KycHeading } from './KycHeading';

export interface KycScreenProps {
  title: string;
  lead?: string;
  /** What stands for the content while the check loads (eight lines by default). */
  skeleton?: ReactNode;
  /** The loading and failure words, when a screen has its own. */
  label?: string;
  errorTitle?: string;
  /** The screen's content, once the customer's (or company's) identity check is loaded. */
  children: (kyc: Kyc, reload: () => void) => ReactNode;
}

/** Every identity-check screen: its heading, then the check loaded (skeleton, error with "Try again"). */
export function KycScreen({
  title,
  lead,
  skeleton = <Skeleton lines={8} />,
  label,
  errorTitle,
  children,
}: KycScreenProps) {
  const { t } = useTranslation('kyc');
  const query = useApiQuery(fetchKyc);
  return (
    <Stack gap="xl">
      <KycHeading title={title} lead={lead} />
      <LoadState
        query={query}
        label={label ?? t('loading')}
        errorTitle={errorTitle ?? t('loadFailed')}
        skeleton={skeleton}
      >
        {(kyc) => children(kyc, query.reload)}
      </LoadState>
    </Stack>
  );
}
