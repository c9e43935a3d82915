// Limits and fees per customer type. The fee schedule is public: the app's fee pages
// (/fees-charging, -individuals, -business) render it from the same data the server charges.
import { z } from 'zod';
import { defineCall, envelope, isoDateTime, userTypeSchema } from './common';
import { moneySchema } from './money';
import { API_PATHS } from './paths';

export const feeRuleSchema = z.object({
  transaction_type: z.string(),
  label: z.string(),
  /** Percentage in basis points (150 = 1.5 %). */
  percent_bps: z.number().int().nonnegative(),
  /** Fixed part, minimum and maximum, in AED (charged in the wallet's currency at the mid rate). */
  fixed: moneySchema,
  min: moneySchema,
  max: moneySchema.nullable(),
  /** Extra for charges option OUR (external transfers): paid to the correspondent banks. */
  our_surcharge: moneySchema.nullable(),
  note: z.string(),
});

export const limitRuleSchema = z.object({
  kind: z.enum(['transfer', 'topup_card', 'conversion', 'crypto']),
  label: z.string(),
  per_transaction: moneySchema,
  daily: moneySchema,
  monthly: moneySchema,
});

export const feeScheduleSchema = z.object({
  customer_type: userTypeSchema,
  label: z.string(),
  fees: z.array(feeRuleSchema),
  limits: z.array(limitRuleSchema),
  /** The limits before the identity check is approved (external transfers and virtual assets wait for it). */
  limits_before_verification: z.array(limitRuleSchema),
  fx_spread_bps: z.number().int(),
  crypto_spread_bps: z.number().int(),
});

export const publicFees = defineCall({
  id: 'publicFees',
  area: 'fees',
  method: API_PATHS.publicFees.method,
  path: API_PATHS.publicFees.path,
  summary: 'The fee schedule and limits for individuals and businesses (public, for the fee pages)',
  description: 'No login. Amounts in AED; ?customer_type=individual|corporate narrows it to one.',
  auth: 'none',
  query: z.object({ customer_type: userTypeSchema.optional() }),
  status: 200,
  response: envelope(
    z.object({
      currency: z.literal('AED'),
      schedules: z.array(feeScheduleSchema),
      updated_at: isoDateTime,
    }),
  ),
  errors: [],
});

export const getLimits = defineCall({
  id: 'getLimits',
  area: 'fees',
  method: API_PATHS.getLimits.method,
  path: API_PATHS.getLimits.path,
  summary: "The caller's limits and what is used today and this month (UAE time), in AED",
  description: 'The limits in force: the smaller ones before the identity check (KYC) is approved.',
  auth: 'bearer',
  status: 200,
  response: envelope(
    z.array(
      limitRuleSchema.extend({
        used_today: moneySchema,
        used_this_month: moneySchema,
        remaining_today: moneySchema,
        remaining_this_month: moneySchema,
      }),
    ),
  ),
  errors: [],
});
