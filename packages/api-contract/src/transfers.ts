// Internal transfers (to another customer of the bank or between the caller's own wallets) and
// external transfers (to a bank elsewhere: purpose code, charges OUR/SHA/BEN, fee, FX quote,
// review, one-time-code confirmation, then pending → processing → completed / failed / returned).
import { z } from 'zod';
import {
  defineCall,
  emailSchema,
  envelope,
  isoDateTime,
  otpCodeSchema,
  text,
  uuidSchema,
} from './common';
import { externalBeneficiaryInputSchema } from './beneficiaries';
import { fxQuoteSchema } from './fx';
import {
  assetCodeSchema,
  chargesSchema,
  idempotencyKeySchema,
  minorAmountInputSchema,
  moneySchema,
  renamedAmountField,
  resubmitsSchema,
  transactionSchema,
} from './money';
import { passkeyProofSchema } from './passkeys';
import { API_PATHS } from './paths';

const purposeCode = text()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'A purpose code has three letters, such as SAL or FAM.');
const reference = text().max(140);

const accountNumber = text().regex(/^\d{16}$/, 'An account number has 16 digits.');

export const internalTransfer = defineCall({
  id: 'internalTransfer',
  area: 'transfers',
  method: API_PATHS.internalTransfer.method,
  path: API_PATHS.internalTransfer.path,
  summary: "Pay another customer of the bank, or move money between the caller's own wallets",
  description:
    "Exactly one destination: beneficiary_id (a saved internal beneficiary), to_wallet_id (one of the caller's " +
    'wallets), to_account_number (a new one, entered inline) or to_email with to_currency (a new one by the e-mail ' +
    'address they bank with: their wallet in that currency; POST /transfer/internal/recipient says which they hold). ' +
    'amount_minor is in the source wallet\'s minor units ("25075" for 250.75 AED). When the currencies differ, ' +
    'quote_id is required (POST /fx/quote for the same pair and amount_minor). Completes at ' +
    "once; a corporate preparer's transfer waits for approval (awaiting_approval).",
  auth: 'bearer',
  body: z
    .object({
      idempotency_key: idempotencyKeySchema,
      from_wallet_id: uuidSchema,
      beneficiary_id: uuidSchema.optional(),
      to_wallet_id: uuidSchema.optional(),
      to_account_number: accountNumber.optional(),
      to_email: emailSchema.optional(),
      /** With to_email: the currency of the recipient's wallet to pay into. */
      to_currency: assetCodeSchema.optional(),
      /** In the source wallet's minor units. */
      amount_minor: minorAmountInputSchema,
      amount: renamedAmountField('amount', 'amount_minor'),
      quote_id: uuidSchema.optional(),
      purpose_code: purposeCode.optional(),
      reference: reference.optional(),
      resubmits: resubmitsSchema,
    })
    .refine(
      (b) =>
        [b.beneficiary_id, b.to_wallet_id, b.to_account_number, b.to_email].filter(Boolean)
          .length === 1,
      {
        message:
          'Give exactly one destination: beneficiary_id, to_wallet_id, to_account_number or to_email.',
        path: ['beneficiary_id'],
      },
    )
    .refine((b) => !b.to_email || b.to_currency, {
      message: "Give the currency of the recipient's wallet to pay into.",
      path: ['to_currency'],
    }),
  status: 201,
  response: envelope(transactionSchema),
  errors: [
    'not_found',
    'forbidden',
    'insufficient_funds',
    'limit_exceeded',
    'quote_expired',
    'quote_invalid',
    'idempotency_key_reused',
    'idempotency_in_progress',
    'currency_not_allowed',
    'invalid_state',
  ],
});

/** Who a new internal recipient is, as far as paying them needs: never their account number or full name. */
export const internalRecipientSchema = z.object({
  /** The name the bank holds, masked for privacy ("Mariam A."; a company's name in full). */
  name: z.string(),
  /** The currencies the recipient can be paid in (their fiat wallets); one for an account number. */
  currencies: z.array(z.string()),
});

export const lookupInternalRecipient = defineCall({
  id: 'lookupInternalRecipient',
  area: 'transfers',
  method: API_PATHS.lookupInternalRecipient.method,
  path: API_PATHS.lookupInternalRecipient.path,
  summary: 'Name a new internal recipient (masked) before paying them, by account number or e-mail',
  description:
    'Confirmation of payee: the masked name the bank holds and the currencies the recipient can be paid in. An address ' +
    'or number that no customer can be paid at answers the same 404 whatever the reason (no such customer, disabled, ' +
    'no wallet). Limited per customer (rate_limited) so that addresses cannot be probed in bulk. POST, so the e-mail ' +
    'never lands in a URL or an access log.',
  auth: 'bearer',
  body: z
    .object({ account_number: accountNumber.optional(), email: emailSchema.optional() })
    .refine((b) => Boolean(b.account_number) !== Boolean(b.email), {
      message: 'Give the account number or the e-mail address (one of them).',
      path: ['account_number'],
    }),
  status: 200,
  response: envelope(internalRecipientSchema),
  errors: ['not_found', 'forbidden', 'currency_not_allowed'],
});

const externalTarget = {
  from_wallet_id: uuidSchema,
  /** A saved external beneficiary… */
  beneficiary_id: uuidSchema.optional(),
  /** …or one entered inline (external_step1N). */
  beneficiary: externalBeneficiaryInputSchema.omit({ kind: true }).optional(),
  /** The amount sent, in the source wallet's minor units… */
  amount_minor: minorAmountInputSchema.optional(),
  /** …or what the beneficiary's bank should receive, in the beneficiary's currency's minor units. */
  buy_amount_minor: minorAmountInputSchema.optional(),
  amount: renamedAmountField('amount', 'amount_minor'),
  buy_amount: renamedAmountField('buy_amount', 'buy_amount_minor'),
  charges: chargesSchema,
};
const oneTarget = (b: { beneficiary_id?: string | undefined; beneficiary?: unknown }) =>
  Boolean(b.beneficiary_id) !== Boolean(b.beneficiary);
const oneTargetMessage = {
  message: 'Give beneficiary_id or beneficiary (one of them).',
  path: ['beneficiary_id'],
};
const oneAmount = (b: {
  amount_minor?: string | undefined;
  buy_amount_minor?: string | undefined;
}) => (b.amount_minor === undefined) !== (b.buy_amount_minor === undefined);
const oneAmountMessage = {
  message:
    "Give amount_minor (the amount sent) or buy_amount_minor (what the beneficiary's bank should receive): one of them, in minor units.",
  path: ['amount_minor'],
};
/** The two ways of naming the amount, as the review and the creation document them. */
const amountSides =
  'Give one side, in integer minor units as a string of digits: amount_minor is the amount sent from the wallet, in ' +
  "its currency (with charges BEN the fee is taken from it); buy_amount_minor is what the beneficiary's bank should " +
  'receive, in the beneficiary\'s currency (an invoice\'s amount: "1200000" for GBP 12,000.00). For a buy_amount_minor ' +
  'in another currency the FX quote buys exactly that and sells the least that buys it at the quoted rate (rounded ' +
  "up to the wallet's minor unit, in the bank's favour, as POST /fx/quote does): the amount is what the quote sells " +
  '(with charges BEN, that plus the fee, so that the fee taken from it leaves exactly what the quote sells).';

export const externalPreviewSchema = z.object({
  /** The amount sent, in the wallet's currency (for a buy_amount_minor: computed from the quote). */
  amount: moneySchema,
  fee: moneySchema,
  /** The part of the fee that pays the correspondent banks (OUR only). */
  correspondent_fee: moneySchema,
  total_debit: moneySchema,
  /** What the beneficiary's bank is sent, in the beneficiary's currency (before its own charges for SHA/BEN): exactly buy_amount_minor when given. */
  beneficiary_receives: moneySchema,
  charges: chargesSchema,
  /** Present when the currencies differ: use its quote_id to create the transfer before it expires. */
  quote: fxQuoteSchema.nullable(),
  /** True for transfers in AED and to or from the UAE. */
  purpose_code_required: z.boolean(),
});

export const externalTransferQuote = defineCall({
  id: 'externalTransferQuote',
  area: 'transfers',
  method: API_PATHS.externalTransferQuote.method,
  path: API_PATHS.externalTransferQuote.path,
  summary:
    'Review an external transfer: fee for the charges option, FX quote, totals, purpose-code rule',
  description: amountSides,
  auth: 'bearer',
  body: z
    .object(externalTarget)
    .refine(oneTarget, oneTargetMessage)
    .refine(oneAmount, oneAmountMessage),
  status: 201,
  response: envelope(externalPreviewSchema),
  errors: ['not_found', 'forbidden', 'limit_exceeded', 'currency_not_allowed', 'kyc_required'],
});

/** Where and until when the one-time code was sent (also the answer of a new code). */
export const otpSentSchema = z.object({
  channel: z.enum(['sms', 'whatsapp', 'email']),
  /** Masked phone number or e-mail. */
  sent_to: z.string(),
  expires_at: isoDateTime,
});

/** The new transfer (awaiting_confirmation), as every call answers a transaction, with how its code was sent. */
export const createdExternalTransferSchema = transactionSchema.extend({
  confirmation: otpSentSchema,
});

export const createExternalTransfer = defineCall({
  id: 'createExternalTransfer',
  area: 'transfers',
  method: API_PATHS.createExternalTransfer.method,
  path: API_PATHS.createExternalTransfer.path,
  summary: 'Create an external transfer after review; a one-time code is sent to confirm it',
  description:
    'purpose_code is required for transfers in AED and to or from the UAE; a withdrawn code is refused with the codes ' +
    'that replace it. The amount is named as in the review (amount_minor or buy_amount_minor, one of them). When the ' +
    'currencies differ, quote_id (from /transfer/external/quote, for the same side and amount) fixes the rate, and ' +
    'with buy_amount_minor the amount sent is the one the quote sells. The transfer ' +
    'waits in awaiting_confirmation for 10 minutes; nothing is held or debited yet. Answers the transaction itself ' +
    '(data.transaction_id, data.status, …) with data.confirmation: the channel, the masked recipient and the expiry of the code.',
  auth: 'bearer',
  body: z
    .object({
      idempotency_key: idempotencyKeySchema,
      ...externalTarget,
      save_beneficiary: z.boolean().optional(),
      purpose_code: purposeCode.optional(),
      reference: reference.optional(),
      quote_id: uuidSchema.optional(),
      resubmits: resubmitsSchema,
    })
    .refine(oneTarget, oneTargetMessage)
    .refine(oneAmount, oneAmountMessage),
  status: 201,
  response: envelope(createdExternalTransferSchema),
  errors: [
    'not_found',
    'forbidden',
    'insufficient_funds',
    'limit_exceeded',
    'quote_expired',
    'quote_invalid',
    'idempotency_key_reused',
    'idempotency_in_progress',
    'currency_not_allowed',
    'kyc_required',
    'invalid_state',
  ],
});

const byTransaction = z.object({ transaction_id: uuidSchema });

export const resendTransferOtp = defineCall({
  id: 'resendTransferOtp',
  area: 'transfers',
  method: API_PATHS.resendTransferOtp.method,
  path: API_PATHS.resendTransferOtp.path,
  summary: 'Send a new one-time code for an external transfer awaiting confirmation',
  auth: 'bearer',
  params: byTransaction,
  body: z.object({ channel: z.enum(['sms', 'whatsapp', 'email']).optional() }).optional(),
  status: 202,
  response: envelope(otpSentSchema),
  errors: ['not_found', 'invalid_state', 'rate_limited', 'kyc_required'],
});

export const confirmExternalTransfer = defineCall({
  id: 'confirmExternalTransfer',
  area: 'transfers',
  method: API_PATHS.confirmExternalTransfer.method,
  path: API_PATHS.confirmExternalTransfer.path,
  summary: 'Confirm an external transfer with its one-time code or a passkey',
  description:
    'Holds amount + fee on the wallet and hands the transfer to the payment rail (pending → processing → completed, ' +
    "or failed / returned). A corporate preparer's transfer goes to awaiting_approval instead and nothing is held.",
  auth: 'bearer',
  params: byTransaction,
  body: z
    .object({
      idempotency_key: idempotencyKeySchema,
      /** The code sent by SMS; or, instead, `passkey`. */
      otp_code: otpCodeSchema.optional(),
      /** An approval signed with a passkey (passkeyApprovalOptions, action confirm_external_transfer). */
      passkey: passkeyProofSchema.optional(),
    })
    .refine((b) => (b.otp_code === undefined) !== (b.passkey === undefined), {
      message: 'Confirm with the code we sent, or with your passkey.',
      path: ['otp_code'],
    }),
  status: 200,
  response: envelope(transactionSchema),
  errors: [
    'not_found',
    'invalid_state',
    'invalid_code',
    'passkey_rejected',
    'code_expired',
    'too_many_attempts',
    'insufficient_funds',
    'limit_exceeded',
    'idempotency_key_reused',
    'idempotency_in_progress',
    'kyc_required',
  ],
});
