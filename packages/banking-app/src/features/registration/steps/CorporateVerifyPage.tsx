// Route /registration/corporate_verify (PATHS.registrationCorporateVerify).
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Link } from '@bank/ui';
import { useTranslation } from 'react-i18next';
import type { ResponseBody, verifyCorporateEmail } from '@bank/api-contract';
import { CodeStep } from '@/features/registration/components/CodeStep';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { useStep } from '@/features/registration/components/useStep';
import { resendCorporate, verifyCorporate } from '@/features/registration/api/registration';
import { screenOf, updateProgress } from '@/features/registration/progress';
import { loadRegistrationNamespace } from '@/features/registration/i18n';
import { PATHS } from '@/access/paths';

const ns = await loadRegistrationNamespace();

/** /registration/corporate_verify: the 6-digit code sent to the corporate email address. */
export function Component() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { progress, redirect } = useStep('corporate_verify');
  if (!progress) return redirect;
  return (
    <RegistrationPage
      userType="corporate"
      step="verifyEmail"
      heading={t('corporateVerify.heading')}
      lead={t('corporateVerify.lead', { email: progress.email })}
    >
      <CodeStep
        form="corporate-verify"
        label={t('corporateVerify.label')}
        sentAt={progress.sentAt}
        verify={(code) => verifyCorporate(progress.token, code)}
        onVerified={(res) => {
          const d = (res.data as ResponseBody<typeof verifyCorporateEmail>).data;
          const next = updateProgress({ step: d.next_step, sentAt: undefined });
          if (next) navigate(screenOf(next));
        }}
        resend={() => resendCorporate(progress.token)}
        onResent={() => updateProgress({ sentAt: Date.now() })}
      />
      {/* A mistyped address: back to the first step with it filled in, to correct it. */}
      <Link as={RouterLink} to={PATHS.registrationCorporate}>
        {t('corporateVerify.changeEmail')}
      </Link>
    </RegistrationPage>
  );
}
