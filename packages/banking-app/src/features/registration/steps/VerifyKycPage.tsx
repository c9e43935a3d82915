// Route /registration/verify_kyc_step_2 (PATHS.registrationVerifyKyc).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, Heading, Stack, Text } from '@bank/ui';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { useStep } from '@/features/registration/components/useStep';
import { clearProgress } from '@/features/registration/progress';
import { PATHS, withQuery } from '@/access/paths';
import { useCarryState } from '@/lib/useCarryState';
import { hasToken } from '@/session/storage';
import * as styles from './VerifyKycPage.css';
import { loadRegistrationNamespace } from '@/features/registration/i18n';

const ns = await loadRegistrationNamespace();

/**
 * /registration/verify_kyc_step_2: the hand-over to identity verification. It says what the check
 * needs and leads to its first step: an individual's details (step 1: nothing is given yet), a
 * company's check. The registration logged the customer in (OtpCompletePage), so straight there;
 * without that session (it was not given), through the login.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const { progress, redirect } = useStep('verify_kyc_step_2');
  const [signedIn] = useState(hasToken);
  const target = progress?.userType === 'corporate' ? PATHS.corporateKyc : PATHS.kyc;
  const path = signedIn ? target : withQuery(PATHS.login, { from: target });
  // The login starts with the address just registered.
  const go = useCarryState(path, signedIn ? undefined : { email: progress?.email }, clearProgress);
  if (!progress) return redirect;
  const needs = t('kyc.needs', { returnObjects: true }) as string[];
  return (
    <RegistrationPage
      userType={progress.userType}
      step="done"
      heading={t('kyc.heading')}
      lead={t('kyc.lead')}
    >
      <Card padding="lg">
        <Stack gap="sm">
          <Heading level={2} size={5}>
            {t('kyc.needsHeading')}
          </Heading>
          <ul className={styles.list}>
            {needs.map((need) => (
              <li key={need}>
                <Text as="span">{need}</Text>
              </li>
            ))}
          </ul>
        </Stack>
      </Card>
      <Text>{t('kyc.why')}</Text>
      <div>
        <ButtonLink as={RouterLink} to={path} onClick={go}>
          {signedIn ? t('kyc.start') : t('kyc.login')}
        </ButtonLink>
      </div>
    </RegistrationPage>
  );
}
