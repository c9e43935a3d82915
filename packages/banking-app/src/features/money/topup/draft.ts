// The top-up in progress, kept in this tab by the flows' shared draft (src/session/drafts.ts) so a reload or
// Back keeps what was chosen. Never the card: its number and code stay in the page's memory only.
// A step reached without the earlier ones (a bookmark, a typed address) goes to the first unfinished step.
import { PATHS } from '@/access/paths';
import { allowedStep as allowedFlowStep, flowStore } from '@/session/drafts';

export type TopupMethod = 'bank_transfer' | 'card';

export interface TopupDraft {
  /** When this top-up began: step 4 looks for bank transfers arriving after it. */
  startedAt: string;
  walletId?: string;
  currency?: string;
  method?: TopupMethod;
  /** The amount to add, in minor units (card). */
  amount?: string;
  /** The key of the payment being reviewed: a retry of the same payment moves money once. */
  idempotencyKey?: string;
  /** The card top-up made (step 4 shows its status). */
  transactionId?: string;
  /** The customer said the bank transfer is sent (step 4 waits for it) at this time. */
  bankSentAt?: string;
}

export const TOPUP_STEPS = [
  PATHS.topupStep1,
  PATHS.topupStep2,
  PATHS.topupStep3,
  PATHS.topupStep4,
] as const;
export type TopupStep = 1 | 2 | 3 | 4;

export const topupStore = flowStore<TopupDraft>('topup');
export const TOPUP_DRAFT_KEY = topupStore.key;
export const readDraft = topupStore.read;
export const writeDraft = topupStore.write;

export function newDraft(now = new Date(), walletId?: string): TopupDraft {
  return walletId ? { startedAt: now.toISOString(), walletId } : { startedAt: now.toISOString() };
}

/** The first step whose answer is missing (4 when everything is done). */
export function firstUnfinished(draft: TopupDraft | null): TopupStep {
  if (!draft?.walletId) return 1;
  if (!draft.method) return 2;
  if (draft.method === 'card' ? !draft.transactionId : !draft.bankSentAt) return 3;
  return 4;
}

/**
 * Where a visit to `step` belongs: the step itself when its earlier steps are done, else the
 * first unfinished one. A finished card payment is not made again: its earlier steps show the
 * result (a new top-up starts from /dashboard/topup).
 */
export function allowedStep(step: TopupStep, draft: TopupDraft | null): TopupStep {
  if (draft?.transactionId) return 4;
  return allowedFlowStep(step, firstUnfinished(draft)) as TopupStep;
}

/** A changed answer forgets what depended on it. */
export function chooseWallet(draft: TopupDraft, walletId: string, currency: string): TopupDraft {
  if (draft.walletId === walletId) return { ...draft, currency };
  return { startedAt: draft.startedAt, walletId, currency };
}

export function chooseMethod(draft: TopupDraft, method: TopupMethod): TopupDraft {
  if (draft.method === method) return draft;
  return { startedAt: draft.startedAt, walletId: draft.walletId, currency: draft.currency, method };
}
