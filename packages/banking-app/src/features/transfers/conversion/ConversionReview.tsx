// Route /dashboard/conversion_transaction_step2 (PATHS.conversionStep2): the conversion to confirm.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { Alert, Button, Heading, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { useSubmit } from '@/lib/forms/useSubmit';
import { useCustomerType } from '@/session/useCustomerType';
import * as styles from '@/components/FlowFrame.css';
import { executeConversion, quoteFxFor } from '@/features/transfers/api';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { moneyText } from '@/features/transfers/shared/money';
import { snapshotOf } from '@/features/transfers/shared/quote';
import { QuoteBox, quoteUsable } from '@/features/transfers/shared/QuoteBox';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { refusalOf, stepFixing, type Refusal } from '@/features/transfers/shared/refusal';
import { successPath } from '@/features/transfers/success/successPath';
import { usePreparer } from '@/features/transfers/shared/usePreparer';
import { conversionStore, quoteRequest } from './draft';
import { ConversionFrame, useConversionDraft } from './ConversionFrame';
import { QuoteTerms } from './QuoteTerms';

const ns = await loadTransfersNamespace('conversion', 'amounts');

// Who will approve (issue 28), for a company's users only: its code, call and words on first use.
const ApprovalPath = lazy(() => import('@/domain/approvals/ApprovalPathBox'));

/**
 * /dashboard/conversion_transaction_step2: the review, confirmed at the quoted rate. The attempt's
 * key is made when the review opens and sent by every click and retry: one conversion per intention.
 */
function ConversionReview() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useConversionDraft(2);
  const preparer = usePreparer();
  const corporate = useCustomerType()?.user_type === 'corporate';
  const [refusal, setRefusal] = useState<Refusal | undefined>();
  const converting = useSubmit();
  const quoting = useSubmit();

  useEffect(() => {
    if (draft?.quote && !draft.idempotencyKey)
      save({ ...draft, idempotencyKey: crypto.randomUUID() });
  }, [draft, save]);

  const refresh = () =>
    quoting.run(async () => {
      if (
        !draft?.quote ||
        !draft.amount ||
        !draft.fromCurrency ||
        !isCurrencyCode(draft.fromCurrency)
      )
        return;
      const res = await quoteFxFor(
        quoteRequest(draft.fromCurrency, draft.toCurrency!, draft.side ?? 'sell', draft.amount),
      );
      if (!res.data) {
        setRefusal(refusalOf(res));
        return;
      }
      setRefusal(undefined);
      // A new rate is a new attempt, unless a confirmation with the old one went unanswered.
      save({
        ...draft,
        quote: snapshotOf(res.data.data, draft.quote),
        idempotencyKey: draft.uncertain ? draft.idempotencyKey : crypto.randomUUID(),
      });
    });

  const confirm = () =>
    converting.run(async () => {
      if (!draft?.quote || !draft.idempotencyKey) return;
      save({ ...draft, uncertain: true });
      const res = await executeConversion(
        draft.idempotencyKey,
        draft.quote.quoteId,
        draft.resubmits,
      );
      if (res.data) {
        conversionStore.clear();
        void navigate(successPath('conversion', res.data.data.transaction_id), { replace: true });
        return;
      }
      const found = refusalOf(res);
      if (!res.error || res.status >= 500) {
        setRefusal({ ...found, code: 'network', message: res.statusText });
        return;
      }
      if (stepFixing(found.code, found.fields) === 'amount') {
        conversionStore.write({
          ...draft,
          uncertain: false,
          idempotencyKey: undefined,
          quote: undefined,
        });
        void navigate(PATHS.conversionStep1, { state: { refusal: found } });
        return;
      }
      // The bank's clock decides: a quote it calls expired (or used) shows as expired here too,
      // with its "Get a new rate", whatever the countdown still said.
      const stale = found.code === 'quote_expired' || found.code === 'quote_invalid';
      save({
        ...draft,
        uncertain: false,
        ...(stale ? { quote: { ...draft.quote, expiresAt: new Date(0).toISOString() } } : {}),
      });
      setRefusal(found);
    });

  const quote = draft?.quote;
  return (
    <ConversionFrame
      step={2}
      allowed={allowed}
      back={draft?.uncertain ? undefined : PATHS.conversionStep1}
    >
      {draft && quote && (
        <Stack gap="lg" align="start">
          {refusal && <RefusalAlert refusal={refusal} />}
          {draft.uncertain && !refusal && (
            <Alert tone="warning" title={t('confirm.uncertainTitle')}>
              {t('conversion.uncertain')}
            </Alert>
          )}
          <Heading level={2} size={4}>
            {t('conversion.reviewHeading')}
          </Heading>
          <QuoteTerms quote={quote} side={draft.side ?? 'sell'} />
          <QuoteBox quote={quote} onRefresh={() => void refresh()} refreshing={quoting.loading} />
          {corporate && (
            <Suspense fallback={null}>
              <ApprovalPath
                kind="conversion"
                currency={quote.fromCurrency}
                amountMinor={quote.sellMinor}
              />
            </Suspense>
          )}
          {preparer && (
            <Text size="sm" tone="muted">
              {t('confirm.preparerNote')}
            </Text>
          )}
          <div className={styles.buttons}>
            <Button
              onClick={() => void confirm()}
              loading={converting.loading}
              disabled={!draft.idempotencyKey || !quoteUsable(quote)}
            >
              {preparer
                ? t('confirm.submitForApproval')
                : t('conversion.confirm', {
                    amount: moneyText(quote.totalMinor, quote.fromCurrency),
                  })}
            </Button>
            <Button
              variant="tertiary"
              onClick={() => {
                conversionStore.clear();
                void navigate(PATHS.dashboard);
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </Stack>
      )}
    </ConversionFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { ConversionReview as Component };
