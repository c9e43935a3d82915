import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserType } from '@bank/api-contract';
import { Button, ErrorSummary, FormField, Link, Stack, Text, TextInput } from '@bank/ui';
import { Captcha, type CaptchaHandle } from '@/lib/forms/Captcha';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkEmail } from '@/lib/forms/validate';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { registrationProblem } from '@/features/registration/components/problems';
import { start } from '@/features/registration/api/registration';
import { readProgress, saveProgress, screenOf } from '@/features/registration/progress';
import { REGISTRATION_NS } from '@/features/registration/i18n';
import { PATHS } from '@/access/paths';

const FIELDS = ['email', 'captcha'] as const;

/** The first step: the (corporate) email address and the anti-bot check; starts the registration. */
export function EmailStep({ userType }: { userType: UserType }) {
  const { t, i18n } = useTranslation(REGISTRATION_NS);
  const navigate = useNavigate();
  const form = useFormErrors(`registration-${userType}`, FIELDS);
  const { loading, run } = useSubmit();
  const captcha = useRef<CaptchaHandle>(null);
  // Back from the code step (or "Change email address" there) finds the address as typed.
  const [email, setEmail] = useState(() => {
    const progress = readProgress();
    return progress?.userType === userType ? progress.email : '';
  });
  const corporate = userType === 'corporate';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What the widget shows is what is sent: its payload is read now, not from an earlier render.
    const token = captcha.current?.payload() ?? null;
    void run(async () => {
      const problem = checkEmail(email);
      const ok = form.report({
        email: problem ? t(`email.${problem}`) : undefined,
        captcha: token ? undefined : t('email.captchaMissing'),
      });
      if (!ok || !token) return;
      const res = await start(userType, email.trim(), token);
      captcha.current?.reset();
      if (!res.data) {
        const code = res.error?.code;
        if (code === 'email_taken') form.report({ email: t('email.taken') });
        else if (code === 'captcha_invalid') form.report({ captcha: t('email.captchaFailed') });
        else if (code === 'validation_error' && res.error?.fields?.email)
          form.report({ email: t('email.emailFormat') });
        else form.report({}, registrationProblem(t, res));
        return;
      }
      const d = res.data.data;
      const progress = {
        token: d.registration_token,
        userType: d.user_type,
        email: email.trim(),
        step: d.next_step,
        expiresAt: d.expires_at,
      };
      saveProgress(progress);
      navigate(screenOf(progress));
    });
  };

  return (
    <RegistrationPage
      userType={userType}
      step={corporate ? 'companyEmail' : 'email'}
      heading={corporate ? t('email.corporateHeading') : t('email.heading')}
      lead={corporate ? t('email.corporateLead') : t('email.lead')}
    >
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <FormField
            label={corporate ? t('email.corporateLabel') : t('email.label')}
            hint={corporate ? t('email.corporateHint') : t('email.hint')}
            id={form.id('email')}
            required
            error={form.errors.email}
          >
            <TextInput
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Captcha
            ref={captcha}
            id={form.id('captcha')}
            label={t('email.captcha')}
            language={i18n.language === 'ar' ? 'ar' : 'en'}
            error={form.errors.captcha}
          />
          <Text size="sm" tone="muted">
            {t('requiredNote')}
          </Text>
          <Button type="submit" loading={loading} fullWidth>
            {t('continue')}
          </Button>
        </Stack>
      </form>
      <Link as={RouterLink} to={PATHS.registration}>
        {t('back')}
      </Link>
    </RegistrationPage>
  );
}
