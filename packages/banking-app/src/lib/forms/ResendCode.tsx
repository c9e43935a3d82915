// "Send a new code" with its cool-down, shared by the screens that confirm moving money with a
// one-time code (an external transfer's step 5, an approval): the button waits RESEND_SECONDS after
// each code sent, saying how long is left, so a customer cannot flood their own phone.
import { useTranslation } from 'react-i18next';
import { Button } from '@bank/ui';
import { loadFormsNamespace } from './i18n';
import { useCooldown } from './useCooldown';

const ns = await loadFormsNamespace();
export const RESEND_SECONDS = 30;
/** The refusals of a one-time code: shown at the code field, where a new code fixes them. */
export const CODE_PROBLEMS = new Set(['invalid_code', 'code_expired', 'too_many_attempts']);

export interface ResendCodeProps {
  /** When the last code was sent (ms since the epoch); undefined before any. */
  sentAt: number | undefined;
  loading: boolean;
  onResend: () => void;
}

export function ResendCode({ sentAt, loading, onResend }: ResendCodeProps) {
  const { t } = useTranslation(ns);
  const wait = useCooldown(sentAt, RESEND_SECONDS);
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={wait > 0}
      loading={loading}
      onClick={onResend}
    >
      {wait > 0 ? t('code.resendIn', { seconds: wait }) : t('code.resend')}
    </Button>
  );
}
