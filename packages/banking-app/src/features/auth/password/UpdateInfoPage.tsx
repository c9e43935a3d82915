// Route /update_info (PATHS.updateInfo).
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, Stack, Text } from '@bank/ui';
import { ProfileFields } from '@/lib/forms/ProfileFields';
import {
  checkProfile,
  emptyProfile,
  profileBody,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileValues,
} from '@/lib/forms/profile';
import { loadPhoneRules } from '@/lib/forms/phone';
import { loadFormsNamespace } from '@/lib/forms/i18n';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { AuthPage } from '@/features/auth/components/AuthPage';
import { updateInfo } from '@/features/auth/api/updateInfo';
import { afterLogin, finishLogin } from '@/features/auth/finishLogin';
import { pendingLogin, setPendingLogin } from '@/features/auth/loginState';
import { generalProblem } from '@/features/auth/problems';
import { loadAuthNamespace } from '@/features/auth/i18n';
import { PATHS } from '@/access/paths';

const ns = await loadAuthNamespace();
const formsNs = await loadFormsNamespace();

/** /update_info: a login whose profile lacks required details asks for them before the dashboard. */
export function Component() {
  const { t } = useTranslation([ns, formsNs]);
  const navigate = useNavigate();
  const [pending] = useState(pendingLogin);
  const missing = (pending?.update?.missing ?? []) as ProfileField[];
  const fields = PROFILE_FIELDS.filter((f) => missing.includes(f));
  const form = useFormErrors<ProfileField>('update-info', fields);
  const { loading, run } = useSubmit();
  const [values, setValues] = useState<ProfileValues>(emptyProfile);
  const [dobText, setDobText] = useState('');

  if (!pending?.update) return <Navigate to={PATHS.login} replace state={{ reason: 'expired' }} />;
  const update = pending.update;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const toE164 = fields.includes('phone') ? await loadPhoneRules().catch(() => null) : null;
      const problems = checkProfile(values, fields, dobText, toE164);
      const worded = Object.fromEntries(
        Object.entries(problems).map(([f, p]) => [f, t(`${formsNs}:profile.${p}`)]),
      );
      if (!form.report(worded)) return;
      const res = await updateInfo({
        update_token: update.token,
        ...profileBody(values, fields, toE164),
      });
      if (!res.data) {
        if (res.error?.code === 'validation_error' && res.error.fields) {
          form.report(
            Object.fromEntries(
              Object.entries(res.error.fields).filter(([k]) => fields.includes(k as ProfileField)),
            ),
          );
        } else {
          if (res.error?.code === 'mfa_token_invalid') setPendingLogin(null);
          form.report({}, generalProblem(t, res));
        }
        return;
      }
      await finishLogin(res.data);
      navigate(afterLogin(pending.from), { replace: true });
    });
  };

  return (
    <AuthPage heading={t('update.heading')} lead={t('update.lead')}>
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          <ProfileFields
            fields={fields}
            values={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
            onDobText={setDobText}
            errors={form.errors}
            id={form.id}
          />
          <Text size="sm" tone="muted">
            {t('requiredNote')}
          </Text>
          <Button type="submit" loading={loading} fullWidth>
            {t('update.submit')}
          </Button>
        </Stack>
      </form>
    </AuthPage>
  );
}
