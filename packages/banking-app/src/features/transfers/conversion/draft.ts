// A conversion in progress (src/session/drafts.ts keeps it in this tab): the two wallets and the amount
// typed (sold or to arrive), the quote, then the review with the attempt's one key.
import type { AmountUnit } from '@bank/lookups/amount';
import { isCurrencyCode, type CurrencyCode } from '@bank/lookups/currencies';
import { PATHS } from '@/access/paths';
import { allowedStep as allowedFlowStep, flowStore, startedNow } from '@/session/drafts';
import type { QuoteSnapshot } from '@/features/transfers/shared/quote';

export interface ConversionDraft {
  startedAt: string;
  fromWalletId?: string;
  fromCurrency?: string;
  toWalletId?: string;
  toCurrency?: string;
  /** Which amount the customer typed: what is sold (the default) or what should arrive. */
  side?: ConversionSide;
  /** The amount typed, in minor units of the from-wallet's currency (sell) or the to-wallet's (buy). */
  amount?: string;
  /** The to-wallet's decimals when it holds a virtual asset (BTC 8): the unit of a bought amount. */
  toMinorUnits?: number;
  /** A rejected transaction of the preparer's this one replaces (submitted again, linked). */
  resubmits?: string;
  quote?: QuoteSnapshot;
  idempotencyKey?: string;
  /** A confirmation went unanswered: only a retry with the same key and quote may follow. */
  uncertain?: boolean;
}

export type ConversionSide = 'sell' | 'buy';

/** What a bought amount is counted in: the to-wallet's currency, or its virtual asset with its decimals. */
export function buyUnit(to: string, toMinorUnits: number | undefined): AmountUnit {
  if (isCurrencyCode(to)) return to;
  if (toMinorUnits === undefined)
    throw new RangeError(`The decimals of ${to} are needed to buy an amount of it`);
  return { code: to, minorUnits: toMinorUnits };
}

/**
 * The quote call's body for the draft's amount (minor units, as held: of `from` when selling, of
 * the bought currency or asset when buying), on the side the customer typed it.
 */
export function quoteRequest(from: CurrencyCode, to: string, side: ConversionSide, amount: string) {
  return side === 'buy'
    ? { from_currency: from, to_currency: to, buy_amount_minor: amount }
    : { from_currency: from, to_currency: to, amount_minor: amount };
}

export const CONVERSION_STEPS = [PATHS.conversionStep1, PATHS.conversionStep2] as const;
export type ConversionStep = 1 | 2;

export const conversionStore = flowStore<ConversionDraft>('conversion');
export const newConversionDraft = (): ConversionDraft => startedNow();

const firstUnfinished = (draft: ConversionDraft | null): ConversionStep =>
  draft?.fromWalletId && draft.toWalletId && draft.amount && draft.quote ? 2 : 1;

export const allowedStep = (step: ConversionStep, draft: ConversionDraft | null) =>
  allowedFlowStep(step, firstUnfinished(draft)) as ConversionStep;
