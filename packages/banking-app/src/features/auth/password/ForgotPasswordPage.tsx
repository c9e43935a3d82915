// Route /forgot_password (PATHS.forgotPassword).
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ErrorSummary, FormField, Link, Stack, Text, TextInput } from '@bank/ui';
import { Captcha, type CaptchaHandle } from '@/lib/forms/Captcha';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkEmail } from '@/lib/forms/validate';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { forgotPassword } from '@/features/auth/api/password';
import { generalProblem } from '@/features/auth/problems';
import { loadAuthNamespace } from '@/features/auth/i18n';
import { PATHS } from '@/access/paths';

const ns = await loadAuthNamespace();
const FIELDS = ['email', 'captcha'] as const;

/** /forgot_password: asks for a reset link; the answer is the same whether or not the address is known. */
export function Component() {
  const { t, i18n } = useTranslation(ns);
  const form = useFormErrors('forgot', FIELDS);
  const { loading, run } = useSubmit();
  const captcha = useRef<CaptchaHandle>(null);
  // The address typed on the login page comes along with the link.
  const carried = (useLocation().state as { email?: string } | null)?.email;
  const [email, setEmail] = useState(carried ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What the widget shows is what is sent: its payload is read now, not from an earlier render.
    const token = captcha.current?.payload() ?? null;
    void run(async () => {
      const problem = checkEmail(email);
      const ok = form.report({
        email: problem ? t(`fields.${problem}`) : undefined,
        captcha: token ? undefined : t('login.captchaMissing'),
      });
      if (!ok || !token) return;
      const res = await forgotPassword(email.trim(), token);
      captcha.current?.reset();
      if (!res.data) {
        if (res.error?.code === 'captcha_invalid')
          form.report({ captcha: t('login.captchaFailed') });
        else form.report({}, generalProblem(t, res));
        return;
      }
      setSentTo(email.trim());
    });
  };

  if (sentTo) {
    return (
      <AuthPage heading={t('forgot.sentHeading')}>
        <Alert tone="success" announce="polite">
          {t('forgot.sentText', { email: sentTo })}
        </Alert>
        <Text>{t('forgot.sentHelp')}</Text>
        <Link as={RouterLink} to={PATHS.login} weight="medium">
          {t('forgot.backToLogin')}
        </Link>
      </AuthPage>
    );
  }

  return (
    <AuthPage heading={t('forgot.heading')} lead={t('forgot.lead')}>
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <FormField
            label={t('fields.email')}
            id={form.id('email')}
            required
            error={form.errors.email}
          >
            <TextInput
              type="email"
              name="email"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Captcha
            ref={captcha}
            id={form.id('captcha')}
            label={t('captcha.label')}
            language={i18n.language === 'ar' ? 'ar' : 'en'}
            error={form.errors.captcha}
          />
          <Button type="submit" loading={loading} fullWidth>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
      <Link as={RouterLink} to={PATHS.login}>
        {t('forgot.backToLogin')}
      </Link>
    </AuthPage>
  );
}
