// Route /dashboard/settings_email_update1 (PATHS.settingsEmailUpdate1): the new e-mail address.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, FormField, Stack, TextInput } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { startEmailChange } from '@/features/settings/api/settings';
import { loadSettingsNamespace } from '@/features/settings/i18n';
import { EmailStep } from './EmailStep';
import { readEmailDraft, writeEmailDraft } from './draft';
import { isEmail } from '@bank/lookups/identity';

const ns = await loadSettingsNamespace();

/** /dashboard/settings_email_update1: the new address; a code is sent to it. */
function EmailChangeNewAddress() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const form = useFormErrors<'new_email'>('email-new', ['new_email']);
  const { loading, run } = useSubmit();
  const [email, setEmail] = useState(() => readEmailDraft()?.newEmail ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const value = email.trim();
      if (
        !form.report({
          new_email: !value
            ? t('email.problems.missing')
            : isEmail(value)
              ? undefined
              : t('email.problems.format'),
        })
      )
        return;
      const res = await startEmailChange(value);
      if (!res.data) {
        form.report({ new_email: res.error?.fields?.new_email ?? res.statusText });
        return;
      }
      writeEmailDraft({ newEmail: value, sentTo: res.data.data.sent_to });
      navigate(PATHS.settingsEmailUpdate2);
    });
  };

  return (
    <EmailStep step={1} lead={t('email.lead1')}>
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          <FormField
            label={t('email.newEmail')}
            hint={t('email.newEmailHint')}
            id={form.id('new_email')}
            required
            error={form.errors.new_email}
          >
            <TextInput
              type="email"
              dir="ltr"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormField>
          <Button type="submit" loading={loading}>
            {t('email.sendCode')}
          </Button>
        </Stack>
      </form>
    </EmailStep>
  );
}

// The name react-router loads a lazy route's screen by.
export { EmailChangeNewAddress as Component };
