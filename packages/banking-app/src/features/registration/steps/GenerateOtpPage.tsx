import { PhoneCodeSend } from './PhoneCodeSend';
import { loadRegistrationNamespace } from '../i18n';

await loadRegistrationNamespace();

export function Component() {
  return <PhoneCodeSend channel="sms" />;
}
