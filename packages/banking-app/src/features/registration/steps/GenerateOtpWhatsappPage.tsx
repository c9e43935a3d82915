// Route /registration/generate_otp_whatsapp (PATHS.registrationGenerateOtpWhatsapp).
import { PhoneCodeSend } from './PhoneCodeSend';
import { loadRegistrationNamespace } from '@/features/registration/i18n';

await loadRegistrationNamespace();

export function Component() {
  return <PhoneCodeSend channel="whatsapp" />;
}
