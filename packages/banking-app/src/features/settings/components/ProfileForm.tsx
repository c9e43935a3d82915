// What changes at once: occupation and home address (PROFILE_FIELDS_FREE). Kept as a draft in the tab.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, FormField, Stack, TextInput } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { saveProfile, type Profile } from '@/features/settings/api/settings';

export const PROFILE_DRAFT_KEY = 'sadu.profileUpdate';
type Field = 'occupation' | 'line1' | 'line2' | 'city' | 'region' | 'postal_code';
const ORDER: readonly Field[] = ['occupation', 'line1', 'line2', 'city', 'region', 'postal_code'];
const REQUIRED: readonly Field[] = ['occupation', 'line1', 'city'];
const AUTOCOMPLETE: Record<Field, string> = {
  occupation: 'organization-title',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postal_code: 'postal-code',
};

function initial(profile: Profile): Record<Field, string> {
  const a = profile.address;
  const fromServer = {
    occupation: profile.occupation ?? '',
    line1: a?.line1 ?? '',
    line2: a?.line2 ?? '',
    city: a?.city ?? '',
    region: a?.region ?? '',
    postal_code: a?.postal_code ?? '',
  };
  try {
    return {
      ...fromServer,
      ...(JSON.parse(sessionStorage.getItem(PROFILE_DRAFT_KEY) ?? '{}') as Partial<
        Record<Field, string>
      >),
    };
  } catch {
    return fromServer;
  }
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const form = useFormErrors<Field>('profile', ORDER);
  const { loading, run } = useSubmit();
  const [values, setValues] = useState(() => initial(profile));
  useEffect(() => {
    try {
      sessionStorage.setItem(PROFILE_DRAFT_KEY, JSON.stringify(values));
    } catch {
      // The draft then lasts while the page is open.
    }
  }, [values]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const missing = Object.fromEntries(
        REQUIRED.filter((f) => !values[f].trim()).map((f) => [f, t('update.required')]),
      );
      if (!form.report(missing)) return;
      const opt = (v: string) => v.trim() || undefined;
      const res = await saveProfile({
        occupation: values.occupation.trim(),
        address: {
          line1: values.line1.trim(),
          line2: opt(values.line2),
          city: values.city.trim(),
          region: opt(values.region),
          postal_code: opt(values.postal_code),
        },
      });
      if (!res.data) {
        const fields = res.error?.fields ?? {};
        const known = Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k.replace(/^address\./, ''), v]),
        );
        form.report(known, Object.keys(known).length ? null : res.statusText);
        return;
      }
      sessionStorage.removeItem(PROFILE_DRAFT_KEY);
      navigate(PATHS.userAccount, { state: { profileSaved: 'profile' } });
    });
  };

  return (
    <Stack gap="lg">
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          {ORDER.map((f) => (
            <FormField
              key={f}
              label={t(`update.${f}`)}
              id={form.id(f)}
              {...(REQUIRED.includes(f)
                ? { required: true as const }
                : { optional: true as const })}
              error={form.errors[f]}
            >
              <TextInput
                autoComplete={AUTOCOMPLETE[f]}
                value={values[f]}
                onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
              />
            </FormField>
          ))}
          <Button type="submit" loading={loading}>
            {t('update.save')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
