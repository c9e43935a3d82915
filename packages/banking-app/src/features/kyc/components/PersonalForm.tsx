import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  CountrySelect,
  DateInput,
  ErrorSummary,
  FormField,
  Heading,
  NationalitySelect,
  RadioGroup,
  Stack,
  Text,
  TextInput,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { adultBounds } from '@/lib/forms/adultBounds';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { savePersonalDetails, type Kyc } from '@/features/kyc/api/kyc';
import { KYC_DRAFT_KEY, clearDraft, readDraft, writeDraft } from '@/features/kyc/draft';
import {
  checkPersonal,
  fromKyc,
  personalBody,
  PERSONAL_ORDER,
  type PersonalField,
  type PersonalValues,
} from '@/features/kyc/personal';

const isoToday = () => new Date().toISOString().slice(0, 10);

/** The details the customer confirms, kept as a draft in the tab until saved. */
export function PersonalForm({ kyc, next = PATHS.verifyKyc }: { kyc: Kyc; next?: string }) {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const form = useFormErrors<PersonalField>('kyc-personal', PERSONAL_ORDER, [
    'identity_document_type',
  ]);
  const { loading, run } = useSubmit();
  const [values, setValues] = useState<PersonalValues>(() => ({
    ...fromKyc(kyc.personal_details),
    ...readDraft<PersonalValues>(KYC_DRAFT_KEY),
  }));
  useEffect(() => writeDraft(KYC_DRAFT_KEY, values), [values]);
  const set = <K extends keyof PersonalValues>(key: K, value: PersonalValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const bounds = adultBounds();
  const today = isoToday();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problems = checkPersonal(values, today);
      const worded = Object.fromEntries(
        Object.entries(problems).map(([f, p]) => [f, t(`personal.problems.${p}`)]),
      );
      if (!form.report(worded)) return;
      const res = await savePersonalDetails(personalBody(values));
      if (!res.data) {
        const fields = res.error?.code === 'validation_error' ? res.error.fields : undefined;
        const known = fields
          ? Object.fromEntries(
              Object.entries(fields).map(([k, v]) => [k.startsWith('address') ? 'line1' : k, v]),
            )
          : {};
        form.report(known, Object.keys(known).length ? null : res.statusText);
        return;
      }
      clearDraft(KYC_DRAFT_KEY);
      navigate(next);
    });
  };

  const text = (
    field:
      | 'first_name'
      | 'last_name'
      | 'line1'
      | 'line2'
      | 'city'
      | 'region'
      | 'postal_code'
      | 'occupation',
    autoComplete: string,
    required = true,
  ) => (
    <FormField
      label={t(`personal.${field}`)}
      id={form.id(field as PersonalField)}
      {...(required ? { required: true as const } : { optional: true as const })}
      error={form.errors[field as PersonalField]}
    >
      <TextInput
        autoComplete={autoComplete}
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
      />
    </FormField>
  );

  return (
    <Stack gap="lg">
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="xl">
          <Stack gap="lg">
            <Heading level={2} size={4}>
              {t('personal.you')}
            </Heading>
            {text('first_name', 'given-name')}
            {text('last_name', 'family-name')}
            <FormField
              label={t('personal.date_of_birth')}
              hint={t('personal.dateHint')}
              id={form.id('date_of_birth')}
              required
              error={form.errors.date_of_birth}
            >
              <DateInput
                autoComplete="bday"
                min={bounds.min}
                max={bounds.max}
                value={values.date_of_birth}
                onChange={(v) => set('date_of_birth', v)}
              />
            </FormField>
            <FormField
              label={t('personal.nationality')}
              id={form.id('nationality')}
              required
              error={form.errors.nationality}
            >
              <NationalitySelect
                value={values.nationality}
                onChange={(v) => set('nationality', v)}
              />
            </FormField>
            <FormField
              label={t('personal.country_of_residence')}
              id={form.id('country_of_residence')}
              required
              error={form.errors.country_of_residence}
            >
              <CountrySelect
                value={values.country_of_residence}
                onChange={(v) => set('country_of_residence', v)}
              />
            </FormField>
            {text('occupation', 'organization-title')}
          </Stack>
          <Stack gap="lg">
            <Heading level={2} size={4}>
              {t('personal.address')}
            </Heading>
            {text('line1', 'address-line1')}
            {text('line2', 'address-line2', false)}
            {text('city', 'address-level2')}
            {text('region', 'address-level1', false)}
            {text('postal_code', 'postal-code', false)}
          </Stack>
          <Stack gap="lg">
            <Heading level={2} size={4}>
              {t('personal.document')}
            </Heading>
            <RadioGroup
              label={t('personal.identity_document_type')}
              id={form.id('identity_document_type')}
              required
              error={form.errors.identity_document_type}
              value={values.identity_document_type}
              onChange={(v) => set('identity_document_type', v)}
              options={[
                {
                  value: 'emirates_id',
                  label: t('personal.emirates_id'),
                  description: t('personal.emiratesIdHint'),
                },
                {
                  value: 'passport',
                  label: t('personal.passport'),
                  description: t('personal.passportHint'),
                },
              ]}
            />
            <FormField
              label={t('personal.identity_document_number')}
              hint={
                values.identity_document_type === 'passport'
                  ? t('personal.passportNumberHint')
                  : t('personal.emiratesIdNumberHint')
              }
              id={form.id('identity_document_number')}
              required
              error={form.errors.identity_document_number}
            >
              <TextInput
                dir="ltr"
                autoComplete="off"
                value={values.identity_document_number}
                onChange={(e) => set('identity_document_number', e.target.value)}
              />
            </FormField>
            <FormField
              label={t('personal.identity_document_expiry')}
              hint={t('personal.dateHint')}
              id={form.id('identity_document_expiry')}
              required
              error={form.errors.identity_document_expiry}
            >
              <DateInput
                min={today}
                value={values.identity_document_expiry}
                onChange={(v) => set('identity_document_expiry', v)}
              />
            </FormField>
          </Stack>
          <Checkbox
            id={form.id('confirmed')}
            label={t('personal.confirmed')}
            checked={values.confirmed}
            error={form.errors.confirmed}
            onChange={(e) => set('confirmed', e.target.checked)}
          />
          <Text size="sm" tone="muted">
            {t('personal.draftNote')}
          </Text>
          <div>
            <Button type="submit" loading={loading}>
              {t('personal.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
