// Route /registration/verify_otp_whatsapp (PATHS.registrationVerifyOtpWhatsapp).
import { PhoneCodeVerify } from './PhoneCodeVerify';
import { loadRegistrationNamespace } from '@/features/registration/i18n';

await loadRegistrationNamespace();

export function Component() {
  return <PhoneCodeVerify channel="whatsapp" />;
}
