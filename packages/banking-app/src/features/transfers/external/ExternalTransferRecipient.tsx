// Route /dashboard/external_step1 (PATHS.externalStep1): the beneficiary to pay.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  EmptyState,
  ErrorSummary,
  Icon,
  Inline,
  Plus,
  RadioGroup,
  Skeleton,
  Stack,
} from '@bank/ui';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { fetchBeneficiariesOf } from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { useArrivedRefusal } from '@/features/transfers/shared/refusal';
import { newExternalDraft, withAnswers } from './draft';
import { ExternalFrame, useExternalDraft } from './ExternalFrame';
import { ExternalKycGate, fetchKycDetails } from './KycGate';

const ns = await loadTransfersNamespace('external');
const FIELDS = ['beneficiary'] as const;
const loadExternal = () => fetchBeneficiariesOf('external');

/** The page's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ list: loadExternal, details: fetchKycDetails }));

/** /dashboard/external_step1: a saved beneficiary at another bank. */
function ExternalTransferRecipient() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useExternalDraft(1);
  const refusal = useArrivedRefusal();
  const { list, details } = useScreenQueries<typeof loader>();
  const [chosen, setChosen] = useState<string | null>(draft?.beneficiary?.id ?? null);
  const form = useFormErrors('external-beneficiary', FIELDS, FIELDS);

  return (
    <ExternalFrame step={1} allowed={allowed}>
      {refusal && <RefusalAlert refusal={refusal} />}
      <ExternalKycGate details={details}>
        <LoadState
          query={list}
          label={t('external.beneficiary.loading')}
          errorTitle={t('external.beneficiary.failed')}
          skeleton={<Skeleton shape="rect" height="8rem" />}
          isEmpty={(items) => items.length === 0}
          empty={
            <EmptyState
              art="beneficiaries"
              title={t('external.beneficiary.emptyTitle')}
              text={t('external.beneficiary.emptyText')}
              action={
                // One way on: a new recipient (saved for next time when the customer may save one).
                <ButtonLink
                  as={RouterLink}
                  to={PATHS.externalStep1N}
                  icon={<Icon icon={Plus} size={18} />}
                >
                  {t('external.newRecipient.link')}
                </ButtonLink>
              }
            />
          }
        >
          {(items) => {
            const submit = (event: FormEvent) => {
              event.preventDefault();
              const b = items.find((x) => x.beneficiary_id === chosen);
              if (
                !form.report({ beneficiary: b ? undefined : t('external.beneficiary.required') }) ||
                !b
              )
                return;
              const ref = {
                id: b.beneficiary_id,
                name: b.nickname ?? b.name,
                currency: b.currency,
                country: b.country,
                account: b.iban ?? b.account_number ?? '',
                bankName: b.bank_name,
              };
              const base = draft ?? newExternalDraft();
              save(
                base.beneficiary?.id === b.beneficiary_id
                  ? { ...base, beneficiary: ref }
                  : withAnswers(base, { beneficiary: ref, purposeRequired: undefined }),
              );
              void navigate(PATHS.externalStep2);
            };
            return (
              <form noValidate onSubmit={submit}>
                <Stack gap="lg" align="start">
                  <ErrorSummary errors={form.summary} focusKey={form.attempt} />
                  <RadioGroup
                    id={form.id('beneficiary')}
                    variant="cards"
                    required
                    label={t('external.beneficiary.question')}
                    error={form.errors.beneficiary}
                    value={chosen}
                    onChange={setChosen}
                    options={items.map((b) => ({
                      value: b.beneficiary_id,
                      label: b.nickname ? `${b.nickname} · ${b.name}` : b.name,
                      description: (
                        <>
                          {b.currency} · {b.bank_name ?? ''} ·{' '}
                          <bdi dir="ltr">{b.iban ?? b.account_number}</bdi>
                        </>
                      ),
                    }))}
                  />
                  <Inline gap="sm" wrap>
                    <Button type="submit">{t('continue')}</Button>
                    <ButtonLink
                      as={RouterLink}
                      to={PATHS.externalStep1N}
                      variant="secondary"
                      icon={<Icon icon={Plus} size={18} />}
                    >
                      {t('external.newRecipient.link')}
                    </ButtonLink>
                  </Inline>
                </Stack>
              </form>
            );
          }}
        </LoadState>
      </ExternalKycGate>
    </ExternalFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { ExternalTransferRecipient as Component };
