// Route /dashboard/external_step1N (PATHS.externalStep1N): a new recipient's bank details.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, ErrorSummary, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { EMPTY, addBody, type Field, type FormValues } from '@/domain/beneficiary/formModel';
import { ExternalFields } from '@/domain/beneficiary/ExternalFields';
import { useBeneficiaryFields } from '@/domain/beneficiary/useBeneficiaryFields';
import { groupIban } from '@/domain/beneficiary/accountRules';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { useArrivedRefusal } from '@/features/transfers/shared/refusal';
import { usePreparer } from '@/features/transfers/shared/usePreparer';
import { newExternalDraft, withAnswers, type NewRecipient } from './draft';
import { ExternalFrame, useExternalDraft } from './ExternalFrame';
import { ExternalKycGate, fetchKycDetails } from './KycGate';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';

const ns = await loadTransfersNamespace('external');
const ORDER: readonly Field[] = [
  'country',
  'iban',
  'local_account',
  'bic',
  'bank_name',
  'bank_address',
  'name',
  'address',
  'currency',
];

/** The form's values again from the details a visit left in the draft (back from step 2). */
function valuesOf(d: NewRecipient | undefined): FormValues {
  if (!d) return EMPTY;
  return {
    ...EMPTY,
    country: d.country,
    iban: d.iban ? groupIban(d.iban) : '',
    local_account: d.iban ? '' : (d.account_number ?? ''),
    bic: d.bic,
    bank_name: d.bank_name,
    bank_address: d.bank_address,
    name: d.name,
    address: d.address ?? '',
    currency: isCurrencyCode(d.currency) ? d.currency : null,
  };
}

/** The page's call: the identity check's status, told before the form (ExternalKycGate). */
export const loader = screenLoader(() => ({ details: fetchKycDetails }));

/**
 * /dashboard/external_step1N: a recipient at another bank who is not saved yet, with the same rules
 * as the beneficiary form. The details travel with the transfer; "save for next time" (on by default,
 * as banks do) saves them as a beneficiary when the transfer is created, not before.
 */
function ExternalTransferNewRecipient() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useExternalDraft(1);
  const refusal = useArrivedRefusal();
  const { details } = useScreenQueries<typeof loader>();
  const earlier = draft?.beneficiary?.id ? undefined : draft?.beneficiary;
  const fields = useBeneficiaryFields(valuesOf(earlier?.details));
  const [keep, setKeep] = useState(earlier?.saveForNextTime ?? true);
  // A preparer may not change the company's beneficiaries (the bank refuses save_beneficiary).
  const mayKeep = !usePreparer();
  const form = useFormErrors<Field>('external-new', ORDER);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    fields.sent();
    if (fields.bank.status === 'looking') return;
    if (!form.report(fields.problemWords())) return;
    const body = addBody(fields.toSend());
    if (body.kind !== 'external') return;
    const { kind: _kind, nickname: _nickname, ...details } = body;
    const ref = {
      details,
      saveForNextTime: keep && mayKeep,
      name: details.name,
      currency: details.currency,
      country: details.country,
      account: details.iban ?? details.account_number ?? '',
      bankName: details.bank_name,
    };
    save(
      withAnswers(draft ?? newExternalDraft(), { beneficiary: ref, purposeRequired: undefined }),
    );
    void navigate(PATHS.externalStep2);
  };

  return (
    <ExternalFrame
      step={1}
      allowed={allowed}
      path={PATHS.externalStep1N}
      back={PATHS.externalStep1}
    >
      {refusal && <RefusalAlert refusal={refusal} />}
      <ExternalKycGate details={details}>
        <form noValidate onSubmit={submit}>
          <Stack gap="lg" align="stretch">
            <Text tone="muted">{t('external.newRecipient.lead')}</Text>
            <ErrorSummary errors={form.summary} focusKey={form.attempt} />
            <ExternalFields
              values={fields.values}
              set={fields.set}
              error={fields.error}
              id={form.id}
              touch={fields.touch}
              bank={fields.bank}
            />
            {mayKeep && (
              <Checkbox
                label={t('external.newRecipient.save')}
                hint={t('external.newRecipient.saveHint')}
                checked={keep}
                onChange={(e) => setKeep(e.target.checked)}
              />
            )}
            <div>
              <Button type="submit">{t('continue')}</Button>
            </div>
          </Stack>
        </form>
      </ExternalKycGate>
    </ExternalFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { ExternalTransferNewRecipient as Component };
