// Route /registration (PATHS.registration).
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@bank/api-contract';
import {
  Building2,
  Button,
  ErrorSummary,
  Icon,
  Link,
  RadioGroup,
  Stack,
  Text,
  User,
} from '@bank/ui';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { readProgress, screenOf } from '@/features/registration/progress';
import { loadRegistrationNamespace } from '@/features/registration/i18n';
import { PATHS } from '@/access/paths';

const ns = await loadRegistrationNamespace();
const FIELDS = ['type'] as const;

/** /registration: a personal or a business account. */
export function Component() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [type, setType] = useState<UserType | null>(null);
  const form = useFormErrors('registration-type', FIELDS, FIELDS);
  const [unfinished] = useState(readProgress);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.report({ type: type ? undefined : t('type.missing') })) return;
    navigate(type === 'corporate' ? PATHS.registrationCorporate : PATHS.registrationIndividual);
  };

  return (
    <RegistrationPage heading={t('type.heading')} lead={t('type.lead')}>
      {unfinished && unfinished.step !== 'verify_kyc_step_2' && (
        <Text>
          {t('type.unfinished', { email: unfinished.email })}{' '}
          <Link as={RouterLink} to={screenOf(unfinished)} weight="medium">
            {t('type.continue')}
          </Link>
        </Text>
      )}
      <ErrorSummary errors={form.summary} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <RadioGroup<UserType>
            id={form.id('type')}
            label={t('type.label')}
            variant="cards"
            required
            value={type}
            onChange={setType}
            error={form.errors.type}
            options={[
              {
                value: 'individual',
                label: t('type.individual'),
                description: t('type.individualHint'),
                icon: <Icon icon={User} size={24} />,
              },
              {
                value: 'corporate',
                label: t('type.corporate'),
                description: t('type.corporateHint'),
                icon: <Icon icon={Building2} size={24} />,
              },
            ]}
          />
          <Button type="submit" fullWidth>
            {t('continue')}
          </Button>
        </Stack>
      </form>
      <Text>
        {t('type.haveAccount')}{' '}
        <Link as={RouterLink} to={PATHS.login}>
          {t('type.login')}
        </Link>
      </Text>
    </RegistrationPage>
  );
}
