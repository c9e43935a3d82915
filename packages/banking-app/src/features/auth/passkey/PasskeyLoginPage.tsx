// Route /login/passkey (PATHS.loginPasskey).
import { useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, Icon, Inline, KeyRound, Link, Stack, Text } from '@bank/ui';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { useMfaLogin } from '@/features/auth/components/useMfaLogin';
import { loadAuthNamespace } from '@/features/auth/i18n';
import { PATHS, withQuery } from '@/access/paths';
import { passkeysSupported } from '@/lib/passkeys/browser';

const ns = await loadAuthNamespace();

/**
 * /login/passkey: the second step with the customer's passkey (after the password). One button
 * opens the browser's prompt; a code stays one link away (a device without the passkey, a
 * customer who prefers it).
 */
export function Component() {
  const { t } = useTranslation(ns);
  const { pending, confirmWithPasskey, cancel } = useMfaLogin();
  const form = useFormErrors('passkey-login', [] as const);
  const { loading, run } = useSubmit();
  const [supported] = useState(passkeysSupported);

  if (!pending?.mfa) return <Navigate to={PATHS.login} replace state={{ reason: 'expired' }} />;
  const { methods } = pending.mfa;
  const codeRoute = methods.includes('otp')
    ? PATHS.loginVerifyOtp
    : methods.includes('sms') || methods.includes('whatsapp')
      ? PATHS.loginGenerateOtp
      : methods.includes('recovery_code')
        ? withQuery(PATHS.loginVerifyOtp, { mode: 'recovery' })
        : null;

  const usePasskey = () =>
    void run(async () => {
      const outcome = await confirmWithPasskey(t);
      if (!outcome.ok) form.report({}, outcome.problem);
      if (!outcome.ok && outcome.restart) cancel();
    });

  return (
    <AuthPage heading={t('passkey.heading')} lead={t('passkey.lead')}>
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <Stack gap="lg">
        {supported ? (
          <Button
            type="button"
            loading={loading}
            fullWidth
            onClick={usePasskey}
            icon={<Icon icon={KeyRound} size={20} />}
          >
            {t('passkey.use')}
          </Button>
        ) : (
          <Text>{t('passkey.unsupported')}</Text>
        )}
        <Text size="sm" tone="muted">
          {t('passkey.how')}
        </Text>
      </Stack>
      <Inline gap="lg">
        {codeRoute && (
          <Link as={RouterLink} to={codeRoute}>
            {t('passkey.useCode')}
          </Link>
        )}
        <Link as={RouterLink} to={PATHS.login} onClick={cancel}>
          {t('mfa.cancel')}
        </Link>
      </Inline>
    </AuthPage>
  );
}
