// Route /dashboard/internal_step3 (PATHS.internalStep3): the transfer to check.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Heading, Skeleton, Stack, Text } from '@bank/ui';
import { PATHS } from '@/access/paths';
import * as styles from '@/components/FlowFrame.css';
import { loadTransfersNamespace } from '@/features/transfers/i18n';
import { QuoteBox, quoteUsable } from '@/features/transfers/shared/QuoteBox';
import { RefusalAlert } from '@/features/transfers/shared/RefusalAlert';
import { useArrivedRefusal, type Refusal } from '@/features/transfers/shared/refusal';
import { internalStore } from './draft';
import { InternalFrame, useInternalDraft } from './InternalFrame';
import { InternalSummary } from './InternalSummary';
import { useInternalQuote } from './useInternalQuote';

const ns = await loadTransfersNamespace('internal', 'amounts');

/** /dashboard/internal_step3: the review. Going on makes this attempt's one idempotency key. */
function InternalTransferReview() {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const { draft, save, allowed } = useInternalDraft(3);
  const arrived = useArrivedRefusal();
  const [refusal, setRefusal] = useState<Refusal | undefined>(arrived);
  const quote = useInternalQuote(draft, save, setRefusal);
  const ready = !quote.wanted || quoteUsable(draft?.quote);

  const go = () => {
    if (!draft || !ready) return;
    save({ ...draft, idempotencyKey: draft.idempotencyKey ?? crypto.randomUUID() });
    void navigate(PATHS.internalStep4);
  };

  return (
    <InternalFrame step={3} allowed={allowed} back={PATHS.internalStep2}>
      {draft && (
        <Stack gap="lg" align="start">
          {refusal && <RefusalAlert refusal={refusal} />}
          <Heading level={2} size={4}>
            {t('review.heading')}
          </Heading>
          <InternalSummary draft={draft} changeable />
          {quote.wanted &&
            (draft.quote ? (
              <QuoteBox
                quote={draft.quote}
                onRefresh={() => void quote.refresh()}
                refreshing={quote.refreshing}
              />
            ) : (
              !refusal && <Skeleton lines={2} />
            ))}
          <Text size="sm" tone="muted">
            {t('internal.arrival')}
          </Text>
          <div className={styles.buttons}>
            <Button onClick={go} disabled={!ready}>
              {t('review.continue')}
            </Button>
            <Button
              variant="tertiary"
              onClick={() => {
                internalStore.clear();
                void navigate(PATHS.dashboard);
              }}
            >
              {t('cancel')}
            </Button>
          </div>
        </Stack>
      )}
    </InternalFrame>
  );
}

// The name react-router loads a lazy route's screen by.
export { InternalTransferReview as Component };
