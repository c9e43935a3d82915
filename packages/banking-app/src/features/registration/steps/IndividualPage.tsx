// Route /registration/individual (PATHS.registrationIndividual).
import { EmailStep } from './EmailStep';
import { loadRegistrationNamespace } from '@/features/registration/i18n';

await loadRegistrationNamespace();

/** /registration/individual: a personal account starts with the email address. */
export function Component() {
  return <EmailStep userType="individual" />;
}
