// "Send a new code" with its cool-down, shared by the screens that confirm moving money with a
// one-time code (an external transfer's step 5, an approval): the button waits RESEND_SECONDS after
// each code sent, saying how long is left, so a customer cannot flood their own phone.
import { useTranslation } from 'react-i18next';
import { Button } from '@bank/ui';
import { loadFormsNamespace } from './i18n';
import { useCooldown } from './useCooldown';

const ns = await loadFormsNamespace();
const RESEND_SECONDS = 30;
export { CODE_PROBLEMS } from './codeProblems';

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
