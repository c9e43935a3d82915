// Route /login/generate_otp (PATHS.loginGenerateOtp).
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OtpChannel } from '@bank/api-contract';
import {
  Button,
  ErrorSummary,
  Icon,
  Inline,
  Link,
  Phone,
  RadioGroup,
  Smartphone,
  Stack,
} from '@bank/ui';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { sendMfaOtp } from '@/features/auth/api/sendMfaOtp';
import { pendingLogin, setPendingLogin, updatePendingLogin } from '@/features/auth/loginState';
import { generalProblem } from '@/features/auth/problems';
import { loadAuthNamespace } from '@/features/auth/i18n';
import { PATHS, withQuery } from '@/access/paths';

const ns = await loadAuthNamespace();
const FIELDS = ['channel'] as const;

/** /login/generate_otp: where to send the login code (SMS or WhatsApp, the last one used already chosen), then send it. */
export function Component() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [pending] = useState(pendingLogin);
  const form = useFormErrors('otp-channel', FIELDS, FIELDS);
  const { loading, run } = useSubmit();
  const [channel, setChannel] = useState<OtpChannel | null>(
    pending?.mfa?.channel ?? pending?.mfa?.preferredChannel ?? null,
  );

  if (!pending?.mfa) return <Navigate to={PATHS.login} replace state={{ reason: 'expired' }} />;
  const { mfa } = pending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!form.report({ channel: channel ? undefined : t('mfa.channelMissing') })) return;
      const res = await sendMfaOtp(mfa.token, channel as OtpChannel);
      if (!res.data) {
        const restart = res.error?.code === 'mfa_token_invalid';
        if (restart) setPendingLogin(null);
        form.report({}, generalProblem(t, res));
        return;
      }
      updatePendingLogin({
        mfa: {
          ...mfa,
          channel: res.data.data.channel,
          sentAt: Date.now(),
          phoneHint: res.data.data.phone_hint,
        },
      });
      navigate(PATHS.loginVerifyOtp);
    });
  };

  const phone = mfa.phoneHint ?? t('mfa.yourPhone');
  return (
    <AuthPage heading={t('mfa.generateHeading')} lead={t('mfa.generateLead', { phone })}>
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <RadioGroup<OtpChannel>
            id={form.id('channel')}
            label={t('mfa.channelLabel')}
            variant="cards"
            required
            value={channel}
            onChange={setChannel}
            error={form.errors.channel}
            options={[
              {
                value: 'sms',
                label: t('mfa.sms'),
                description: t('mfa.smsHint', { phone }),
                icon: <Icon icon={Smartphone} size={24} />,
              },
              {
                value: 'whatsapp',
                label: t('mfa.whatsapp'),
                description: t('mfa.whatsappHint', { phone }),
                icon: <Icon icon={Phone} size={24} />,
              },
            ]}
          />
          <Button type="submit" loading={loading} fullWidth>
            {t('mfa.send')}
          </Button>
        </Stack>
      </form>
      <Inline gap="lg">
        {mfa.methods.includes('recovery_code') && (
          <Link as={RouterLink} to={withQuery(PATHS.loginVerifyOtp, { mode: 'recovery' })}>
            {t('mfa.useRecovery')}
          </Link>
        )}
        <Link as={RouterLink} to={PATHS.login} onClick={() => setPendingLogin(null)}>
          {t('mfa.cancel')}
        </Link>
      </Inline>
    </AuthPage>
  );
}
