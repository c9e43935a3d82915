import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { OtpChannel, ResponseBody, verifyRegistrationOtp } from '@bank/api-contract';
import { Link } from '@bank/ui';
import { CodeStep } from '@/features/registration/components/CodeStep';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { useStep } from '@/features/registration/components/useStep';
import { sendPhoneCode, verifyPhoneCode } from '@/features/registration/api/registration';
import { screenOf, updateProgress } from '@/features/registration/progress';
import { REGISTRATION_NS } from '@/features/registration/i18n';
import { PATHS } from '@/access/paths';

/** verify_otp (SMS) and verify_otp_whatsapp: the code that confirms the mobile number. */
export function PhoneCodeVerify({ channel }: { channel: OtpChannel }) {
  const { t } = useTranslation(REGISTRATION_NS);
  const navigate = useNavigate();
  const { progress, redirect } = useStep(
    channel === 'whatsapp' ? 'verify_otp_whatsapp' : 'verify_otp',
  );
  if (!progress) return redirect;
  const whatsapp = channel === 'whatsapp';
  return (
    <RegistrationPage
      userType={progress.userType}
      step="phone"
      heading={t('phone.verifyHeading')}
      lead={t(whatsapp ? 'phone.verifyLeadWhatsapp' : 'phone.verifyLeadSms', {
        phone: progress.phoneHint ?? '',
      })}
    >
      <CodeStep
        form="phone-code"
        label={t('phone.codeLabel')}
        sentAt={progress.sentAt}
        verify={(code) => verifyPhoneCode(progress.token, channel, code)}
        onVerified={(res) => {
          const d = (res.data as ResponseBody<typeof verifyRegistrationOtp>).data;
          const next = updateProgress({ step: d.next_step });
          if (next) navigate(screenOf(next));
        }}
        resend={() => sendPhoneCode(progress.token, channel)}
        onResent={() => updateProgress({ sentAt: Date.now() })}
        footer={
          <>
            <Link
              as={RouterLink}
              to={whatsapp ? PATHS.registrationGenerateOtp : PATHS.registrationGenerateOtpWhatsapp}
            >
              {whatsapp ? t('phone.useSms') : t('phone.useWhatsapp')}
            </Link>
            <Link as={RouterLink} to={PATHS.registrationPersonalDetails}>
              {t('phone.changeNumber')}
            </Link>
          </>
        }
      />
    </RegistrationPage>
  );
}
