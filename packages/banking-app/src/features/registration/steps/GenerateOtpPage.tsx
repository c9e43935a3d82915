// Route /registration/generate_otp (PATHS.registrationGenerateOtp).
import { PhoneCodeSend } from './PhoneCodeSend';
import { loadRegistrationNamespace } from '@/features/registration/i18n';

await loadRegistrationNamespace();

export function Component() {
  return <PhoneCodeSend channel="sms" />;
}
