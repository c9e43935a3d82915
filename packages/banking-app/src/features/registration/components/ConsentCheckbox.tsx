import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Checkbox, Link } from '@bank/ui';
import { CONSENT_VERSIONS } from '@bank/api-contract/constants';
import { PATHS } from '@/access/paths';
import { withLtrValues, withParts } from '@/i18n/ltr';
import { REGISTRATION_NS } from '@/features/registration/i18n';

/** The versions this screen shows, and so the ones the customer accepts (sent as shown). */
export const SHOWN_VERSIONS = CONSENT_VERSIONS;

/**
 * "I accept the terms and conditions and the privacy policy", each a link to its public page in a
 * new tab (so the registration stays where it is), with the versions shown under it.
 */
export function ConsentCheckbox({
  id,
  checked,
  error,
  onChange,
}: {
  id: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation(REGISTRATION_NS);
  const label = withParts((v) => t('consent.label', v), {
    terms: (
      <Link as={RouterLink} to={PATHS.termsOfUseFurther} external>
        {t('consent.terms')}
      </Link>
    ),
    privacy: (
      <Link as={RouterLink} to={PATHS.privacyPolicyFurther} external>
        {t('consent.privacy')}
      </Link>
    ),
  });
  const hint = withLtrValues((v) => t('consent.versions', v), {
    terms: SHOWN_VERSIONS.terms,
    privacy: SHOWN_VERSIONS.privacy,
  });
  return (
    <Checkbox
      id={id}
      required
      label={label}
      hint={hint}
      error={error}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
