// Route /registration/corporate (PATHS.registrationCorporate).
import { EmailStep } from './EmailStep';
import { loadRegistrationNamespace } from '@/features/registration/i18n';

await loadRegistrationNamespace();

/** /registration/corporate: a business account starts with the corporate email address. */
export function Component() {
  return <EmailStep userType="corporate" />;
}
