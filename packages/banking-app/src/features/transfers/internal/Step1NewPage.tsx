import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, FormField, Stack, TextInput } from '@bank/ui';
import { PATHS } from '@/app/paths';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import * as styles from '@/lib/flow/FlowFrame.css';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { useArrivedRefusal } from '@/features/transfers/shared/refusal';
import { chooseRecipient, newInternalDraft } from './draft';
import { InternalFrame, useInternalDraft } from './InternalFrame';

const ns = await loadTransfersNamespace();
const FIELDS = ['account'] as const;

/**
 * /dashboard/internal_step1_new: a recipient who is not saved, by the 16 digits of their account
 * number. The bank names them (masked) once the transfer is made: the contract has no look-up of a
 * stranger's name before it, so nobody can probe account numbers for names.
 */
export function Component() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save } = useInternalDraft(1);
  const [account, setAccount] = useState(draft?.recipient?.kind === 'account' ? draft.recipient.accountNumber : '');
  const refusal = useArrivedRefusal();
  const form = useFormErrors('internal-new', FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = account.replace(/[\s-]/g, '');
    const problem = !digits ? t('internal.new.required') : /^\d{16}$/.test(digits) ? undefined : t('internal.new.invalid');
    if (!form.report({ account: problem })) return;
    save(chooseRecipient(draft ?? newInternalDraft(), { kind: 'account', accountNumber: digits }));
    void navigate(PATHS.internalStep2);
  };

  return (
    <InternalFrame step={1} allowed={1} path={PATHS.internalStep1New} back={PATHS.internalStep1}>
      <form noValidate onSubmit={submit}>
        <Stack gap="lg" align="start">
          {refusal && <RefusalAlert refusal={refusal} />}
          <ErrorSummary errors={form.summary} focusKey={form.attempt} />
          <div className={styles.narrowField}>
            <FormField label={t('internal.new.account')} id={form.id('account')} required hint={t('internal.new.hint')} error={form.errors.account}>
              <TextInput ltr inputMode="numeric" autoComplete="off" value={account} onChange={(e) => setAccount(e.target.value)} />
            </FormField>
          </div>
          <Button type="submit">{t('continue')}</Button>
        </Stack>
      </form>
    </InternalFrame>
  );
}
