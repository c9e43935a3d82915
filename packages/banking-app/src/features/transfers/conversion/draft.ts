// A conversion in progress (src/lib/flow keeps it in this tab): the two wallets and the amount
// sold, the quote, then the review with the attempt's one key.
import { PATHS } from '@/app/paths';
import { allowedStep as allowedFlowStep, flowStore, startedNow } from '@/lib/flow/draft';
import type { QuoteSnapshot } from '@/features/transfers/shared/quote';

export interface ConversionDraft {
  startedAt: string;
  fromWalletId?: string;
  fromCurrency?: string;
  toWalletId?: string;
  toCurrency?: string;
  /** What is sold, in the from-wallet's minor units. */
  amount?: string;
  quote?: QuoteSnapshot;
  idempotencyKey?: string;
  /** A confirmation went unanswered: only a retry with the same key and quote may follow. */
  uncertain?: boolean;
}

export const CONVERSION_STEPS = [PATHS.conversionStep1, PATHS.conversionStep2] as const;
export type ConversionStep = 1 | 2;

export const conversionStore = flowStore<ConversionDraft>('conversion');
export const newConversionDraft = (): ConversionDraft => startedNow();

export const firstUnfinished = (draft: ConversionDraft | null): ConversionStep => (draft?.fromWalletId && draft.toWalletId && draft.amount && draft.quote ? 2 : 1);

export const allowedStep = (step: ConversionStep, draft: ConversionDraft | null) => allowedFlowStep(step, firstUnfinished(draft)) as ConversionStep;
