// A company's approval rules (issue 28): who must approve a payment before it goes, by payment kind
// and amount band, how many approvers and which ones (by role or by name), in what order; each
// approver's own limit per payment and per day; whether an approver may approve what they prepared
// below a small amount (off by default). An administrator proposes a change of the rules and a
// second administrator approves it with their one-time code: every proposal and decision is kept
// (the audit trail). The backend applies the rules to every single, batch, scheduled and payroll
// payment; before a preparer submits, the approval path says who will approve, in what order and
// why (POST /approval_path). Amounts are AED minor units (fils) as strings of digits.
import { z } from 'zod';
import {
  customerTypeSchema,
  defineCall,
  envelope,
  isoDateTime,
  otpCodeSchema,
  rawText,
  text,
  uuidSchema,
} from './common';
import { minorAmountInputSchema, moneySchema, personRefSchema, transactionSchema } from './money';
import { MORE_PATHS as API_PATHS } from './paths-more';
import { otpSentSchema } from './transfers';

/** The payment kinds a rule can name: single transfers, conversions, bulk (batch) and payroll payments. */
export const approvalPaymentKindSchema = z.enum([
  'internal_transfer',
  'external_transfer',
  'conversion',
  'bulk_payment',
  'payroll',
]);
export type ApprovalPaymentKind = z.infer<typeof approvalPaymentKindSchema>;

export const approverRoleSchema = z.enum(['approver', 'admin']);

/** An amount bound of a rule or limit: AED fils as a string of digits (0 allowed). */
export const filsBoundSchema = rawText()
  .regex(/^\d{1,13}$/, 'Write the amount in fils as a string of digits ("5000000" for AED 50,000).')
  .meta({ description: 'AED minor units (fils) as a string of digits.', examples: ['5000000'] });

/** One approval of a rule: any of these roles, or any of these people (at least one named). */
export const approvalStepSchema = z
  .object({
    roles: z.array(approverRoleSchema).max(2).default([]),
    customer_ids: z.array(uuidSchema).max(20).default([]),
  })
  .refine((s) => (s.roles?.length ?? 0) + (s.customer_ids?.length ?? 0) > 0, {
    message: 'Name a role or a person for each approval.',
    path: ['roles'],
  });
export type ApprovalStep = z.infer<typeof approvalStepSchema>;

export const approvalRuleSchema = z
  .object({
    name: text().min(1, 'Give the rule a name.').max(80),
    kinds: z.array(approvalPaymentKindSchema).min(1, 'Choose at least one kind of payment.'),
    /** The band's lower bound, included (AED fils). */
    min_amount_minor: filsBoundSchema,
    /** The band's upper bound, not included (AED fils); null: no upper bound. */
    max_amount_minor: filsBoundSchema.nullable(),
    /** The approvals, in order: each needs one approver of its own, never the same person twice. */
    steps: z.array(approvalStepSchema).max(5, 'A rule asks for at most 5 approvals.'),
  })
  .refine(
    // Runs even when a bound is malformed (its own issue says so): compare only digits.
    (r) =>
      r.max_amount_minor === null ||
      !/^\d+$/.test(r.max_amount_minor) ||
      !/^\d+$/.test(r.min_amount_minor) ||
      BigInt(r.max_amount_minor) > BigInt(r.min_amount_minor),
    { message: 'The upper bound must be above the lower bound.', path: ['max_amount_minor'] },
  );
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

export const approverLimitSchema = z.object({
  customer_id: uuidSchema,
  /** The most this approver may approve in one payment (AED fils); null: no limit of their own. */
  per_payment_minor: filsBoundSchema.nullable(),
  /** The most this approver may approve in a day, UAE time (AED fils); null: no limit of their own. */
  daily_minor: filsBoundSchema.nullable(),
});
export type ApproverLimit = z.infer<typeof approverLimitSchema>;

/**
 * The rules as an administrator writes them. The first rule whose kinds and band match a payment
 * decides; no rule matching: a preparer's payment needs one approver or administrator, anyone
 * else's goes at once (the bank's maker-checker default). A preparer's payment always needs at
 * least one approval.
 */
export const approvalPolicySchema = z.object({
  rules: z.array(approvalRuleSchema).max(20),
  approver_limits: z.array(approverLimitSchema).max(50),
  /** Below this (AED fils), an approver who prepares a payment counts as its first approval; null: never (the default). */
  self_approval_below_minor: filsBoundSchema.nullable(),
});
export type ApprovalPolicy = z.infer<typeof approvalPolicySchema>;

export const approvalRuleChangeSchema = z.object({
  id: uuidSchema,
  status: z.enum(['pending', 'applied', 'rejected', 'withdrawn', 'superseded']),
  /** The rules' version it changes, and (once applied) the version it made. */
  base_version: z.number().int(),
  policy: approvalPolicySchema,
  /** What changes, in words, one line each. */
  summary: z.array(z.string()),
  proposed_by: personRefSchema,
  proposed_at: isoDateTime,
  decided_by: personRefSchema.nullable(),
  decided_at: isoDateTime.nullable(),
  reason: z.string().nullable(),
});
export type ApprovalRuleChange = z.infer<typeof approvalRuleChangeSchema>;

/** A user of the company the rules may name: approvers and administrators, with their state. */
export const approvalPersonSchema = z.object({
  customer_id: uuidSchema,
  name: z.string(),
  customer_type: customerTypeSchema,
  status: z.enum(['active', 'invited', 'disabled']),
});

export const approvalRulesSchema = z.object({
  version: z.number().int(),
  /** No rules written yet: the bank's default applies. */
  is_default: z.boolean(),
  policy: approvalPolicySchema,
  updated_at: isoDateTime.nullable(),
  updated_by: personRefSchema.nullable(),
  people: z.array(approvalPersonSchema),
  pending_change: approvalRuleChangeSchema.nullable(),
  /** How many active administrators the company has: a change needs two. */
  active_admins: z.number().int(),
});
export type ApprovalRules = z.infer<typeof approvalRulesSchema>;

/** One approval on a payment's path: who may give it, and (once given) who did. */
export const approvalPathStepSchema = z.object({
  step: z.number().int().min(1),
  /** Who may approve, in words: "An approver or administrator", "Adam Falcon". */
  label: z.string(),
  roles: z.array(approverRoleSchema),
  /** The people who may give this approval now (the preparer left out). */
  approvers: z.array(personRefSchema),
  status: z.enum(['waiting', 'approved', 'self_approved']),
  approved_by: personRefSchema.nullable(),
  approved_at: isoDateTime.nullable(),
});

export const approvalPathSchema = z.object({
  /** false: the payment goes as soon as it is confirmed. */
  required: z.boolean(),
  /** The company's rule that applies (null: the bank's default). */
  rule: z.object({ index: z.number().int(), name: z.string() }).nullable(),
  /** Why, in words. */
  reason: z.string(),
  kind: approvalPaymentKindSchema,
  /** The amount the rule reads, in AED at the mid-market rate. */
  aed_value: moneySchema,
  steps: z.array(approvalPathStepSchema),
});
export type ApprovalPath = z.infer<typeof approvalPathSchema>;

/** A payment waiting for approval, with its path and what the caller may do. */
export const approvalProgressSchema = approvalPathSchema.extend({
  /** The step waiting now (1-based); null once every approval is given. */
  current_step: z.number().int().nullable(),
  /** Whether the caller may give the next approval, and if not, why in words. */
  you: z.object({
    can_approve: z.boolean(),
    /** over_limit: the payment exceeds the caller's own limit per payment or per day. */
    reason: z
      .enum(['prepared_it', 'already_approved', 'not_on_step', 'over_limit', 'not_an_approver'])
      .nullable(),
    message: z.string().nullable(),
  }),
});
export type ApprovalProgress = z.infer<typeof approvalProgressSchema>;

/** A transaction in waiting review: the transaction and its approval path. */
export const reviewTransactionSchema = transactionSchema.extend({
  approval: approvalProgressSchema.nullable(),
});
export type ReviewTransaction = z.infer<typeof reviewTransactionSchema>;

const changeParams = z.object({ change_id: uuidSchema });

export const getApprovalRules = defineCall({
  id: 'getApprovalRules',
  area: 'approval_rules',
  method: API_PATHS.getApprovalRules.method,
  path: API_PATHS.getApprovalRules.path,
  summary: "The company's approval rules, the people they may name, and a change waiting",
  description: 'Every corporate user may read them (a preparer sees who approves what).',
  auth: 'bearer',
  status: 200,
  response: envelope(approvalRulesSchema),
  errors: ['forbidden'],
});

export const proposeApprovalRules = defineCall({
  id: 'proposeApprovalRules',
  area: 'approval_rules',
  method: API_PATHS.proposeApprovalRules.method,
  path: API_PATHS.proposeApprovalRules.path,
  summary: 'Propose new approval rules (administrators): a second administrator approves them',
  description:
    'base_version is the version the proposal was written on: a proposal on rules changed since is refused (409 ' +
    'invalid_state), as is a second proposal while one waits. Bands of the same kind must not overlap; every person ' +
    'named must be an approver or administrator of the company.',
  auth: 'bearer',
  body: z.object({ base_version: z.number().int().min(0), policy: approvalPolicySchema }),
  status: 201,
  response: envelope(approvalRuleChangeSchema),
  errors: ['forbidden', 'invalid_state'],
});

export const listApprovalRuleChanges = defineCall({
  id: 'listApprovalRuleChanges',
  area: 'approval_rules',
  method: API_PATHS.listApprovalRuleChanges.method,
  path: API_PATHS.listApprovalRuleChanges.path,
  summary: 'The audit trail of the rules: every proposal and its decision, newest first',
  auth: 'bearer',
  status: 200,
  response: envelope(z.array(approvalRuleChangeSchema)),
  errors: ['forbidden'],
});

export const sendApprovalRuleChangeCode = defineCall({
  id: 'sendApprovalRuleChangeCode',
  area: 'approval_rules',
  method: API_PATHS.sendApprovalRuleChangeCode.method,
  path: API_PATHS.sendApprovalRuleChangeCode.path,
  summary: 'Send the second administrator a one-time code to approve this change',
  auth: 'bearer',
  params: changeParams,
  body: z.object({ channel: z.enum(['sms', 'whatsapp', 'email']).optional() }).optional(),
  status: 202,
  response: envelope(otpSentSchema),
  errors: ['not_found', 'forbidden', 'invalid_state', 'rate_limited'],
});

export const approveApprovalRuleChange = defineCall({
  id: 'approveApprovalRuleChange',
  area: 'approval_rules',
  method: API_PATHS.approveApprovalRuleChange.method,
  path: API_PATHS.approveApprovalRuleChange.path,
  summary: 'Approve a proposed change (another administrator than its author): the rules apply now',
  description:
    'Payments already waiting keep the path they were given; new payments follow the new rules.',
  auth: 'bearer',
  params: changeParams,
  body: z.object({ otp_code: otpCodeSchema }),
  status: 200,
  response: envelope(approvalRuleChangeSchema),
  errors: [
    'not_found',
    'forbidden',
    'invalid_state',
    'invalid_code',
    'code_expired',
    'too_many_attempts',
  ],
});

export const rejectApprovalRuleChange = defineCall({
  id: 'rejectApprovalRuleChange',
  area: 'approval_rules',
  method: API_PATHS.rejectApprovalRuleChange.method,
  path: API_PATHS.rejectApprovalRuleChange.path,
  summary: 'Reject a proposed change (another administrator than its author)',
  auth: 'bearer',
  params: changeParams,
  body: z.object({ reason: text().min(1, 'Say why.').max(280) }),
  status: 200,
  response: envelope(approvalRuleChangeSchema),
  errors: ['not_found', 'forbidden', 'invalid_state'],
});

export const withdrawApprovalRuleChange = defineCall({
  id: 'withdrawApprovalRuleChange',
  area: 'approval_rules',
  method: API_PATHS.withdrawApprovalRuleChange.method,
  path: API_PATHS.withdrawApprovalRuleChange.path,
  summary: 'Withdraw one’s own proposed change before it is decided',
  auth: 'bearer',
  params: changeParams,
  status: 200,
  response: envelope(approvalRuleChangeSchema),
  errors: ['not_found', 'forbidden', 'invalid_state'],
});

export const previewApprovalPath = defineCall({
  id: 'previewApprovalPath',
  area: 'approval_rules',
  method: API_PATHS.previewApprovalPath.method,
  path: API_PATHS.previewApprovalPath.path,
  summary: 'Who will have to approve a payment, in what order and why, before it is submitted',
  description:
    'The amount is in minor units of currency (the source wallet’s); the rules read its AED value at the mid rate. ' +
    'Individuals get required: false.',
  auth: 'bearer',
  body: z.object({
    kind: approvalPaymentKindSchema,
    currency: text()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'Use a currency code such as AED.'),
    amount_minor: minorAmountInputSchema,
  }),
  status: 200,
  response: envelope(approvalPathSchema),
  errors: ['not_found'],
});
