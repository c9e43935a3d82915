// Scheduled and recurring transfers (issue 27): a standing order repeats an internal transfer or an
// instant payment by proxy on a schedule of calendar dates in the UAE's time (Asia/Dubai): once on a
// date, weekly on a weekday, monthly on a day (the 31st runs on the last day of shorter months) or on
// the last day of the month; until a date, a number of runs, or until stopped. Each run goes through
// the same checks as the customer's own transfer (funds, limits, identity, roles), once.
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
import { codeSentSchema } from './settings';
import { assetCodeSchema, minorAmountInputSchema, moneySchema } from './money';
import { API_PATHS } from './paths';
import { otpSentSchema } from './transfers';

/** A calendar date, YYYY-MM-DD, that exists. */
export const calendarDateSchema = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give a date as YYYY-MM-DD.')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'This date does not exist.');

export const STANDING_FREQUENCIES = ['once', 'weekly', 'monthly', 'last_day'] as const;
export const standingFrequencySchema = z.enum(STANDING_FREQUENCIES);
/** internal and instant as the customer's own; external to a saved beneficiary, in the wallet's currency. */
export const standingKindSchema = z.enum(['internal', 'instant', 'external']);
export const standingStatusSchema = z.enum([
  /** An external order set up and waiting for the one-time code sent for it: it never runs before. */
  'awaiting_confirmation',
  'active',
  'paused',
  'cancelled',
  'finished',
  'awaiting_approval',
]);

const scheduleFields = {
  /** once: on start_date; weekly: on weekday; monthly: on day_of_month; last_day: each month's last day. */
  frequency: standingFrequencySchema,
  /** The first date a run may happen (today or later, Asia/Dubai). */
  start_date: calendarDateSchema,
  /** weekly: 1 (Monday) … 7 (Sunday); start_date's weekday when not given. */
  weekday: z
    .number()
    .int()
    .min(1, 'A weekday is 1 (Monday) to 7 (Sunday).')
    .max(7, 'A weekday is 1 (Monday) to 7 (Sunday).')
    .optional(),
  /** monthly: 1 … 31 (a day past a month's end runs on its last day); start_date's day when not given. */
  day_of_month: z
    .number()
    .int()
    .min(1, 'A day of the month is 1 to 31.')
    .max(31, 'A day of the month is 1 to 31.')
    .optional(),
  /** Ends after this date (inclusive). Without until_date or max_runs: until stopped. */
  until_date: calendarDateSchema.optional(),
  /** Ends after this many runs (a skipped run does not count). */
  max_runs: z
    .number()
    .int()
    .min(1, 'At least one run.')
    .max(1000, 'At most 1,000 runs.')
    .optional(),
};

const reference = text().max(140);

export const standingRunSchema = z.object({
  run_date: z.string(),
  status: z.enum(['pending', 'completed', 'failed', 'skipped']),
  amount: moneySchema.nullable(),
  transaction_id: uuidSchema.nullable(),
  /** A failed run: the refusal's code and, in words, why and what to do. */
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
});
export type StandingRun = z.infer<typeof standingRunSchema>;

export const standingOrderSchema = z.object({
  id: uuidSchema,
  kind: standingKindSchema,
  status: standingStatusSchema,
  from_wallet_id: uuidSchema,
  amount: moneySchema,
  /** Where the money goes, as given (one of these). */
  to: z.object({
    beneficiary_id: uuidSchema.nullable(),
    to_wallet_id: uuidSchema.nullable(),
    to_account_number: z.string().nullable(),
    to_email: z.string().nullable(),
    to_currency: z.string().nullable(),
    proxy: z.string().nullable(),
  }),
  purpose_code: z.string().nullable(),
  reference: z.string().nullable(),
  frequency: standingFrequencySchema,
  start_date: z.string(),
  weekday: z.number().int().nullable(),
  day_of_month: z.number().int().nullable(),
  until_date: z.string().nullable(),
  max_runs: z.number().int().nullable(),
  runs_made: z.number().int(),
  next_run_date: z.string().nullable(),
  /** The next few run dates (Asia/Dubai), the next one first; empty when paused or over. */
  next_runs: z.array(z.string()),
  created_by: uuidSchema,
  approved_by: uuidSchema.nullable(),
  created_at: isoDateTime,
  /** The last run, when it failed: why, so the customer can act. */
  last_failure: standingRunSchema.nullable(),
  /** An external order just set up: where its one-time code went (confirmStandingOrder). */
  confirmation: codeSentSchema.nullable().optional(),
});
export type StandingOrder = z.infer<typeof standingOrderSchema>;

export const createStandingOrder = defineCall({
  id: 'createStandingOrder',
  area: 'standing_orders',
  method: API_PATHS.createStandingOrder.method,
  path: API_PATHS.createStandingOrder.path,
  summary:
    'Schedule a transfer for a date, or repeat it (weekly, monthly, the last day of the month)',
  description:
    'kind internal takes the destination of POST /transfer/internal (exactly one of beneficiary_id, to_wallet_id, ' +
    'to_account_number, to_email with to_currency; same currency as the source, no FX quote); kind instant takes ' +
    'the proxy of POST /instant/pay (AED); kind external a saved external beneficiary (beneficiary_id) in the ' +
    "wallet's currency, with its purpose_code where the UAE's rule asks for one: it is set up awaiting_confirmation " +
    'and a one-time code goes to the customer (confirmStandingOrder); the identity check must be approved. Dates are calendar dates in Asia/Dubai. Each run is made with the same ' +
    "checks as the customer's own transfer and its own idempotency key; a failed run is recorded with its reason " +
    "and not retried. A corporate preparer's order waits for an approver once (awaiting_approval).",
  auth: 'bearer',
  body: z
    .object({
      kind: standingKindSchema,
      from_wallet_id: uuidSchema,
      amount_minor: minorAmountInputSchema,
      beneficiary_id: uuidSchema.optional(),
      to_wallet_id: uuidSchema.optional(),
      to_account_number: text()
        .regex(/^\d{16}$/, 'An account number has 16 digits.')
        .optional(),
      to_email: emailSchema.optional(),
      to_currency: assetCodeSchema.optional(),
      proxy: text().min(3).max(254).optional(),
      purpose_code: text()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, 'A purpose code has three letters, such as SAL or FAM.')
        .optional(),
      reference: reference.optional(),
      ...scheduleFields,
    })
    .superRefine((b, ctx) => {
      const destinations = [b.beneficiary_id, b.to_wallet_id, b.to_account_number, b.to_email];
      if (b.kind === 'internal' && destinations.filter(Boolean).length !== 1)
        ctx.addIssue({
          code: 'custom',
          path: ['beneficiary_id'],
          message:
            'Give exactly one destination: beneficiary_id, to_wallet_id, to_account_number or to_email.',
        });
      if (b.kind === 'internal' && b.to_email && !b.to_currency)
        ctx.addIssue({
          code: 'custom',
          path: ['to_currency'],
          message: "Give the currency of the recipient's wallet to pay into.",
        });
      if (
        b.kind === 'external' &&
        (!b.beneficiary_id || b.to_wallet_id || b.to_account_number || b.to_email || b.proxy)
      )
        ctx.addIssue({
          code: 'custom',
          path: ['beneficiary_id'],
          message:
            'An external standing order goes to a saved external beneficiary: give beneficiary_id only.',
        });
      if (b.kind === 'instant' && (!b.proxy || destinations.some(Boolean)))
        ctx.addIssue({
          code: 'custom',
          path: ['proxy'],
          message: 'An instant payment goes to a mobile number or e-mail: give proxy only.',
        });
      if (b.until_date && b.max_runs)
        ctx.addIssue({
          code: 'custom',
          path: ['until_date'],
          message: 'End by a date or by a number of runs, not both.',
        });
      if (b.until_date && b.until_date < b.start_date)
        ctx.addIssue({
          code: 'custom',
          path: ['until_date'],
          message: 'The end date is before the start date.',
        });
      if (b.frequency !== 'weekly' && b.weekday !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['weekday'],
          message: 'A weekday is for weekly orders only.',
        });
      if (b.frequency !== 'monthly' && b.day_of_month !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['day_of_month'],
          message: 'A day of the month is for monthly orders only.',
        });
    }),
  status: 201,
  response: envelope(standingOrderSchema),
  errors: ['not_found', 'forbidden', 'currency_not_allowed', 'limit_exceeded', 'kyc_required'],
});

export const listStandingOrders = defineCall({
  id: 'listStandingOrders',
  area: 'standing_orders',
  method: API_PATHS.listStandingOrders.method,
  path: API_PATHS.listStandingOrders.path,
  summary: 'Upcoming: the scheduled and recurring transfers still to run, each with its next dates',
  description:
    'Active, paused and awaiting-approval orders of the caller (or their company), the soonest first; ' +
    'with all=true also the cancelled and finished ones.',
  auth: 'bearer',
  query: z.object({ all: z.enum(['true', 'false']).optional() }),
  status: 200,
  response: envelope(z.array(standingOrderSchema)),
  errors: [],
});

const byOrder = z.object({ order_id: uuidSchema });

export const getStandingOrder = defineCall({
  id: 'getStandingOrder',
  area: 'standing_orders',
  method: API_PATHS.getStandingOrder.method,
  path: API_PATHS.getStandingOrder.path,
  summary: 'One standing order with its past runs (completed, failed with the reason, skipped)',
  auth: 'bearer',
  params: byOrder,
  status: 200,
  response: envelope(standingOrderSchema.extend({ runs: z.array(standingRunSchema) })),
  errors: ['not_found'],
});

const orderAction = (
  id: keyof typeof API_PATHS,
  summary: string,
  errors: ('not_found' | 'invalid_state' | 'forbidden')[] = [
    'not_found',
    'invalid_state',
    'forbidden',
  ],
) =>
  defineCall({
    id,
    area: 'standing_orders',
    method: API_PATHS[id].method,
    path: API_PATHS[id].path,
    summary,
    auth: 'bearer',
    params: byOrder,
    status: 200,
    response: envelope(standingOrderSchema),
    errors,
  });

export const skipStandingOrderRun = orderAction(
  'skipStandingOrderRun',
  'Skip the next run (the one after it stays); a skipped run does not count towards max_runs',
);
export const pauseStandingOrder = orderAction(
  'pauseStandingOrder',
  'Pause: nothing runs until resumed (runs due meanwhile are not made later)',
);
export const resumeStandingOrder = orderAction(
  'resumeStandingOrder',
  'Resume a paused order from its next date on or after today',
);
export const cancelStandingOrder = orderAction(
  'cancelStandingOrder',
  'Cancel: no further run (past runs stay in the history)',
);
export const sendStandingOrderApprovalCode = defineCall({
  id: 'sendStandingOrderApprovalCode',
  area: 'standing_orders',
  method: API_PATHS.sendStandingOrderApprovalCode.method,
  path: API_PATHS.sendStandingOrderApprovalCode.path,
  summary: 'Send the approver a one-time code to approve this standing order',
  description:
    "The code goes by the approver's own channel; refused (403) to whom the company's rules do not give the waiting approval.",
  auth: 'bearer',
  params: byOrder,
  body: z.object({ channel: z.enum(['sms', 'whatsapp', 'email']).optional() }).optional(),
  status: 202,
  response: envelope(otpSentSchema),
  errors: ['not_found', 'invalid_state', 'forbidden', 'approval_limit_exceeded', 'rate_limited'],
});

export const approveStandingOrder = defineCall({
  id: 'approveStandingOrder',
  area: 'standing_orders',
  method: API_PATHS.approveStandingOrder.method,
  path: API_PATHS.approveStandingOrder.path,
  summary:
    'Approve a standing order (company approvers and administrators, with their one-time code): with the last approval its path asks for, its runs go without further approval',
  auth: 'bearer',
  params: byOrder,
  body: z.object({ otp_code: otpCodeSchema }),
  status: 200,
  response: envelope(standingOrderSchema),
  errors: [
    'not_found',
    'invalid_state',
    'forbidden',
    'approval_limit_exceeded',
    'invalid_code',
    'code_expired',
    'too_many_attempts',
  ],
});

export const confirmStandingOrder = defineCall({
  id: 'confirmStandingOrder',
  area: 'standing_orders',
  method: API_PATHS.confirmStandingOrder.method,
  path: API_PATHS.confirmStandingOrder.path,
  summary: 'Confirm an external standing order with the one-time code sent for it',
  description:
    'The code is the mandate: the runs then go without one each, as the order says. A preparer’s order then waits for approval once.',
  auth: 'bearer',
  params: byOrder,
  body: z.object({ otp_code: otpCodeSchema }),
  status: 200,
  response: envelope(standingOrderSchema),
  errors: ['not_found', 'invalid_state', 'invalid_code', 'code_expired', 'too_many_attempts'],
});

export const resendStandingOrderCode = defineCall({
  id: 'resendStandingOrderCode',
  area: 'standing_orders',
  method: API_PATHS.resendStandingOrderCode.method,
  path: API_PATHS.resendStandingOrderCode.path,
  summary: 'A new one-time code for an external standing order waiting for its confirmation',
  auth: 'bearer',
  params: byOrder,
  status: 202,
  response: envelope(codeSentSchema),
  errors: ['not_found', 'invalid_state', 'forbidden', 'rate_limited'],
});

export const changeStandingOrderAmount = defineCall({
  id: 'changeStandingOrderAmount',
  area: 'standing_orders',
  method: API_PATHS.changeStandingOrderAmount.method,
  path: API_PATHS.changeStandingOrderAmount.path,
  summary: 'Change the amount of the next runs',
  description:
    "In the source wallet's minor units. A corporate preparer's change needs approval again (awaiting_approval).",
  auth: 'bearer',
  params: byOrder,
  body: z.object({ amount_minor: minorAmountInputSchema }),
  status: 200,
  response: envelope(standingOrderSchema),
  errors: ['not_found', 'invalid_state', 'forbidden', 'limit_exceeded'],
});
