// Route /dashboard/internal_step4 (PATHS.internalStep4): the confirmation that sends it.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { Alert, Button, Heading, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useSubmit } from '@/lib/forms/useSubmit';
import * as styles from '@/components/FlowFrame.css';
import { sendInternalTransfer, type InternalTransferBody } from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { moneyText } from '@/features/transfers/shared/money';
import { QuoteBox } from '@/features/transfers/shared/QuoteBox';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { refusalOf, stepFixing, type Refusal } from '@/features/transfers/shared/refusal';
import { successPath } from '@/features/transfers/success/successPath';
import { usePreparer } from '@/features/transfers/shared/usePreparer';
import { internalStore, recipientStep, type InternalDraft, type InternalRecipient } from './draft';
import { InternalFrame, useInternalDraft } from './InternalFrame';
import { InternalSummary } from './InternalSummary';
import { useInternalQuote } from './useInternalQuote';

const ns = await loadTransfersNamespace('internal', 'amounts');

function destinationOf(r: InternalRecipient): Partial<InternalTransferBody> {
  if (r.kind === 'beneficiary') return { beneficiary_id: r.id };
  if (r.kind === 'wallet') return { to_wallet_id: r.id };
  if (r.kind === 'email') return { to_email: r.email, to_currency: r.currency };
  return { to_account_number: r.accountNumber };
}

function bodyOf(draft: InternalDraft): InternalTransferBody | null {
  const r = draft.recipient;
  if (
    !r ||
    !draft.fromWalletId ||
    !draft.amount ||
    !draft.idempotencyKey ||
    !draft.fromCurrency ||
    !isCurrencyCode(draft.fromCurrency)
  )
    return null;
  return {
    idempotency_key: draft.idempotencyKey,
    from_wallet_id: draft.fromWalletId,
    ...destinationOf(r),
    amount_minor: draft.amount,
    ...(draft.quote ? { quote_id: draft.quote.quoteId } : {}),
    ...(draft.reference ? { reference: draft.reference } : {}),
    ...(draft.resubmits ? { resubmits: draft.resubmits } : {}),
  };
}

/**
 * /dashboard/internal_step4: the confirmation. Every click and retry sends the key made at
 * review, so the bank moves the money once however often it is asked; a refusal goes back to the
 * step that can fix it, the entries kept.
 */
function InternalTransferConfirm() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useInternalDraft(4);
  const preparer = usePreparer();
  const sending = useSubmit();
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const quote = useInternalQuote(draft, save, setRefusal);

  const confirm = () =>
    sending.run(async () => {
      const body = draft && bodyOf(draft);
      if (!draft || !body) return;
      save({ ...draft, uncertain: true });
      const res = await sendInternalTransfer(body);
      if (res.data) {
        internalStore.clear();
        void navigate(successPath('internal', res.data.data.transaction_id), { replace: true });
        return;
      }
      const found = refusalOf(res);
      // No answer, or the server failed: the transfer may have been made. Only the same key may follow.
      if (!res.error || res.status >= 500) {
        setRefusal({ ...found, code: 'network', message: res.statusText });
        return;
      }
      const settled = { ...draft, uncertain: false };
      const where = stepFixing(found.code, found.fields);
      // Written to the tab only: this step must not redraw with the new draft (its guard would
      // send the customer to the review) before the step that fixes the refusal opens.
      if (where === 'amount') {
        internalStore.write({ ...settled, idempotencyKey: undefined });
        void navigate(PATHS.internalStep2, { state: { refusal: found } });
      } else if (where === 'review') {
        internalStore.write({ ...settled, idempotencyKey: undefined });
        void navigate(PATHS.internalStep3, { state: { refusal: found } });
      } else if (where === 'recipient') {
        internalStore.write(settled);
        void navigate(recipientStep(draft.recipient), { state: { refusal: found } });
      } else {
        save(settled);
        setRefusal(found);
      }
    });

  const total = draft?.quote
    ? moneyText(draft.quote.totalMinor, draft.quote.fromCurrency)
    : moneyText(draft?.amount ?? '0', draft?.fromCurrency ?? '');
  return (
    <InternalFrame
      step={4}
      allowed={allowed}
      back={draft?.uncertain ? undefined : PATHS.internalStep3}
    >
      {draft && (
        <Stack gap="lg" align="start">
          {refusal && <RefusalAlert refusal={refusal} />}
          {draft.uncertain && !refusal && (
            <Alert tone="warning" title={t('confirm.uncertainTitle')}>
              {t('confirm.uncertain')}
            </Alert>
          )}
          <Heading level={2} size={4}>
            {t('confirm.heading')}
          </Heading>
          <InternalSummary draft={draft} />
          {draft.quote && (
            <QuoteBox
              quote={draft.quote}
              onRefresh={() => void quote.refresh()}
              refreshing={quote.refreshing}
            />
          )}
          <Text size="sm" tone="muted">
            {preparer ? t('confirm.preparerNote') : t('confirm.note')}
          </Text>
          <div className={styles.buttons}>
            <Button
              onClick={() => void confirm()}
              loading={sending.loading}
              disabled={!draft.idempotencyKey}
            >
              {preparer ? t('confirm.submitForApproval') : t('confirm.send', { amount: total })}
            </Button>
          </div>
        </Stack>
      )}
    </InternalFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { InternalTransferConfirm as Component };
