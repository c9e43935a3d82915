// The authorised person's details (who acts for the company), kept as a draft in the tab until saved.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  DateInput,
  ErrorSummary,
  FormField,
  NationalitySelect,
  Stack,
  TextInput,
} from '@bank/ui';
import { adultBounds } from '@/lib/forms/adultBounds';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { saveAuthorisedPerson, type Kyc } from '@/features/kyc/api/kyc';
import { clearDraft, readDraft, writeDraft } from '@/features/kyc/draft';
import { isEmail } from '@bank/lookups/identity';

export const AUTHORISED_DRAFT_KEY = 'sadu.kyc.authorised';
type Text = 'first_name' | 'last_name' | 'position' | 'email' | 'phone';
type Field = Text | 'date_of_birth' | 'nationality';
type Values = Record<Text, string> & { date_of_birth: string | null; nationality: string | null };
const ORDER: readonly Field[] = [
  'first_name',
  'last_name',
  'date_of_birth',
  'nationality',
  'position',
  'email',
  'phone',
];
const AUTOCOMPLETE: Record<Text, string> = {
  first_name: 'off',
  last_name: 'off',
  position: 'off',
  email: 'off',
  phone: 'off',
};
const PHONE = /^\+[1-9]\d{6,14}$/;

function fromKyc(person: Kyc['authorised_person']): Values {
  const p = person ?? {};
  return {
    first_name: p.first_name ?? '',
    last_name: p.last_name ?? '',
    date_of_birth: p.date_of_birth ?? null,
    nationality: p.nationality ?? null,
    position: p.position ?? '',
    email: p.email ?? '',
    phone: p.phone ?? '',
  };
}

export function AuthorisedPersonForm({ kyc, onSaved }: { kyc: Kyc; onSaved: (kyc: Kyc) => void }) {
  const { t } = useTranslation('kyc');
  const form = useFormErrors<Field>('authorised', ORDER);
  const { loading, run } = useSubmit();
  const [saved, setSaved] = useState(false);
  const [values, setValues] = useState<Values>(() => ({
    ...fromKyc(kyc.authorised_person),
    ...readDraft<Values>(AUTHORISED_DRAFT_KEY),
  }));
  useEffect(() => writeDraft(AUTHORISED_DRAFT_KEY, values), [values]);
  const bounds = adultBounds();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void run(async () => {
      const problems: Partial<Record<Field, string>> = {};
      for (const f of ORDER) {
        const v = values[f];
        if (!(typeof v === 'string' ? v.trim() : v)) problems[f] = t('personal.problems.required');
      }
      if (!problems.email && !isEmail(values.email)) problems.email = t('authorised.emailFormat');
      if (!problems.phone && !PHONE.test(values.phone.replace(/[\s-]/g, '')))
        problems.phone = t('authorised.phoneFormat');
      if (!form.report(problems)) return;
      const res = await saveAuthorisedPerson({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        date_of_birth: values.date_of_birth!,
        nationality: values.nationality!,
        position: values.position.trim(),
        email: values.email.trim(),
        phone: values.phone.replace(/[\s-]/g, ''),
      });
      if (!res.data) {
        const fields = res.error?.fields ?? {};
        form.report(fields, Object.keys(fields).length ? null : res.statusText);
        return;
      }
      clearDraft(AUTHORISED_DRAFT_KEY);
      setSaved(true);
      onSaved(res.data.data);
    });
  };

  const text = (f: Text, extra: { dir?: 'ltr'; hint?: string; type?: 'email' | 'tel' } = {}) => (
    <FormField
      key={f}
      label={t(`authorised.${f}`)}
      hint={extra.hint}
      id={form.id(f)}
      required
      error={form.errors[f]}
    >
      <TextInput
        type={extra.type}
        dir={extra.dir}
        autoComplete={AUTOCOMPLETE[f]}
        value={values[f]}
        onChange={(e) => setValues((s) => ({ ...s, [f]: e.target.value }))}
      />
    </FormField>
  );

  return (
    <Stack gap="lg">
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      {saved && <Alert tone="success">{t('authorised.saved')}</Alert>}
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          {text('first_name')}
          {text('last_name')}
          <FormField
            label={t('authorised.date_of_birth')}
            hint={t('personal.dateHint')}
            id={form.id('date_of_birth')}
            required
            error={form.errors.date_of_birth}
          >
            <DateInput
              min={bounds.min}
              max={bounds.max}
              value={values.date_of_birth}
              onChange={(v) => setValues((s) => ({ ...s, date_of_birth: v }))}
            />
          </FormField>
          <FormField
            label={t('authorised.nationality')}
            id={form.id('nationality')}
            required
            error={form.errors.nationality}
          >
            <NationalitySelect
              value={values.nationality}
              onChange={(v) => setValues((s) => ({ ...s, nationality: v }))}
            />
          </FormField>
          {text('position', { hint: t('authorised.positionHint') })}
          {text('email', { dir: 'ltr', type: 'email' })}
          {text('phone', { dir: 'ltr', type: 'tel', hint: t('authorised.phoneHint') })}
          <Button type="submit" loading={loading}>
            {t('authorised.save')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
