// Route /registration/personal_details (PATHS.registrationPersonalDetails).
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, FormField, Stack, Text, TextInput } from '@bank/ui';
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
import { RegistrationPage } from '@/features/registration/components/RegistrationPage';
import { registrationProblem } from '@/features/registration/components/problems';
import { useStep } from '@/features/registration/components/useStep';
import { savePersonalDetails } from '@/features/registration/api/registration';
import { screenOf, updateProgress } from '@/features/registration/progress';
import { loadRegistrationNamespace } from '@/features/registration/i18n';

const ns = await loadRegistrationNamespace();
const formsNs = await loadFormsNamespace();
type Field = ProfileField | 'company_name';
const INDIVIDUAL: readonly Field[] = PROFILE_FIELDS;
const CORPORATE: readonly Field[] = ['company_name', ...PROFILE_FIELDS];
const DRAFT_KEY = 'registration-details';

/** What was typed, kept in this tab so a reload or coming back loses nothing. */
function readDraft(): ProfileValues & { company_name: string } {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (raw) return { ...emptyProfile, company_name: '', ...(JSON.parse(raw) as object) };
  } catch {
    // No draft.
  }
  return { ...emptyProfile, company_name: '' };
}

/** /registration/personal_details: name, date of birth, nationality, residence and mobile number (and the company). */
export function Component() {
  const { t } = useTranslation([ns, formsNs]);
  const navigate = useNavigate();
  const { progress, redirect } = useStep('personal_details');
  const corporate = progress?.userType === 'corporate';
  const order = corporate ? CORPORATE : INDIVIDUAL;
  const form = useFormErrors<Field>('personal-details', order);
  const { loading, run } = useSubmit();
  const [values, setValues] = useState(readDraft);
  const [dobText, setDobText] = useState('');
  // Each change is merged into the latest values (see ProfileFields' onChange), and kept as a draft.
  const change = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  useEffect(() => {
    if (!progress) return;
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    } catch {
      // The draft then lasts while the page is open.
    }
  }, [progress, values]);
  if (!progress) return redirect;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const toE164 = await loadPhoneRules().catch(() => null);
      const problems = checkProfile(values, PROFILE_FIELDS, dobText, toE164);
      const worded: Partial<Record<Field, string>> = Object.fromEntries(
        Object.entries(problems).map(([f, p]) => [f, t(`${formsNs}:profile.${p}`)]),
      );
      if (corporate && !values.company_name.trim())
        worded.company_name = t('details.companyMissing');
      if (!form.report(worded)) return;
      const body = profileBody(values, PROFILE_FIELDS, toE164) as Required<
        ReturnType<typeof profileBody>
      >;
      const res = await savePersonalDetails({
        registration_token: progress.token,
        ...body,
        ...(corporate ? { company_name: values.company_name.trim() } : {}),
      });
      if (!res.data) {
        const fields = res.error?.code === 'validation_error' ? res.error.fields : undefined;
        if (fields)
          form.report(
            Object.fromEntries(
              Object.entries(fields).map(([k, v]) => [
                k,
                k === 'date_of_birth' ? t(`${formsNs}:profile.dobAdult`) : v,
              ]),
            ),
          );
        else form.report({}, registrationProblem(t, res));
        return;
      }
      const next = updateProgress({
        step: res.data.data.next_step,
        phoneHint: body.phone,
        channel: undefined,
        sentAt: undefined,
      });
      if (next) navigate(screenOf(next));
    });
  };

  return (
    <RegistrationPage
      userType={progress.userType}
      step="details"
      heading={t('details.heading')}
      lead={t('details.lead')}
    >
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg">
          {corporate && (
            <FormField
              label={t('details.company')}
              id={form.id('company_name')}
              required
              error={form.errors.company_name}
            >
              <TextInput
                name="organization"
                autoComplete="organization"
                value={values.company_name}
                onChange={(e) => change({ company_name: e.target.value })}
              />
            </FormField>
          )}
          <ProfileFields
            fields={PROFILE_FIELDS}
            values={values}
            onChange={change}
            onDobText={setDobText}
            errors={form.errors}
            id={form.id}
          />
          <Text size="sm" tone="muted">
            {t('requiredNote')}
          </Text>
          <Button type="submit" loading={loading} fullWidth>
            {t('continue')}
          </Button>
        </Stack>
      </form>
    </RegistrationPage>
  );
}
