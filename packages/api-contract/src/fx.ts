// Conversion between the caller's wallets (fiat and virtual assets): a quote with rate, fee and
// expiry (30 s), then execution at exactly the quoted rate while the quote is valid.
import { z } from 'zod';
import { defineCall, envelope, isoDateTime, uuidSchema } from './common';
import {
  assetCodeSchema,
  idempotencyKeySchema,
  minorAmountInputSchema,
  moneySchema,
  renamedAmountField,
  resubmitsSchema,
  transactionSchema,
} from './money';
import { API_PATHS } from './paths';

export const fxQuoteSchema = z.object({
  quote_id: uuidSchema,
  from_currency: z.string(),
  to_currency: z.string(),
  /** Sold from the source wallet (fee excluded). */
  sell: moneySchema,
  /** Bought into the destination: sell × rate, rounded down to the destination's minor unit. */
  buy: moneySchema,
  fee: moneySchema,
  /** sell + fee. */
  total_debit: moneySchema,
  /** Destination units per source unit, spread included, 10 significant digits: the rate applied. */
  rate: z.string(),
  /** The mid-market rate, for display. */
  mid_rate: z.string(),
  /** The inverse of rate, for display ("1 AED = … USD"). */
  inverse_rate: z.string(),
  spread_bps: z.number().int().nonnegative(),
  expires_at: isoDateTime,
  expires_in: z.number().int().nonnegative(),
});
export type FxQuote = z.infer<typeof fxQuoteSchema>;

export const fxQuote = defineCall({
  id: 'fxQuote',
  area: 'fx',
  method: API_PATHS.fxQuote.method,
  path: API_PATHS.fxQuote.path,
  summary: 'Quote a conversion (also used by FX transfers): rate, fee and expiry',
  description:
    "Give one side, in integer minor units as a string of digits: amount_minor is what is sold, in from_currency's " +
    'minor units; buy_amount_minor is what should arrive, in to_currency\'s ("100000" for 0.001 BTC). For a ' +
    'buy_amount_minor the quote buys exactly that and sells the least that buys it at the quoted rate (rounded up to ' +
    "from_currency's minor unit, in the bank's favour, never a fraction). The quote belongs to the caller and is used " +
    'once, before expires_at (30 seconds by default). Virtual assets need crypto eligibility.',
  auth: 'bearer',
  body: z
    .object({
      from_currency: assetCodeSchema,
      to_currency: assetCodeSchema,
      amount_minor: minorAmountInputSchema.optional(),
      buy_amount_minor: minorAmountInputSchema.optional(),
      amount: renamedAmountField('amount', 'amount_minor'),
      buy_amount: renamedAmountField('buy_amount', 'buy_amount_minor'),
    })
    .refine((b) => (b.amount_minor === undefined) !== (b.buy_amount_minor === undefined), {
      message:
        'Give amount_minor (what is sold) or buy_amount_minor (what should arrive): one of them, in minor units.',
      path: ['amount_minor'],
    }),
  status: 201,
  response: envelope(fxQuoteSchema),
  errors: ['currency_not_allowed', 'kyc_required', 'forbidden', 'limit_exceeded'],
});

export const executeConversion = defineCall({
  id: 'executeConversion',
  area: 'fx',
  method: API_PATHS.executeConversion.method,
  path: API_PATHS.executeConversion.path,
  summary: "Convert between two of the caller's wallets at a quote's rate",
  description:
    'Both wallets must exist. An expired quote answers 409 quote_expired; a used one 409 quote_invalid. A corporate ' +
    "preparer's conversion waits for approval (status awaiting_approval).",
  auth: 'bearer',
  body: z.object({
    idempotency_key: idempotencyKeySchema,
    quote_id: uuidSchema,
    resubmits: resubmitsSchema,
  }),
  status: 201,
  response: envelope(transactionSchema),
  errors: [
    'not_found',
    'forbidden',
    'invalid_state',
    'quote_expired',
    'quote_invalid',
    'insufficient_funds',
    'limit_exceeded',
    'idempotency_key_reused',
    'idempotency_in_progress',
    'kyc_required',
  ],
});

export const listFxRates = defineCall({
  id: 'listFxRates',
  area: 'fx',
  method: API_PATHS.listFxRates.method,
  path: API_PATHS.listFxRates.path,
  summary: 'Indicative mid rates against a base currency (no spread)',
  auth: 'bearer',
  query: z.object({ base: assetCodeSchema.optional() }),
  status: 200,
  response: envelope(
    z.object({
      base: z.string(),
      rates: z.array(
        z.object({ currency: z.string(), mid_rate: z.string(), updated_at: isoDateTime }),
      ),
      spread_bps: z.number().int(),
      crypto_spread_bps: z.number().int(),
    }),
  ),
  errors: ['currency_not_allowed'],
});
