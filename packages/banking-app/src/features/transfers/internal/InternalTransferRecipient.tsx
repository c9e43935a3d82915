// Route /dashboard/internal_step1 (PATHS.internalStep1): the Sadu Bank customer to pay.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ButtonLink,
  ErrorSummary,
  Icon,
  Plus,
  Smartphone,
  RadioGroup,
  Skeleton,
  Stack,
} from '@bank/ui';
import type { ApiResponse } from '@/api/client';
import { PATHS } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import { screenLoader, useScreenQueries } from '@/lib/data/screenData';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import * as styles from '@/components/FlowFrame.css';
import { fetchBeneficiariesOf } from '@/features/transfers/api';
import { fetchFiatWallets } from '@/domain/wallets/wallets';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { useArrivedRefusal } from '@/features/transfers/shared/refusal';
import {
  chooseRecipient,
  identityOf,
  internalStore,
  newInternalDraft,
  type InternalRecipient,
} from './draft';
import { InternalFrame, useInternalDraft } from './InternalFrame';

const ns = await loadTransfersNamespace('internal');
const FIELDS = ['recipient'] as const;

interface Choices {
  saved: InternalRecipient[];
  own: InternalRecipient[];
}

async function loadChoices(): Promise<ApiResponse<{ data: Choices }>> {
  const [beneficiaries, wallets] = await Promise.all([
    fetchBeneficiariesOf('internal'),
    fetchFiatWallets(),
  ]);
  if (!beneficiaries.data) return { ...beneficiaries, data: null };
  if (!wallets.data) return { ...wallets, data: null };
  const saved: InternalRecipient[] = beneficiaries.data.data.map((b) => ({
    kind: 'beneficiary',
    id: b.beneficiary_id,
    name: b.nickname ?? b.name,
    currency: b.currency,
    accountNumber: b.account_number,
  }));
  const own: InternalRecipient[] = wallets.data.data.map((w) => ({
    kind: 'wallet',
    id: w.wallet_id,
    currency: w.currency,
    accountNumber: w.account_number,
  }));
  return { ...wallets, data: { data: { saved, own } } };
}

const valueOf = (r: InternalRecipient) => identityOf(r) ?? '';

/** The page's call, made as it is navigated to (src/lib/data/screenData.ts). */
export const loader = screenLoader(() => ({ choices: loadChoices }));

/** /dashboard/internal_step1: a saved internal beneficiary or one's own other wallet; or a new recipient. */
function InternalTransferRecipient() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useInternalDraft(1);
  const { choices } = useScreenQueries<typeof loader>();
  const [chosen, setChosen] = useState<string | null>(
    draft?.recipient ? valueOf(draft.recipient) : null,
  );
  const refusal = useArrivedRefusal();
  const form = useFormErrors('internal-recipient', FIELDS, FIELDS);

  return (
    <InternalFrame step={1} allowed={allowed}>
      {refusal && <RefusalAlert refusal={refusal} />}
      <LoadState
        query={choices}
        label={t('internal.recipient.loading')}
        errorTitle={t('internal.recipient.failed')}
        skeleton={<Skeleton shape="rect" height="8rem" />}
      >
        {({ saved, own }) => {
          const all = [...saved, ...own];
          const submit = (event: FormEvent) => {
            event.preventDefault();
            const recipient = all.find((r) => valueOf(r) === chosen);
            if (
              !form.report({
                recipient: recipient ? undefined : t('internal.recipient.required'),
              }) ||
              !recipient
            )
              return;
            save(chooseRecipient(draft ?? internalStore.read() ?? newInternalDraft(), recipient));
            void navigate(PATHS.internalStep2);
          };
          const option = (r: InternalRecipient) => ({
            value: valueOf(r),
            label:
              r.kind === 'beneficiary'
                ? r.name
                : t('internal.recipient.ownWallet', {
                    currency: r.kind === 'wallet' ? r.currency : '',
                  }),
            description:
              r.kind === 'beneficiary' || r.kind === 'wallet'
                ? t('internal.recipient.detail', {
                    currency: r.currency,
                    account: r.accountNumber ? `•••• ${r.accountNumber.slice(-4)}` : '',
                  })
                : undefined,
          });
          return (
            <form noValidate onSubmit={submit}>
              <Stack gap="lg" align="start">
                <ErrorSummary errors={form.summary} focusKey={form.attempt} />
                <RadioGroup
                  id={form.id('recipient')}
                  variant="cards"
                  required
                  label={t('internal.recipient.question')}
                  hint={saved.length === 0 ? t('internal.recipient.noneSaved') : undefined}
                  error={form.errors.recipient}
                  value={chosen}
                  onChange={setChosen}
                  options={all.map(option)}
                />
                <div className={styles.buttons}>
                  <Button type="submit">{t('continue')}</Button>
                  <ButtonLink
                    as={RouterLink}
                    to={PATHS.internalStep1New}
                    variant="secondary"
                    icon={<Icon icon={Plus} size={18} />}
                  >
                    {t('internal.recipient.new')}
                  </ButtonLink>
                  <ButtonLink
                    as={RouterLink}
                    to={PATHS.instantPay}
                    variant="tertiary"
                    icon={<Icon icon={Smartphone} size={18} />}
                  >
                    {t('internal.recipient.byMobile')}
                  </ButtonLink>
                </div>
              </Stack>
            </form>
          );
        }}
      </LoadState>
    </InternalFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { InternalTransferRecipient as Component };
