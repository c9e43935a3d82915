import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, Stack } from '@bank/ui';
import { LoadState } from '@/lib/data/LoadState';
import type { ApiQuery } from '@/lib/data/screenData';
import { fetchKyc, type Kyc } from '@/features/kyc/api/kyc';
import type { PersonStep } from '@/features/kyc/documents';
import { KycHeading } from './KycHeading';

/**
 * The call every identity-check screen makes: each screen's loader spreads it into its own calls
 * (`screenLoader(() => ({ ...kycCalls }))`), so the check is asked as the screen is navigated to,
 * and hands the answer (`useScreenQueries`' `kyc`) to KycScreen.
 */
export const kycCalls = { kyc: fetchKyc };

export interface KycScreenProps {
  /** The customer's (or company's) identity check, as the screen's loader asked it (`kycCalls`). */
  query: ApiQuery<Kyc>;
  title: string;
  lead?: string;
  /** The step of a person's check the screen is (its number shown above the heading). */
  step?: PersonStep;
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
  query,
  title,
  lead,
  step,
  skeleton = <Skeleton lines={8} />,
  label,
  errorTitle,
  children,
}: KycScreenProps) {
  const { t } = useTranslation('kyc');
  return (
    <Stack gap="xl">
      <KycHeading title={title} lead={lead} {...(step ? { step } : {})} />
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
