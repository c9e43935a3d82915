// Route /registration/verify_otp (PATHS.registrationVerifyOtp).
import { PhoneCodeVerify } from './PhoneCodeVerify';
import { loadRegistrationNamespace } from '@/features/registration/i18n';

await loadRegistrationNamespace();

export function Component() {
  return <PhoneCodeVerify channel="sms" />;
}
