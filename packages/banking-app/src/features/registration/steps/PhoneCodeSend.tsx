import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OtpChannel } from '@bank/api-contract';
import { Button, ErrorSummary, Link, Stack } from '@bank/ui';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { registrationProblem } from '@/features/registration/components/problems';
import { useStep } from '@/features/registration/components/useStep';
import { sendPhoneCode } from '@/features/registration/api/registration';
import { updateProgress } from '@/features/registration/progress';
import { REGISTRATION_NS } from '@/features/registration/i18n';
import { PATHS } from '@/access/paths';

/** generate_otp (SMS) and generate_otp_whatsapp: send the code that confirms the mobile number. */
export function PhoneCodeSend({ channel }: { channel: OtpChannel }) {
  const { t } = useTranslation(REGISTRATION_NS);
  const navigate = useNavigate();
  const { progress, redirect } = useStep(
    channel === 'whatsapp' ? 'generate_otp_whatsapp' : 'generate_otp',
  );
  const form = useFormErrors('send-code', [] as const);
  const { loading, run } = useSubmit();
  const [phone] = useState(progress?.phoneHint ?? '');
  if (!progress) return redirect;

  const send = () =>
    void run(async () => {
      const res = await sendPhoneCode(progress.token, channel);
      if (!res.data) {
        form.report({}, registrationProblem(t, res));
        return;
      }
      const d = res.data.data;
      updateProgress({
        step: d.next_step,
        channel: d.channel,
        phoneHint: d.phone_hint,
        sentAt: Date.now(),
      });
      navigate(
        channel === 'whatsapp' ? PATHS.registrationVerifyOtpWhatsapp : PATHS.registrationVerifyOtp,
      );
    });

  const whatsapp = channel === 'whatsapp';
  return (
    <RegistrationPage
      userType={progress.userType}
      step="phone"
      heading={whatsapp ? t('phone.sendHeadingWhatsapp') : t('phone.sendHeadingSms')}
      lead={t(whatsapp ? 'phone.sendLeadWhatsapp' : 'phone.sendLeadSms', { phone })}
    >
      <ErrorSummary errors={[]} description={form.problem} focusKey={form.attempt} />
      <Stack gap="md" align="start">
        <Button loading={loading} onClick={send} fullWidth>
          {whatsapp ? t('phone.sendWhatsapp') : t('phone.sendSms')}
        </Button>
        <Link
          as={RouterLink}
          to={whatsapp ? PATHS.registrationGenerateOtp : PATHS.registrationGenerateOtpWhatsapp}
        >
          {whatsapp ? t('phone.useSms') : t('phone.useWhatsapp')}
        </Link>
        <Link as={RouterLink} to={PATHS.registrationPersonalDetails}>
          {t('phone.changeNumber')}
        </Link>
      </Stack>
    </RegistrationPage>
  );
}
