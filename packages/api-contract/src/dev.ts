// Development-only calls (never served when NODE_ENV=production).
import { z } from 'zod';
import { defineCall, envelope, isoDateTime, rawText, text, uuidSchema } from './common';
import { minorAmountInputSchema, renamedAmountField } from './money';
import { MORE_PATHS as API_PATHS } from './paths-more';

export const outboxMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms', 'whatsapp']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: isoDateTime,
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const readOutbox = defineCall({
  id: 'readOutbox',
  area: 'dev',
  method: API_PATHS.readOutbox.method,
  path: API_PATHS.readOutbox.path,
  summary: 'The development outbox: messages the backend "sent", newest first',
  auth: 'none',
  devOnly: true,
  query: z.object({
    recipient: rawText().max(254).optional(),
    channel: z.enum(['email', 'sms', 'whatsapp']).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  }),
  status: 200,
  response: envelope(z.array(outboxMessageSchema)),
  errors: [],
});

/** Development-only simulations of the outside world (never served in production). */
export const simulateIncomingTransfer = defineCall({
  id: 'simulateIncomingTransfer',
  area: 'dev',
  method: API_PATHS.simulateIncomingTransfer.method,
  path: API_PATHS.simulateIncomingTransfer.path,
  summary: "Simulate an incoming bank transfer to a wallet's virtual IBAN (a bank-transfer top-up)",
  auth: 'none',
  devOnly: true,
  body: z.object({
    iban: text().max(42),
    /** In the currency's minor units: "150000" for 1,500.00 AED. */
    amount_minor: minorAmountInputSchema,
    amount: renamedAmountField('amount', 'amount_minor'),
    currency: text().toUpperCase().max(5),
    sender_name: text().min(1).max(140).default('Sandbox Sender'),
    reference: text().max(140).optional(),
    /** The sending bank's unique reference: the same one is credited once. */
    end_to_end_id: text().min(1).max(64).optional(),
  }),
  status: 201,
  response: envelope(
    z.object({ transaction_id: z.uuid(), wallet_id: z.uuid(), duplicate: z.boolean() }),
  ),
  errors: ['not_found', 'currency_not_allowed'],
});

export const simulateCryptoDeposit = defineCall({
  id: 'simulateCryptoDeposit',
  area: 'dev',
  method: API_PATHS.simulateCryptoDeposit.method,
  path: API_PATHS.simulateCryptoDeposit.path,
  summary:
    'Simulate an incoming virtual-asset deposit to a custody address (the sandbox custody adapter)',
  auth: 'none',
  devOnly: true,
  body: z
    .object({
      /** The deposit address (and memo where the network needs one)… */
      address: text().min(10).max(120).optional(),
      memo: text().max(64).optional(),
      /** …or a customer's e-mail: their address for the asset (on `network`, or the asset's first network). */
      email: text().max(254).optional(),
      network: text().toLowerCase().max(30).optional(),
      asset: text().toUpperCase().max(5),
      /** In the asset's minor units: "1000000" for 0.01 BTC (8 decimals). */
      amount_minor: minorAmountInputSchema,
      amount: renamedAmountField('amount', 'amount_minor'),
      /** The chain's transaction hash: the same one is credited once. */
      tx_hash: text().min(8).max(100).optional(),
    })
    .refine((b) => Boolean(b.address) !== Boolean(b.email), {
      message: 'Give the address or the e-mail (one of them).',
      path: ['address'],
    }),
  status: 201,
  response: envelope(
    z.object({ transaction_id: z.uuid(), wallet_id: z.uuid(), duplicate: z.boolean() }),
  ),
  errors: ['not_found', 'currency_not_allowed'],
});

export const advanceRail = defineCall({
  id: 'advanceRail',
  area: 'dev',
  method: API_PATHS.advanceRail.method,
  path: API_PATHS.advanceRail.path,
  summary: 'Run the sandbox payment rail now (it also runs by itself every few seconds)',
  auth: 'none',
  devOnly: true,
  status: 200,
  response: envelope(z.object({ advanced: z.number().int() })),
  errors: [],
});

export const runSchedulerTick = defineCall({
  id: 'runSchedulerTick',
  area: 'dev',
  method: API_PATHS.runSchedulerTick.method,
  path: API_PATHS.runSchedulerTick.path,
  summary:
    "Make the standing orders' runs due by the server's clock now, and wait until they are made",
  description:
    'What the job queue does every minute by itself; tests and journeys move the clock and call this instead of waiting.',
  auth: 'none',
  devOnly: true,
  status: 200,
  response: envelope(
    z.object({
      claimed: z.number().int(),
      completed: z.number().int(),
      failed: z.number().int(),
    }),
  ),
  errors: [],
});

export const setFxRates = defineCall({
  id: 'setFxRates',
  area: 'dev',
  method: API_PATHS.setFxRates.method,
  path: API_PATHS.setFxRates.path,
  summary: 'Set mid rates (what `pnpm run fx:update` sends to a running development server)',
  description: 'Fiat: units per 1 USD (AED=3.6725). Virtual assets: the USD price (BTC=95000).',
  auth: 'none',
  devOnly: true,
  body: z.object({
    rates: z
      .record(
        text().toUpperCase().max(5),
        text()
          .regex(/^\d+(\.\d+)?$/)
          .max(40),
      )
      .default({}),
    /** Moves every rate at random by up to ± this percentage (a demo market). */
    drift_pct: z.number().min(0).max(20).optional(),
    source: text().max(60).default('manual'),
  }),
  status: 200,
  response: envelope(
    z.object({ updated: z.number().int(), rates: z.record(z.string(), z.string()) }),
  ),
  errors: ['currency_not_allowed', 'value_out_of_range'],
});

export const expireQuote = defineCall({
  id: 'expireQuote',
  area: 'dev',
  method: API_PATHS.expireQuote.method,
  path: API_PATHS.expireQuote.path,
  summary:
    'Make a quote expire now (journeys test the expired-quote refusal without waiting for it)',
  description:
    "Moves only this quote's expires_at to the server's now: other quotes and the clock are untouched.",
  auth: 'none',
  devOnly: true,
  params: z.object({ quote_id: uuidSchema }),
  status: 200,
  response: envelope(z.object({ quote_id: z.string(), expires_at: isoDateTime })),
  errors: ['not_found'],
});
