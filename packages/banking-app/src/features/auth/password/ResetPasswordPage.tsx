// Route /reset_password (PATHS.resetPassword).
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, FormField, PasswordInput, Stack, Text } from '@bank/ui';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkNewPassword } from '@/lib/forms/validate';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { PasswordRules } from '@/lib/forms/PasswordRules';
import { loadFormsNamespace } from '@/lib/forms/i18n';
import { checkReset, resetPassword } from '@/features/auth/api/password';
import { generalProblem } from '@/features/auth/problems';
import { loadAuthNamespace } from '@/features/auth/i18n';
import { PATHS } from '@/access/paths';

const ns = await loadAuthNamespace();
await loadFormsNamespace();
const FIELDS = ['password', 'confirm'] as const;

/** Where a refused link goes: a used one is told apart, because its customer may be done already. */
const refusedLink = (code: string | undefined) =>
  code === 'link_used' ? `${PATHS.expiredLink}?reason=used` : PATHS.expiredLink;

/**
 * /reset_password?token=…: the link from the email. A link that is used, expired or broken goes
 * to /expired_link before anything is typed; the rules are ticked as the new password is typed.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  // A refused link keeps the server's code: a used one is told apart on /expired_link.
  const [link, setLink] = useState<'checking' | 'ok' | { refused?: string }>(
    token ? 'checking' : {},
  );
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useFormErrors('reset', FIELDS);
  const { loading, run } = useSubmit();

  useEffect(() => {
    if (!token) return;
    let live = true;
    void checkReset(token).then((res) => {
      if (live) setLink(res.data || res.status >= 500 ? 'ok' : { refused: res.error?.code });
    });
    return () => {
      live = false;
    };
  }, [token]);

  if (typeof link === 'object') return <Navigate to={refusedLink(link.refused)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problem = checkNewPassword(password);
      const ok = form.report({
        password: problem ? t(`rules.${problem}`) : undefined,
        confirm: problem
          ? undefined
          : !confirm
            ? t('rules.confirmMissing')
            : confirm !== password
              ? t('rules.mismatch')
              : undefined,
      });
      if (!ok) return;
      const res = await resetPassword(token as string, password);
      if (res.data) {
        navigate(PATHS.updatePasswordSuccess, { replace: true });
        return;
      }
      const code = res.error?.code;
      if (code === 'link_expired' || code === 'link_used' || code === 'link_invalid')
        navigate(refusedLink(code), { replace: true });
      else if (code === 'password_policy')
        form.report({ password: res.error?.message ?? t('rules.passwordCommon') });
      else form.report({}, generalProblem(t, res));
    });
  };

  const rulesId = `${form.id('password')}-rules`;
  return (
    <AuthPage heading={t('reset.heading')} lead={t('reset.lead')}>
      {link === 'checking' && (
        <Text role="status" tone="muted">
          {t('reset.checking')}
        </Text>
      )}
      {link === 'ok' && (
        <>
          <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
          <form noValidate onSubmit={submit}>
            <Stack gap="lg">
              <FormField
                label={t('reset.password')}
                id={form.id('password')}
                required
                error={form.errors.password}
                hint={<PasswordRules id={rulesId} password={password} />}
              >
                <PasswordInput
                  name="new-password"
                  autoComplete="new-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </FormField>
              <FormField
                label={t('reset.confirm')}
                id={form.id('confirm')}
                required
                error={form.errors.confirm}
              >
                <PasswordInput
                  name="confirm-password"
                  autoComplete="new-password"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
              </FormField>
              <Button type="submit" loading={loading} fullWidth>
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        </>
      )}
    </AuthPage>
  );
}
