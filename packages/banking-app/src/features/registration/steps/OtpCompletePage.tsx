// Route /registration/otp_complete (PATHS.registrationOtpComplete).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ErrorSummary, Stack, Text } from '@bank/ui';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import {
  ConsentCheckbox,
  SHOWN_VERSIONS,
} from '@/features/registration/components/ConsentCheckbox';
import { registrationProblem } from '@/features/registration/components/problems';
import { useStep } from '@/features/registration/components/useStep';
import { complete } from '@/features/registration/api/registration';
import { screenOf, updateProgress } from '@/features/registration/progress';
import { loadRegistrationNamespace } from '@/features/registration/i18n';
import { beginSession } from '@/session/begin';
import { offerPasskeyNext } from '@/lib/passkeys/offerMark';

const ns = await loadRegistrationNamespace();
const FIELDS = ['consent'] as const;

/** /registration/otp_complete: the number is confirmed; the account opens once the terms are accepted. */
export function Component() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { progress, redirect } = useStep('otp_complete');
  const form = useFormErrors('open-account', FIELDS);
  const { loading, run } = useSubmit();
  const [accepted, setAccepted] = useState(false);
  if (!progress) return redirect;

  const open = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!form.report({ consent: accepted ? undefined : t('consent.missing') })) return;
      const res = await complete(progress.token, SHOWN_VERSIONS);
      if (!res.data) {
        const code = res.error?.code;
        // The texts changed while this page was open: the customer must read the new ones.
        if (
          code === 'consent_outdated' ||
          res.error?.fields?.accepted_terms_version ||
          res.error?.fields?.accepted_privacy_version
        ) {
          form.report({ consent: t('consent.outdated') });
        } else
          form.report({}, code === 'email_taken' ? t('email.taken') : registrationProblem(t, res));
        return;
      }
      try {
        sessionStorage.removeItem('registration-details');
      } catch {
        // Nothing kept.
      }
      // The server logs in a customer whose registration proved the password and the phone (its
      // code, minutes ago): the session begins as a login's does, and the identity check
      // follows without a second login. Without it (the code was confirmed long ago) the hand-over
      // page leads to the login.
      // The new customer is offered a passkey on their home (src/lib/passkeys/offer.ts), after
      // the identity check this hand-over leads to, not in its way.
      const { data, new_jwt_tokens } = res.data;
      if (new_jwt_tokens) {
        await beginSession({ data, new_jwt_tokens });
        offerPasskeyNext(data.customer_id);
      }
      const next = updateProgress({ step: data.next_step });
      if (next) navigate(screenOf(next), { replace: true });
    });
  };

  return (
    <RegistrationPage userType={progress.userType} step="phone" heading={t('complete.heading')}>
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <Alert tone="success">{t('complete.verified', { phone: progress.phoneHint ?? '' })}</Alert>
      <form noValidate onSubmit={open}>
        <Stack gap="lg">
          <Text>{t('complete.text', { email: progress.email })}</Text>
          <ConsentCheckbox
            id={form.id('consent')}
            checked={accepted}
            error={form.errors.consent}
            onChange={setAccepted}
          />
          <Button type="submit" loading={loading} fullWidth>
            {t('complete.open')}
          </Button>
        </Stack>
      </form>
    </RegistrationPage>
  );
}
