// Route /dashboard/external_step5 (PATHS.externalStep5): the one-time code that sends it.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, ErrorSummary, FormField, OtpInput, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { CODE_PROBLEMS, ResendCode } from '@/lib/forms/ResendCode';
import { useFormErrors } from '@/lib/forms/useFormErrors';
import { useSubmit } from '@/lib/forms/useSubmit';
import * as styles from '@/components/FlowFrame.css';
import {
  confirmExternalTransfer,
  confirmExternalTransferWithPasskey,
  resendTransferCode,
} from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { refusalOf, type Refusal } from '@/features/transfers/shared/refusal';
import { usePreparer } from '@/features/transfers/shared/usePreparer';
import { ExternalFrame, useExternalDraft } from './ExternalFrame';
import { PasskeyApproval } from './PasskeyApproval';
import type { PasskeyProof } from '@/lib/passkeys/api';
import { isOtpCode } from '@bank/lookups/identity';

const ns = await loadTransfersNamespace('external', 'amounts');
const FIELDS = ['code'] as const;

/**
 * /dashboard/external_step5: the one-time code that confirms the transfer (its own key, derived
 * from the attempt's: a double click confirms once). A preparer's confirmation submits it for approval.
 */
function ExternalTransferCode() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useExternalDraft(5);
  const preparer = usePreparer();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const form = useFormErrors('external-code', FIELDS);
  const confirming = useSubmit();
  const resending = useSubmit();

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void confirming.run(async () => {
      if (!draft?.transactionId || !draft.idempotencyKey) return;
      if (!form.report({ code: isOtpCode(code) ? undefined : t('external.code.invalid') })) return;
      const res = await confirmExternalTransfer(
        draft.transactionId,
        `${draft.idempotencyKey}:confirm`,
        code,
      );
      if (res.data) {
        save({ ...draft, confirmed: true });
        void navigate(PATHS.externalStep6);
        return;
      }
      const found = refusalOf(res);
      if (CODE_PROBLEMS.has(found.code)) {
        setRefusal(undefined);
        form.report({
          code: t(`refusal.${found.code}.title`) + '. ' + t(`refusal.${found.code}.text`),
        });
        return;
      }
      setRefusal(
        !res.error || res.status >= 500
          ? { ...found, code: 'network', message: res.statusText }
          : found,
      );
    });
  };

  /** The transfer confirmed with a passkey's signature instead of the code (its own key). */
  const confirmWithPasskey = async (proof: PasskeyProof) => {
    if (!draft?.transactionId || !draft.idempotencyKey) return;
    const res = await confirmExternalTransferWithPasskey(
      draft.transactionId,
      `${draft.idempotencyKey}:confirm:passkey`,
      proof,
    );
    if (res.data) {
      save({ ...draft, confirmed: true });
      void navigate(PATHS.externalStep6);
      return;
    }
    const found = refusalOf(res);
    setRefusal(
      !res.error || res.status >= 500
        ? { ...found, code: 'network', message: res.statusText }
        : found,
    );
  };

  const resend = () =>
    resending.run(async () => {
      if (!draft?.transactionId) return;
      const res = await resendTransferCode(draft.transactionId);
      if (!res.data) {
        setRefusal(refusalOf(res));
        return;
      }
      setRefusal(undefined);
      save({ ...draft, sentTo: res.data.data.sent_to, codeSentAt: Date.now() });
    });

  return (
    <ExternalFrame step={5} allowed={allowed}>
      {draft?.transactionId && (
        <PasskeyApproval
          transactionId={draft.transactionId}
          submitLabel={
            preparer ? t('external.passkey.signForApproval') : t('external.passkey.sign')
          }
          onSigned={confirmWithPasskey}
          onRefusal={setRefusal}
        />
      )}
      {draft && (
        <form noValidate onSubmit={confirm}>
          <Stack gap="lg" align="start">
            {refusal && <RefusalAlert refusal={refusal} />}
            <ErrorSummary errors={form.summary} focusKey={form.attempt} />
            <Text>{t('external.code.sentTo', { to: draft.sentTo ?? '' })}</Text>
            <FormField
              label={t('external.code.label')}
              id={form.id('code')}
              required
              error={form.errors.code}
            >
              <OtpInput name="otp" value={code} onChange={setCode} />
            </FormField>
            <div className={styles.buttons}>
              <Button type="submit" loading={confirming.loading}>
                {preparer ? t('confirm.submitForApproval') : t('external.code.confirm')}
              </Button>
              <ResendCode
                sentAt={draft.codeSentAt}
                loading={resending.loading}
                onResend={() => void resend()}
              />
            </div>
          </Stack>
        </form>
      )}
    </ExternalFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { ExternalTransferCode as Component };
