// An internal transfer in progress (src/session/drafts.ts keeps it in this tab): who receives, from which
// wallet and how much, then the review (which makes the attempt's one idempotency key) and the
// confirmation. A changed answer forgets what depended on it, the key too: it is another transfer.
import { PATHS } from '@/access/paths';
import { allowedStep as allowedFlowStep, flowStore, startedNow } from '@/session/drafts';
import type { QuoteSnapshot } from '@/features/transfers/shared/quote';

/**
 * The recipient: a saved internal beneficiary, one's own other wallet, or a new one entered inline
 * by account number or e-mail, with the masked name and the currency the bank answered for them
 * (optional for an account number: drafts kept from before the look-up have neither).
 */
export type InternalRecipient =
  | {
      kind: 'beneficiary';
      id: string;
      name: string;
      currency: string;
      accountNumber: string | null;
    }
  | { kind: 'wallet'; id: string; currency: string; accountNumber: string }
  | { kind: 'account'; accountNumber: string; name?: string; currency?: string }
  | { kind: 'email'; email: string; name: string; currency: string };

/** A new recipient is entered on internal_step1_new; saved ones and own wallets are chosen on step 1. */
const isNewRecipient = (r: InternalRecipient | undefined) =>
  r?.kind === 'account' || r?.kind === 'email';
export const recipientStep = (r: InternalRecipient | undefined) =>
  isNewRecipient(r) ? PATHS.internalStep1New : PATHS.internalStep1;

export interface InternalDraft {
  startedAt: string;
  recipient?: InternalRecipient;
  fromWalletId?: string;
  fromCurrency?: string;
  /** In the from-wallet's minor units. */
  amount?: string;
  /** A rejected transaction of the preparer's this one replaces (submitted again, linked). */
  resubmits?: string;
  reference?: string;
  /** The rate fixed at review when the currencies differ. */
  quote?: QuoteSnapshot;
  /** This attempt's key, made at review and reused by every retry of it. */
  idempotencyKey?: string;
  /** A confirmation was sent and no answer came (network, server failure): only a retry with the same key and terms may follow. */
  uncertain?: boolean;
}

export const INTERNAL_STEPS = [
  PATHS.internalStep1,
  PATHS.internalStep2,
  PATHS.internalStep3,
  PATHS.internalStep4,
] as const;
export type InternalStep = 1 | 2 | 3 | 4;

export const internalStore = flowStore<InternalDraft>('internal');

export const newInternalDraft = (): InternalDraft => startedNow();

/** The recipient's currency, when the bank told us. */
export const recipientCurrency = (r: InternalRecipient | undefined) => r?.currency;

/** Whether the money changes currency on the way (a quote is needed). */
export function needsQuote(draft: InternalDraft): boolean {
  const to = recipientCurrency(draft.recipient);
  return Boolean(to && draft.fromCurrency && to !== draft.fromCurrency);
}

function firstUnfinished(draft: InternalDraft | null): InternalStep {
  if (!draft?.recipient) return 1;
  if (!draft.fromWalletId || !draft.amount) return 2;
  if (!draft.idempotencyKey) return 3;
  return 4;
}

export const allowedStep = (step: InternalStep, draft: InternalDraft | null) =>
  allowedFlowStep(step, firstUnfinished(draft)) as InternalStep;

/** Who is paid, into which wallet: what a changed recipient is told by. */
export function identityOf(r: InternalRecipient | undefined): string | undefined {
  if (!r) return undefined;
  if (r.kind === 'account') return `account:${r.accountNumber}`;
  if (r.kind === 'email') return `email:${r.email.toLowerCase()}:${r.currency}`;
  return `${r.kind}:${r.id}`;
}

const sameRecipient = (a?: InternalRecipient, b?: InternalRecipient) =>
  identityOf(a) === identityOf(b);

export function chooseRecipient(draft: InternalDraft, recipient: InternalRecipient): InternalDraft {
  if (sameRecipient(draft.recipient, recipient)) return { ...draft, recipient };
  const { startedAt, fromWalletId, fromCurrency, amount, reference, resubmits } = draft;
  return { startedAt, recipient, fromWalletId, fromCurrency, amount, reference, resubmits };
}

/** Step 2's answers: the review must be made again (a new key, a new quote). */
export function chooseAmount(
  draft: InternalDraft,
  values: { fromWalletId: string; fromCurrency: string; amount: string; reference?: string },
): InternalDraft {
  // What this transfer replaces (a rejected one prepared again) stays with it, whatever is changed.
  const { startedAt, recipient, resubmits } = draft;
  return { startedAt, recipient, resubmits, ...values, reference: values.reference || undefined };
}
