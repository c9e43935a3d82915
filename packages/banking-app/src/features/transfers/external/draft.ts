// An external transfer in progress (src/session/drafts.ts keeps it in this tab): the beneficiary, the
// wallet and amount (on the side the customer fixed), the purpose code and charges, then the review (which makes the attempt's one
// key and creates the transfer), the one-time code, and the status.
import type { ExternalQuoteBody } from '@/features/transfers/api';
import { PATHS } from '@/access/paths';
import type { FixedSide } from '@/features/transfers/shared/ExchangeFields';
import { allowedStep as allowedFlowStep, flowStore, startedNow } from '@/session/drafts';

export type Charges = 'OUR' | 'SHA' | 'BEN';

/** A new recipient's details, as entered at external_step1N (sent with the transfer, not saved before it). */
export type NewRecipient = NonNullable<ExternalQuoteBody['beneficiary']>;

export interface ExternalBeneficiaryRef {
  /** A saved beneficiary's id; absent for a new recipient (then `details`). */
  id?: string;
  details?: NewRecipient;
  /** The new recipient is saved as a beneficiary when the transfer is created. */
  saveForNextTime?: boolean;
  name: string;
  currency: string;
  country: string | null;
  /** IBAN or account number, for the review. */
  account: string;
  bankName: string | null;
}

export interface ExternalDraft {
  startedAt: string;
  beneficiary?: ExternalBeneficiaryRef;
  fromWalletId?: string;
  fromCurrency?: string;
  /**
   * Which amount the customer fixed when the beneficiary receives another currency: what they send
   * (the default) or what the beneficiary's bank receives.
   */
  side?: FixedSide;
  /** In the from-wallet's minor units; in the beneficiary's currency's when `side` is 'receive'. */
  amount?: string;
  /** The bank's rule for this transfer (AED, to or from the UAE), from the check of step 2. */
  purposeRequired?: boolean;
  purposeCode?: string;
  charges?: Charges;
  /** A rejected transaction of the preparer's this one replaces (submitted again, linked). */
  resubmits?: string;
  reference?: string;
  /** This attempt's key, made at review: creating the transfer uses it, confirming it `<key>:confirm`. */
  idempotencyKey?: string;
  /** The transfer created at review, awaiting its one-time code. */
  transactionId?: string;
  /** Where and until when the code was sent. */
  sentTo?: string;
  codeSentAt?: number;
  /** The code was accepted: the status step follows the transfer. */
  confirmed?: boolean;
}

export const EXTERNAL_STEPS = [
  PATHS.externalStep1,
  PATHS.externalStep2,
  PATHS.externalStep3,
  PATHS.externalStep4,
  PATHS.externalStep5,
  PATHS.externalStep6,
] as const;
export type ExternalStep = 1 | 2 | 3 | 4 | 5 | 6;

export const externalStore = flowStore<ExternalDraft>('external');
export const newExternalDraft = (): ExternalDraft => startedNow();

function firstUnfinished(draft: ExternalDraft | null): ExternalStep {
  if (!draft?.beneficiary) return 1;
  if (!draft.fromWalletId || !draft.amount) return 2;
  if (!draft.charges) return 3;
  if (!draft.transactionId) return 4;
  if (!draft.confirmed) return 5;
  return 6;
}

/** Once created, the transfer's terms are fixed: its earlier steps lead to the code (or the status). */
export function allowedStep(step: ExternalStep, draft: ExternalDraft | null): ExternalStep {
  const next = firstUnfinished(draft);
  if (draft?.transactionId && step < 5) return next;
  return allowedFlowStep(step, next) as ExternalStep;
}

/** A changed answer forgets the review made of the old ones (and its key). */
export function withAnswers(draft: ExternalDraft, answers: Partial<ExternalDraft>): ExternalDraft {
  const {
    idempotencyKey: _key,
    transactionId: _tx,
    sentTo: _to,
    codeSentAt: _at,
    confirmed: _c,
    ...kept
  } = draft;
  return { ...kept, ...answers };
}

/** The amount as the quote and the transfer take it: on the side the customer fixed. */
export function amountOf(draft: {
  side?: FixedSide | undefined;
  amount?: string | undefined;
}): { amount_minor: string } | { buy_amount_minor: string } {
  const minor = draft.amount ?? '0';
  return draft.side === 'receive' ? { buy_amount_minor: minor } : { amount_minor: minor };
}

/** Where the transfer goes, as the quote and the transfer take it: a saved beneficiary or the details. */
export function destinationOf(
  b: ExternalBeneficiaryRef,
): { beneficiary_id: string } | { beneficiary: NewRecipient } {
  return b.id ? { beneficiary_id: b.id } : { beneficiary: b.details! };
}
