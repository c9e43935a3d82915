// The company's details, kept as a draft in the tab until saved.
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, DateInput, ErrorSummary, FormField, Stack, TextInput } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { saveCompanyDetails, type Kyc } from '@/features/kyc/api/kyc';
import { clearDraft, readDraft, writeDraft } from '@/features/kyc/draft';

export const COMPANY_DRAFT_KEY = 'sadu.kyc.company';
type Text =
  | 'legal_name'
  | 'trade_licence_number'
  | 'registration_authority'
  | 'line1'
  | 'line2'
  | 'city'
  | 'region'
  | 'postal_code'
  | 'industry';
type Field = Text | 'trade_licence_expiry';
type Values = Record<Text, string> & { trade_licence_expiry: string | null };
const ORDER: readonly Field[] = [
  'legal_name',
  'trade_licence_number',
  'trade_licence_expiry',
  'registration_authority',
  'line1',
  'line2',
  'city',
  'region',
  'postal_code',
  'industry',
];
const OPTIONAL: readonly Field[] = ['line2', 'region', 'postal_code'];

function fromKyc(details: Kyc['company_details']): Values {
  const d = details ?? {};
  const a = d.address;
  return {
    legal_name: d.legal_name ?? '',
    trade_licence_number: d.trade_licence_number ?? '',
    trade_licence_expiry: d.trade_licence_expiry ?? null,
    registration_authority: d.registration_authority ?? '',
    line1: a?.line1 ?? '',
    line2: a?.line2 ?? '',
    city: a?.city ?? '',
    region: a?.region ?? '',
    postal_code: a?.postal_code ?? '',
    industry: d.industry ?? '',
  };
}

export function CompanyForm({ kyc }: { kyc: Kyc }) {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const form = useFormErrors<Field>('company', ORDER);
  const { loading, run } = useSubmit();
  const [values, setValues] = useState<Values>(() => ({
    ...fromKyc(kyc.company_details),
    ...readDraft<Values>(COMPANY_DRAFT_KEY),
  }));
  useEffect(() => writeDraft(COMPANY_DRAFT_KEY, values), [values]);
  const today = new Date().toISOString().slice(0, 10);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problems: Partial<Record<Field, string>> = {};
      for (const f of ORDER)
        if (!OPTIONAL.includes(f) && !(f === 'trade_licence_expiry' ? values[f] : values[f].trim()))
          problems[f] = t('personal.problems.required');
      if (values.trade_licence_expiry && values.trade_licence_expiry <= today)
        problems.trade_licence_expiry = t('company.expired');
      if (!form.report(problems)) return;
      const opt = (v: string) => v.trim() || undefined;
      const res = await saveCompanyDetails({
        legal_name: values.legal_name.trim(),
        trade_licence_number: values.trade_licence_number.trim(),
        trade_licence_expiry: values.trade_licence_expiry!,
        registration_authority: values.registration_authority.trim(),
        address: {
          line1: values.line1.trim(),
          line2: opt(values.line2),
          city: values.city.trim(),
          region: opt(values.region),
          postal_code: opt(values.postal_code),
        },
        industry: values.industry.trim(),
      });
      if (!res.data) {
        const fields = res.error?.fields ?? {};
        const known = Object.fromEntries(
          Object.entries(fields).map(([k, v]) => [k.replace(/^address\./, ''), v]),
        );
        form.report(known, Object.keys(known).length ? null : res.statusText);
        return;
      }
      clearDraft(COMPANY_DRAFT_KEY);
      navigate(PATHS.corporateOrgDocument);
    });
  };

  return (
    <Stack gap="lg">
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          {ORDER.map((f) =>
            f === 'trade_licence_expiry' ? (
              <FormField
                key={f}
                label={t(`company.${f}`)}
                hint={t('personal.dateHint')}
                id={form.id(f)}
                required
                error={form.errors[f]}
              >
                <DateInput
                  min={today}
                  value={values.trade_licence_expiry}
                  onChange={(v) => setValues((s) => ({ ...s, trade_licence_expiry: v }))}
                />
              </FormField>
            ) : (
              <FormField
                key={f}
                label={t(`company.${f}`)}
                id={form.id(f)}
                {...(OPTIONAL.includes(f)
                  ? { optional: true as const }
                  : { required: true as const })}
                error={form.errors[f]}
              >
                <TextInput
                  value={values[f]}
                  onChange={(e) => setValues((s) => ({ ...s, [f]: e.target.value }))}
                />
              </FormField>
            ),
          )}
          <Button type="submit" loading={loading}>
            {t('personal.save')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
