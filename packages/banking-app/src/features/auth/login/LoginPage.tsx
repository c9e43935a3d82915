// Route /login (PATHS.login).
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  ErrorSummary,
  FormField,
  Icon,
  Inline,
  KeyRound,
  Link,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@bank/ui';
import { Captcha, type CaptchaHandle } from '@/lib/forms/Captcha';
import { Form } from '@/lib/forms/Form';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkEmail } from '@/lib/forms/validate';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { login } from '@/features/auth/api/login';
import { afterLogin, finishLogin, isAuthenticated } from '@/features/auth/finishLogin';
import { usePasskeySignIn } from '@/features/auth/passkey/usePasskeySignIn';
import { setPendingLogin } from '@/features/auth/loginState';
import { generalProblem } from '@/features/auth/problems';
import { loadAuthNamespace } from '@/features/auth/i18n';
import { PATHS } from '@/access/paths';
import { useCarryState } from '@/lib/useCarryState';
import { useHydrated } from '@/lib/useHydrated';
import { passkeysSupported } from '@/lib/passkeys/browser';

const ns = await loadAuthNamespace();
const FIELDS = ['email', 'password', 'captcha'] as const;
type Field = (typeof FIELDS)[number];

// `email`: carried from registration's last step (or from the forgotten-password page).
type Arrival = { reason?: 'timeout' | 'logout' | 'expired'; from?: string; email?: string } | null;

/** /login: email, password and the anti-bot check; then the second factor or the dashboard. */
export function Component() {
  const { t, i18n } = useTranslation(ns);
  const navigate = useNavigate();
  const state = useLocation().state as Arrival;
  // The guard passes where the customer was going in the state; a link may pass it as ?from=.
  const [params] = useSearchParams();
  const arrival: Arrival = { ...state, from: state?.from ?? params.get('from') ?? undefined };
  const form = useFormErrors<Field>('login', FIELDS);
  const { loading, run } = useSubmit();
  const captcha = useRef<CaptchaHandle>(null);
  const [email, setEmail] = useState(state?.email ?? '');
  const toForgotten = useCarryState(
    PATHS.forgotPassword,
    email.trim() ? { email: email.trim() } : null,
  );
  const [password, setPassword] = useState('');
  const passkey = usePasskeySignIn(arrival.from);
  // Once the page is live (the prerendered page, and a browser without WebAuthn, show no button).
  const canUsePasskeys = useHydrated() && passkeysSupported();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What the widget shows is what is sent: its payload is read now, not from an earlier render.
    const token = captcha.current?.payload() ?? null;
    void run(async () => {
      const emailProblem = checkEmail(email);
      const ok = form.report({
        email: emailProblem ? t(`fields.${emailProblem}`) : undefined,
        password: password ? undefined : t('fields.passwordMissing'),
        captcha: token ? undefined : t('login.captchaMissing'),
      });
      if (!ok || !token) return;
      const res = await login(email.trim(), password, token);
      // The captcha payload is single use: a new check for any next try.
      captcha.current?.reset();
      if (!res.data) {
        const code = res.error?.code;
        if (code === 'captcha_invalid') form.report({ captcha: t('login.captchaFailed') });
        else if (code === 'invalid_credentials') form.report({}, t('login.wrongCredentials'));
        else form.report({}, generalProblem(t, res));
        return;
      }
      const answer = res.data;
      if (isAuthenticated(answer)) {
        await finishLogin(answer);
        navigate(afterLogin(arrival?.from), { replace: true });
        return;
      }
      const base = { email: email.trim(), password, from: arrival?.from };
      if (answer.data.status === 'update_required') {
        const d = answer.data;
        setPendingLogin({
          ...base,
          update: {
            token: d.update_token,
            expiresAt: Date.now() + d.expires_in * 1000,
            missing: d.missing_fields,
          },
        });
        navigate(PATHS.updateInfo);
        return;
      }
      const d = answer.data;
      setPendingLogin({
        ...base,
        mfa: {
          token: d.mfa_token,
          expiresAt: Date.now() + d.expires_in * 1000,
          methods: d.mfa_methods,
          enrollmentRequired: d.enrollment_required,
          phoneHint: d.phone_hint,
          preferredChannel: d.preferred_channel,
        },
      });
      if (d.enrollment_required) navigate(PATHS.loginVerify);
      // A customer with a passkey is offered it first, on a device that can use one.
      else if (d.mfa_methods.includes('passkey') && passkeysSupported())
        navigate(PATHS.loginPasskey);
      else if (d.mfa_methods.includes('otp')) navigate(PATHS.loginVerifyOtp);
      else navigate(PATHS.loginGenerateOtp);
    });
  };

  return (
    <AuthPage heading={t('login.heading')} lead={t('login.lead')}>
      {arrival.reason && !form.attempt && (
        <Alert tone="info">{t(`login.reason.${arrival.reason}`)}</Alert>
      )}
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      {passkey.problem && <Alert tone="warning">{passkey.problem}</Alert>}
      <Form noValidate onSubmit={submit} aria-label={t('login.heading')}>
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
              // "webauthn": the browser's suggestions here also offer the bank's passkeys.
              autoComplete="username webauthn"
              inputMode="email"
              spellCheck={false}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <FormField
            label={t('fields.password')}
            id={form.id('password')}
            required
            error={form.errors.password}
          >
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <Captcha
            ref={captcha}
            id={form.id('captcha')}
            label={t('captcha.label')}
            language={i18n.language === 'ar' ? 'ar' : 'en'}

            error={form.errors.captcha}
          />
          <Text size="sm" tone="muted">
            {t('requiredNote')}
          </Text>
          <Button type="submit" loading={loading} fullWidth>
            {t('login.submit')}
          </Button>
        </Stack>
      </Form>
      {canUsePasskeys && (
        <Button
          type="button"
          variant="secondary"
          fullWidth
          loading={passkey.busy}
          onClick={passkey.signIn}
          icon={<Icon icon={KeyRound} size={20} />}
        >
          {t('passkey.signIn')}
        </Button>
      )}
      <Inline gap="lg">
        {/* The address typed so far goes along, so it need not be typed twice. */}
        <Link as={RouterLink} to={PATHS.forgotPassword} onClick={toForgotten}>
          {t('login.forgot')}
        </Link>
        <Link as={RouterLink} to={PATHS.registration} weight="medium">
          {t('login.register')}
        </Link>
      </Inline>
    </AuthPage>
  );
}
