// Top-up: by bank transfer (the wallet's virtual IBAN and a reference) and by card through the
// payment provider (quote → confirm → status).
import { z } from 'zod';
import { defineCall, envelope, isoDateTime, rawText, text, uuidSchema } from './common';
import {
  idempotencyKeySchema,
  minorAmountInputSchema,
  moneySchema,
  renamedAmountField,
  transactionSchema,
} from './money';
import { API_PATHS } from './paths';

export const bankTransferInstructions = defineCall({
  id: 'bankTransferInstructions',
  area: 'topups',
  method: API_PATHS.bankTransferInstructions.method,
  path: API_PATHS.bankTransferInstructions.path,
  summary: 'Where to send money to fund a wallet by bank transfer',
  description:
    "The wallet's IBAN-format virtual account: a transfer to it in the wallet's currency is credited to the wallet " +
    '(in development, simulate one with POST /dev/bank/incoming or `pnpm run sim incoming-transfer`).',
  auth: 'bearer',
  params: z.object({ wallet_id: uuidSchema }),
  status: 200,
  response: envelope(
    z.object({
      wallet_id: uuidSchema,
      currency: z.string(),
      account_name: z.string(),
      account_number: z.string(),
      iban: z.string(),
      bic: z.string(),
      bank_name: z.string(),
      bank_address: z.string(),
      /** Put it in the transfer's reference (not required: the IBAN identifies the wallet). */
      reference: z.string(),
      fee: moneySchema,
    }),
  ),
  errors: ['not_found', 'currency_not_allowed'],
});

export const topupQuoteSchema = z.object({
  quote_id: uuidSchema,
  wallet_id: uuidSchema,
  /** Credited to the wallet. */
  amount: moneySchema,
  fee: moneySchema,
  /** Charged to the card: amount + fee. */
  total_charge: moneySchema,
  expires_at: isoDateTime,
});

export const cardTopupQuote = defineCall({
  id: 'cardTopupQuote',
  area: 'topups',
  method: API_PATHS.cardTopupQuote.method,
  path: API_PATHS.cardTopupQuote.path,
  summary: 'Quote a card top-up: amount, fee (fee schedule) and total charged; valid 30 seconds',
  auth: 'bearer',
  description:
    'amount_minor is what the wallet is credited, in the wallet currency\'s minor units ("10000" for 100.00 AED).',
  body: z.object({
    wallet_id: uuidSchema,
    amount_minor: minorAmountInputSchema,
    amount: renamedAmountField('amount', 'amount_minor'),
  }),
  status: 201,
  response: envelope(topupQuoteSchema),
  errors: ['not_found', 'forbidden', 'limit_exceeded', 'currency_not_allowed'],
});

export const cardInputSchema = z.object({
  /** 12–19 digits (spaces allowed); Luhn-checked. Never stored: only the brand and last four digits are kept. */
  number: text()
    .max(23)
    .regex(/^[\d ]{12,23}$/, 'Enter the card number (12 to 19 digits).'),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int().min(2000).max(2100),
  cvc: rawText().regex(/^\d{3,4}$/, 'Enter the 3- or 4-digit security code.'),
  holder_name: text().min(1).max(100),
});

export const confirmCardTopup = defineCall({
  id: 'confirmCardTopup',
  area: 'topups',
  method: API_PATHS.confirmCardTopup.method,
  path: API_PATHS.confirmCardTopup.path,
  summary:
    'Pay a quoted top-up by card: the provider authorises and captures, then the wallet is credited',
  description:
    "A declined card answers 402 card_declined with the provider's reason (and the failed top-up is in the history). " +
    'Sandbox cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 is declined ' +
    'for insufficient funds. Corporate top-ups by card are for approvers and admins.',
  auth: 'bearer',
  body: z.object({
    idempotency_key: idempotencyKeySchema,
    quote_id: uuidSchema,
    card: cardInputSchema,
  }),
  status: 201,
  response: envelope(transactionSchema),
  errors: [
    'not_found',
    'forbidden',
    'quote_expired',
    'quote_invalid',
    'card_declined',
    'limit_exceeded',
    'idempotency_key_reused',
    'idempotency_in_progress',
  ],
});

export const getTopup = defineCall({
  id: 'getTopup',
  area: 'topups',
  method: API_PATHS.getTopup.method,
  path: API_PATHS.getTopup.path,
  summary: 'Status of a top-up',
  auth: 'bearer',
  params: z.object({ transaction_id: uuidSchema }),
  status: 200,
  response: envelope(transactionSchema),
  errors: ['not_found'],
});
