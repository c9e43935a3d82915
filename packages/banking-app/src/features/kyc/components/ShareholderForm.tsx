// Adds a shareholder or changes one: the share is checked against what the others hold before
// sending (the server refuses more than 100 % in total, and its words are shown at the field).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorSummary,
  FormField,
  Heading,
  Inline,
  NationalitySelect,
  Stack,
  TextInput,
} from '@bank/ui';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import { addShareholder, updateShareholder, type Kyc } from '@/features/kyc/api/kyc';
import { clearDraft, readDraft, writeDraft } from '@/features/kyc/draft';
import { percentOf, shareBps, shareLeft } from '@/features/kyc/shares';

const SHAREHOLDER_DRAFT_KEY = 'sadu.kyc.shareholder';
type Field = 'name' | 'nationality' | 'share_percent';
const ORDER: readonly Field[] = ['name', 'nationality', 'share_percent'];
type Values = { name: string; nationality: string | null; share_percent: string };
type Shareholder = Kyc['shareholders'][number];

export interface ShareholderFormProps {
  kyc: Kyc;
  /** The shareholder being changed; none to add one. */
  editing: Shareholder | null;
  onSaved: (kyc: Kyc) => void;
  onCancel: () => void;
  /** Opened by Add or Change: the keyboard's focus moves to the form, which may be far below. */
  focusOnOpen?: boolean;
}

export function ShareholderForm({
  kyc,
  editing,
  onSaved,
  onCancel,
  focusOnOpen = false,
}: ShareholderFormProps) {
  const { t } = useTranslation('kyc');
  const form = useFormErrors<Field>('shareholder', ORDER);
  const { loading, run } = useSubmit();
  const draftKey = `${SHAREHOLDER_DRAFT_KEY}.${editing?.shareholder_id ?? 'new'}`;
  const [values, setValues] = useState<Values>(() => ({
    name: editing?.name ?? '',
    nationality: editing?.nationality ?? null,
    share_percent: editing?.share_percent ?? '',
    ...readDraft<Values>(draftKey),
  }));
  useEffect(() => writeDraft(draftKey, values), [draftKey, values]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);
  const left = shareLeft(kyc.shareholders, editing?.shareholder_id ?? null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const problems: Partial<Record<Field, string>> = {};
      if (!values.name.trim()) problems.name = t('personal.problems.required');
      if (!values.nationality) problems.nationality = t('personal.problems.required');
      const bps = shareBps(values.share_percent);
      if (!values.share_percent.trim()) problems.share_percent = t('personal.problems.required');
      else if (bps === null || bps < 1 || bps > 10_000)
        problems.share_percent = t('shareholders.shareFormat');
      else if (bps > left)
        problems.share_percent = t('shareholders.tooMuch', { left: percentOf(left) });
      if (!form.report(problems)) return;
      const body = {
        name: values.name.trim(),
        nationality: values.nationality!,
        share_percent: percentOf(bps!),
      };
      const res = editing
        ? await updateShareholder(editing.shareholder_id, body)
        : await addShareholder(body);
      if (!res.data) {
        const fields = res.error?.fields ?? {};
        form.report(fields, Object.keys(fields).length ? null : res.statusText);
        return;
      }
      clearDraft(draftKey);
      onSaved(res.data.data);
    });
  };

  const cancel = () => {
    clearDraft(draftKey);
    onCancel();
  };

  return (
    <Stack gap="lg" as="section" aria-labelledby="shareholder-form-heading">
      <Heading level={2} size={4} id="shareholder-form-heading" tabIndex={-1} ref={heading}>
        {editing ? t('shareholders.change', { name: editing.name }) : t('shareholders.add')}
      </Heading>
      <ErrorSummary errors={form.summary} description={form.problem} focusKey={form.attempt} />
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          <FormField
            label={t('shareholders.name')}
            hint={t('shareholders.nameHint')}
            id={form.id('name')}
            required
            error={form.errors.name}
          >
            <TextInput
              autoComplete="off"
              value={values.name}
              onChange={(e) => setValues((s) => ({ ...s, name: e.target.value }))}
            />
          </FormField>
          <FormField
            label={t('shareholders.nationality')}
            id={form.id('nationality')}
            required
            error={form.errors.nationality}
          >
            <NationalitySelect
              value={values.nationality}
              onChange={(v) => setValues((s) => ({ ...s, nationality: v }))}
            />
          </FormField>
          <FormField
            label={t('shareholders.share_percent')}
            hint={t('shareholders.shareHint', { left: percentOf(Math.max(left, 0)) })}
            id={form.id('share_percent')}
            required
            error={form.errors.share_percent}
          >
            <TextInput
              dir="ltr"
              inputMode="decimal"
              autoComplete="off"
              value={values.share_percent}
              onChange={(e) => setValues((s) => ({ ...s, share_percent: e.target.value }))}
            />
          </FormField>
          <Inline gap="md">
            <Button type="submit" loading={loading}>
              {editing ? t('shareholders.saveChange') : t('shareholders.saveNew')}
            </Button>
            {editing && (
              <Button variant="secondary" onClick={cancel}>
                {t('shareholders.cancel')}
              </Button>
            )}
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}
