// A company's approval rules and approval paths as the contract shapes them (issue 28), for the
// tests of the approval rules' screen, the money flows' "Who will approve" and waiting review.
import type {
  ApprovalPath,
  ApprovalProgress,
  ApprovalRuleChange,
  ApprovalRules,
  ReviewTransaction,
  Transaction,
} from '@bank/api-contract';

const id = (n: number) => `5e6f7a8b-9c0d-4e1f-8a2b-${String(n).padStart(12, '0')}`;

export const HAMAD = { customer_id: id(1), name: 'Hamad Falcon' };
export const SARA = { customer_id: id(2), name: 'Sara Falcon' };
export const ADAM = { customer_id: id(3), name: 'Adam Falcon' };
const OMAR = { customer_id: id(4), name: 'Omar Falcon' };

/** Falcon Trading's users the rules may name: two administrators, an approver, a preparer. */
const PEOPLE: ApprovalRules['people'] = [
  { ...HAMAD, customer_type: 'admin', status: 'active' },
  { ...SARA, customer_type: 'admin', status: 'active' },
  { ...ADAM, customer_type: 'approver', status: 'active' },
  { ...OMAR, customer_type: 'preparer', status: 'active' },
];

/** No rule written: the bank's default applies. */
export function defaultRules(over: Partial<ApprovalRules> = {}): ApprovalRules {
  return {
    version: 0,
    is_default: true,
    policy: { rules: [], approver_limits: [], self_approval_below_minor: null },
    updated_at: null,
    updated_by: null,
    people: PEOPLE,
    pending_change: null,
    active_admins: 2,
    ...over,
  };
}

/** Transfers below AED 50,000 need an approver; AED 50,000 or more an approver then Sara. */
const BANDED_POLICY: ApprovalRules['policy'] = {
  rules: [
    {
      name: 'Everyday payments',
      kinds: ['internal_transfer', 'external_transfer'],
      min_amount_minor: '0',
      max_amount_minor: '5000000',
      steps: [{ roles: ['approver', 'admin'], customer_ids: [] }],
    },
    {
      name: 'Large payments',
      kinds: ['internal_transfer', 'external_transfer', 'conversion'],
      min_amount_minor: '5000000',
      max_amount_minor: null,
      steps: [
        { roles: ['approver'], customer_ids: [] },
        { roles: [], customer_ids: [SARA.customer_id] },
      ],
    },
  ],
  approver_limits: [
    { customer_id: ADAM.customer_id, per_payment_minor: '2000000', daily_minor: null },
  ],
  self_approval_below_minor: '100000',
};

export function bandedRules(over: Partial<ApprovalRules> = {}): ApprovalRules {
  return defaultRules({
    version: 3,
    is_default: false,
    policy: BANDED_POLICY,
    updated_at: '2026-11-18T06:30:00.000Z',
    updated_by: SARA,
    ...over,
  });
}

/** A change Hamad proposed: the large payments' rule asks for Sara after any approver. */
export function change(over: Partial<ApprovalRuleChange> = {}): ApprovalRuleChange {
  return {
    id: '7a8b9c0d-1e2f-4a3b-8c4d-000000000001',
    status: 'pending',
    base_version: 3,
    policy: BANDED_POLICY,
    summary: [
      'Rule 2 "Large payments": a second approval by Sara Falcon.',
      'Adam Falcon: at most AED 20,000.00 per payment.',
    ],
    proposed_by: HAMAD,
    proposed_at: '2026-11-20T06:00:00.000Z',
    decided_by: null,
    decided_at: null,
    reason: null,
    ...over,
  };
}

/** A path of approvals: each step by role, or by the people named. */
export function path(over: Partial<ApprovalPath> = {}): ApprovalPath {
  return {
    required: true,
    rule: { index: 1, name: 'Large payments' },
    reason: 'Rule 2 "Large payments" applies to transfers of AED 50,000.00 or more.',
    kind: 'external_transfer',
    aed_value: { currency: 'AED', amount: '60000.00', minor: '6000000' },
    steps: [
      {
        step: 1,
        label: 'An approver',
        roles: ['approver'],
        approvers: [ADAM],
        status: 'waiting',
        approved_by: null,
        approved_at: null,
      },
      {
        step: 2,
        label: 'Sara Falcon',
        roles: [],
        approvers: [SARA],
        status: 'waiting',
        approved_by: null,
        approved_at: null,
      },
    ],
    ...over,
  };
}

/** No approval needed: the bank's default for someone who is not a preparer. */
export const NOT_REQUIRED: ApprovalPath = {
  required: false,
  rule: null,
  reason: 'No rule matches; the payment is not a preparer’s, so it goes at once.',
  kind: 'internal_transfer',
  aed_value: { currency: 'AED', amount: '250.00', minor: '25000' },
  steps: [],
};

/** A payment in review: its path, the step waiting and what the reader may do. */
export function progress(
  over: Partial<ApprovalProgress> = {},
  you: Partial<ApprovalProgress['you']> = {},
): ApprovalProgress {
  return {
    ...path(),
    current_step: 1,
    you: { can_approve: true, reason: null, message: null, ...you },
    ...over,
  };
}

/** A transaction as waiting review answers it: with its approval path, or none. */
export const inReview = (
  tx: Transaction,
  approval: ApprovalProgress | null = null,
): ReviewTransaction => ({ ...tx, approval });
