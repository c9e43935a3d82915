// Route /dashboard/external_step3 (PATHS.externalStep3): the purpose, who pays the charges and the reference.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ErrorSummary,
  FormField,
  PurposeCodeSelect,
  RadioGroup,
  Stack,
  TextInput,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import * as styles from '@/components/FlowFrame.css';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { useArrivedRefusal } from '@/features/transfers/shared/refusal';
import { withAnswers, type Charges } from './draft';
import { ExternalFrame, useExternalDraft } from './ExternalFrame';

const ns = await loadTransfersNamespace('external', 'amounts');
const FIELDS = ['purpose', 'charges', 'reference'] as const;
const CHARGES: Charges[] = ['SHA', 'OUR', 'BEN'];

/** /dashboard/external_step3: the purpose of the payment (required where the rules say), who pays the charges, a reference. */
function ExternalTransferPurpose() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useExternalDraft(3);
  const refusal = useArrivedRefusal();
  const [purpose, setPurpose] = useState<string | null>(draft?.purposeCode ?? null);
  const [charges, setCharges] = useState<Charges | null>(draft?.charges ?? null);
  const [reference, setReference] = useState(draft?.reference ?? '');
  const form = useFormErrors('external-purpose', FIELDS, ['charges']);
  const required = Boolean(draft?.purposeRequired);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.report({
      purpose: required && !purpose ? t('external.purpose.required') : undefined,
      charges: charges ? undefined : t('external.charges.required'),
      reference: reference.length > 140 ? t('amount.referenceTooLong') : undefined,
    });
    if (!ok || !draft || !charges) return;
    save(
      withAnswers(draft, {
        purposeCode: purpose ?? undefined,
        charges,
        reference: reference.trim() || undefined,
      }),
    );
    void navigate(PATHS.externalStep4);
  };

  return (
    <ExternalFrame step={3} allowed={allowed} back={PATHS.externalStep2}>
      {refusal && <RefusalAlert refusal={refusal} />}
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          <ErrorSummary errors={form.summary} focusKey={form.attempt} />
          <FormField
            label={t('external.purpose.label')}
            id={form.id('purpose')}
            {...(required ? { required: true } : { optional: true })}
            hint={t(required ? 'external.purpose.hintRequired' : 'external.purpose.hint')}
            error={form.errors.purpose}
          >
            <PurposeCodeSelect value={purpose} onChange={(code) => setPurpose(code)} />
          </FormField>
          <RadioGroup
            id={form.id('charges')}
            required
            label={t('external.charges.label')}
            error={form.errors.charges}
            value={charges}
            onChange={setCharges}
            options={CHARGES.map((c) => ({
              value: c,
              label: t(`external.charges.${c}.label`),
              description: t(`external.charges.${c}.text`),
            }))}
          />
          <div className={styles.narrowField}>
            <FormField
              label={t('amount.reference')}
              id={form.id('reference')}
              optional
              hint={t('amount.referenceHint')}
              error={form.errors.reference}
            >
              <TextInput
                value={reference}
                maxLength={140}
                onChange={(e) => setReference(e.target.value)}
              />
            </FormField>
          </div>
          <Button type="submit">{t('continue')}</Button>
        </Stack>
      </form>
    </ExternalFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { ExternalTransferPurpose as Component };
