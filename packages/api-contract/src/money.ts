// Building blocks of the money calls: amounts, money in answers, idempotency keys, wallets and
// transactions. Money is integer minor units end to end: requests carry integer minor units as a
// string of digits (amount_minor: "123450" for 1,234.50 AED), which the server stores as is;
// answers carry both the major-unit string and the integer minor units ("1234.50" and "123450").
// Never a JSON number, never a decimal in a request: nothing converts between the form and the
// ledger.
import { readRequestMinor, requestMinorMessage } from '@bank/lookups/amount';
import { z } from 'zod';
import { isoDateTime, plainText, rawText, text, uuidSchema } from './common';

/**
 * A currency or virtual-asset code: one of the 29 ISO 4217 currencies of the spec, or BTC, ETH,
 * USDT, USDC. Only the shape is checked here; an unknown code is answered with a specific message.
 */
export const assetCodeSchema = text()
  .toUpperCase()
  .regex(/^[A-Z]{3,5}$/, 'Use a currency code such as AED, USD or BTC.');

/** A JSON number sent as an amount: refused, as floats round ("0.1 + 0.2"). */
export const AMOUNT_NUMBER_MESSAGE =
  'Send the amount in minor units as a string of digits, such as "123450" for 1,234.50 in a currency with 2 decimals, not a JSON number: numbers lose precision.';

/**
 * An amount in a request: integer minor units of the currency concerned (the source wallet's, or
 * for buy_amount_minor the bought currency or virtual asset) as a string of digits, greater than
 * zero: "123450" for 1,234.50 AED, "1234" for 1,234 JPY, "1500" for 1.500 BHD, "100000" for
 * 0.001 BTC. A JSON number, a decimal ("1234.50"), zero, a negative or an amount above
 * MAX_REQUEST_MINOR is refused with a specific message (@bank/lookups' `readRequestMinor`, which
 * the backend applies too); the amount is then stored as is, never converted.
 */
export const minorAmountInputSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined
        ? `Send the amount in minor units as a string of digits: "123450" for 1,234.50 in a currency with 2 decimals.`
        : typeof issue.input === 'number' || typeof issue.input === 'bigint'
          ? AMOUNT_NUMBER_MESSAGE
          : 'Send the amount in minor units as a string of digits, such as "123450".',
  })
  .trim()
  .check(plainText)
  .max(40, 'The amount is too long.')
  .superRefine((value, ctx) => {
    const read = readRequestMinor(value);
    if (!read.ok) ctx.addIssue({ code: 'custom', message: requestMinorMessage(read.reason) });
  })
  .meta({
    description:
      'Integer minor units as a string of digits, greater than zero: "123450" for 1,234.50 in a currency with 2 decimals.',
    examples: ['123450'],
  });

/**
 * A field a request no longer reads (`amount` → `amount_minor`): request bodies are not strict
 * (unknown keys are dropped), so an old client's amount would be ignored without it. Sent, it is
 * refused with a 400 whose message and field name the new one.
 */
export function renamedAmountField(oldName: string, newName: string) {
  return z
    .never({
      error: `${oldName} is no longer read: send ${newName}, the amount in minor units as a string of digits ("123450" for 1,234.50 in a currency with 2 decimals).`,
    })
    .optional()
    .meta({ deprecated: true, description: `Replaced by ${newName}; refused when sent.` });
}

/** Money in an answer: the currency, the exact major-unit string and the integer minor units. */
export const moneySchema = z.object({
  currency: z.string(),
  /** Major units with exactly the currency's decimals: "1234.50" USD, "1234" JPY, "1.234" BHD. */
  amount: z.string(),
  /** Integer minor units as a string: "123450". */
  minor: z.string().regex(/^-?\d+$/),
});
export type Money = z.infer<typeof moneySchema>;

/**
 * Every money-moving call carries one. The same key with the same body answers the first result
 * and moves nothing again; the same key with another body is refused (422 idempotency_key_reused).
 * Create it when the review step opens (a UUID is a good key). Keys are scoped to the user.
 */
export const idempotencyKeySchema = rawText()
  .min(8, 'The idempotency key needs at least 8 characters (use a UUID).')
  .max(100)
  .regex(
    /^[A-Za-z0-9_.:-]+$/,
    'Use letters, digits, and _ . : - in the idempotency key (a UUID is a good key).',
  );

export const walletKindSchema = z.enum(['fiat', 'crypto']);

export const walletSchema = z.object({
  wallet_id: uuidSchema,
  currency: z.string(),
  kind: walletKindSchema,
  /** Currency or asset name ("UAE dirham", "Bitcoin"). */
  name: z.string(),
  /** 16-digit account number of the wallet (unique in the bank). */
  account_number: z.string(),
  /** IBAN-format virtual account for incoming transfers (fiat wallets only). */
  iban: z.string().nullable(),
  /** Ledger balance = available + on_hold. */
  balance: moneySchema,
  available: moneySchema,
  /** Reserved for transfers that are on their way (pending external transfers). */
  on_hold: moneySchema,
  created_at: isoDateTime,
});
export type Wallet = z.infer<typeof walletSchema>;

export const transactionTypeSchema = z.enum([
  'topup_card',
  'topup_bank_transfer',
  'internal_transfer',
  'external_transfer',
  'conversion',
  'crypto_deposit',
  'crypto_conversion',
]);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

/**
 * awaiting_confirmation (external transfer waiting for its one-time code) → awaiting_approval
 * (corporate preparer's, waiting for review) → pending → processing → completed; or failed,
 * returned (after completion, by the beneficiary's bank), rejected (by an approver), expired
 * (never confirmed).
 */
export const transactionStatusSchema = z.enum([
  'awaiting_confirmation',
  'awaiting_approval',
  'pending',
  'processing',
  'completed',
  'failed',
  'returned',
  'rejected',
  'expired',
]);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

export const chargesSchema = z.enum(['OUR', 'SHA', 'BEN']);
export type Charges = z.infer<typeof chargesSchema>;

export const walletRefSchema = z.object({
  wallet_id: uuidSchema,
  currency: z.string(),
  account_number: z.string(),
});

export const personRefSchema = z.object({ customer_id: uuidSchema, name: z.string() });

export const transactionSchema = z.object({
  transaction_id: uuidSchema,
  /**
   * The bank's short reference of the transaction, the one customers read and search
   * (`SB-7KQ2-9F4M`: two groups of four from an alphabet without 0/O and 1/I/L); the id is the API's.
   */
  bank_reference: z.string().regex(/^SB-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/),
  transaction_type: transactionTypeSchema,
  status: transactionStatusSchema,
  /** Seen from the caller: money out, money in, or between the caller's own wallets. */
  direction: z.enum(['out', 'in', 'own']),
  /** The principal in the source currency (the amount credited, for money in). */
  amount: moneySchema,
  /** Our fee, in the source currency (null when none, and for the receiving side). */
  fee: moneySchema.nullable(),
  /** What leaves the source wallet: amount + fee (amount alone when the beneficiary bears the fee). */
  total_debit: moneySchema.nullable(),
  /** The amount in the destination currency when it differs (conversions, FX transfers). */
  counter_amount: moneySchema.nullable(),
  /** The applied rate (destination units per source unit), exactly as quoted. */
  rate: z.string().nullable(),
  quote_id: uuidSchema.nullable(),
  from_wallet: walletRefSchema.nullable(),
  to_wallet: walletRefSchema.nullable(),
  /** The other party: beneficiary, sender, card or network. */
  counterparty: z.object({ name: z.string(), detail: z.string().nullable() }).nullable(),
  beneficiary_id: uuidSchema.nullable(),
  /** Prepared again after a rejection: the rejected transaction this one replaces. */
  resubmission_of: uuidSchema.nullable(),
  /** A rejected transaction its preparer prepared again: the one that replaces it. */
  resubmitted_as: uuidSchema.nullable(),
  /**
   * Money out to someone else: the payee in full, as it was when the transaction was made (the
   * whole IBAN or account number, the BIC, bank and country), so an approver can compare it with
   * an invoice; null for money in, between one's own wallets, and for what has no payee.
   */
  payee: z
    .object({
      name: z.string(),
      iban: z.string().nullable(),
      account_number: z.string().nullable(),
      bic: z.string().nullable(),
      bank_name: z.string().nullable(),
      country: z.string().nullable(),
    })
    .nullable(),
  purpose_code: z.string().nullable(),
  charges: chargesSchema.nullable(),
  reference: z.string().nullable(),
  created_by: personRefSchema.nullable(),
  approved_by: personRefSchema.nullable(),
  rejected_by: personRefSchema.nullable(),
  rejection_reason: z.string().nullable(),
  failure_reason: z.string().nullable(),
  /** Card top-ups: the card's brand and last four digits. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Virtual-asset deposits: the network, address and transaction hash. */
  crypto: z.object({ network: z.string(), address: z.string(), tx_hash: z.string() }).nullable(),
  status_history: z.array(z.object({ status: transactionStatusSchema, at: isoDateTime })),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** A dates range of a list or a statement: ISO days (YYYY-MM-DD), both included, in UAE time. */
export const dateRangeQuery = {
  from: z.iso.date().check(plainText).optional(),
  to: z.iso.date().check(plainText).optional(),
};

/**
 * A preparer's transaction that replaces one of theirs an approver rejected (edited and submitted
 * again): its id. Only for what waits for approval, of the same kind, once (a replacement that
 * expired unconfirmed frees it again).
 */
export const resubmitsSchema = uuidSchema.optional();
