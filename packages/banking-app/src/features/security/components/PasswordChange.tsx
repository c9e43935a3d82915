// The security page's "Password" section (issue 26): change the password within a session — the
// current one, then the new one twice, its rules ticked as it is typed (the reset's). The bank ends
// every other session and says how many; this one stays. A customer who has a passkey is asked to
// confirm it is them first ("Confirm it's you", opened by the API client on step_up_required).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ErrorSummary, FormField, PasswordInput, Stack } from '@bank/ui';
import { api } from '@/api/api';
import { PasswordRules } from '@/lib/forms/PasswordRules';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { checkNewPassword } from '@/lib/forms/validate';

const FIELDS = ['current_password', 'new_password', 'confirm'] as const;

/** `onChanged`: the password was changed (the other sessions ended: the page reads them again). */
export function PasswordChange({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('security');
  const form = useFormErrors('password-change', FIELDS);
  const { loading, run } = useSubmit();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setDone(null);
      const problem = checkNewPassword(next);
      const ok = form.report({
        current_password: current ? undefined : t('password.currentMissing'),
        new_password: problem ? t(`password.${problem}`) : undefined,
        confirm: problem
          ? undefined
          : !confirm
            ? t('password.confirmMissing')
            : confirm !== next
              ? t('password.mismatch')
              : undefined,
      });
      if (!ok) return;
      const res = await api().call('changePassword', {
        json: { current_password: current, new_password: next },
      });
      if (!res.data) {
        const code = res.error?.code;
        if (code === 'password_incorrect')
          form.report({ current_password: t('password.currentWrong') });
        else if (code === 'password_policy')
          form.report({ new_password: res.error?.fields?.new_password ?? res.statusText });
        else form.report({}, res.statusText);
        return;
      }
      form.clear();
      setCurrent('');
      setNext('');
      setConfirm('');
      setDone(
        res.data.data.sessions_ended > 0
          ? t('password.changedOthers', { count: res.data.data.sessions_ended })
          : t('password.changed'),
      );
      onChanged();
      requestAnimationFrame(() => doneRef.current?.focus());
    });
  };

  const rulesId = `${form.id('new_password')}-rules`;
  return (
    <Stack gap="lg">
      {done && (
        <div ref={doneRef} tabIndex={-1}>
          <Alert tone="success">{done}</Alert>
        </div>
      )}
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          <FormField
            label={t('password.current')}
            id={form.id('current_password')}
            required
            error={form.errors.current_password}
          >
            <PasswordInput
              name="current-password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          </FormField>
          <FormField
            label={t('password.new')}
            id={form.id('new_password')}
            required
            error={form.errors.new_password}
            hint={<PasswordRules id={rulesId} password={next} />}
          >
            <PasswordInput
              name="new-password"
              autoComplete="new-password"
              value={next}
              onChange={(e) => setNext(e.target.value)}
            />
          </FormField>
          <FormField
            label={t('password.confirm')}
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
          <Button type="submit" loading={loading}>
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
