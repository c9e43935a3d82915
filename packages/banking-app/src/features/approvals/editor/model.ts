// The rules editor's state and its reading to and from the contract's policy (issue 28), as pure
// functions: each rule with its kinds, its band in AED fils (strings of digits, never a float:
// AmountInput gives them), its approvals in order; each approver's limits; self-approval. Every
// field has a key (stable across reordering) that names its control and its message, and the
// server's field paths (`policy.rules.1.max_amount_minor`) are read back onto those keys.
import type {
  ApprovalPaymentKind,
  ApprovalPerson,
  ApprovalPolicy,
  ApproverRole,
} from '@/domain/approvals/types';

export interface StepDraft {
  key: string;
  roles: ApproverRole[];
  people: string[];
}

export interface RuleDraft {
  key: string;
  name: string;
  kinds: ApprovalPaymentKind[];
  /** The band's bounds in AED fils; null: empty (from zero; no upper bound). */
  min: string | null;
  max: string | null;
  steps: StepDraft[];
}

export interface LimitDraft {
  perPayment: string | null;
  daily: string | null;
}

export interface PolicyDraft {
  rules: RuleDraft[];
  /** By customer id; a person without an entry has no limit of their own. */
  limits: Record<string, LimitDraft>;
  selfApproval: boolean;
  selfBelow: string | null;
}

export const MAX_RULES = 20;
export const MAX_STEPS = 5;
const NAME_MAX = 80;

let serial = 0;
const newKey = (prefix: string) => `${prefix}${++serial}`;

export const newStep = (): StepDraft => ({ key: newKey('s'), roles: [], people: [] });
export const newRule = (): RuleDraft => ({
  key: newKey('r'),
  name: '',
  kinds: [],
  min: null,
  max: null,
  steps: [newStep()],
});

/** The editor's state for the rules as they are. */
export function draftOf(policy: ApprovalPolicy): PolicyDraft {
  return {
    rules: policy.rules.map((rule) => ({
      key: newKey('r'),
      name: rule.name,
      kinds: [...rule.kinds],
      min: rule.min_amount_minor === '0' ? null : rule.min_amount_minor,
      max: rule.max_amount_minor,
      steps: rule.steps.map((step) => ({
        key: newKey('s'),
        roles: [...step.roles],
        people: [...step.customer_ids],
      })),
    })),
    limits: Object.fromEntries(
      policy.approver_limits.map((l) => [
        l.customer_id,
        { perPayment: l.per_payment_minor, daily: l.daily_minor },
      ]),
    ),
    selfApproval: policy.self_approval_below_minor !== null,
    selfBelow: policy.self_approval_below_minor,
  };
}

/** Digits without leading zeros ("0" for zero); AmountInput gives digits already. */
const fils = (value: string | null) => (value === null ? null : BigInt(value).toString());

/** The policy the editor's state proposes. */
export function policyOf(draft: PolicyDraft): ApprovalPolicy {
  return {
    rules: draft.rules.map((rule) => ({
      name: rule.name.trim(),
      kinds: [...rule.kinds],
      min_amount_minor: fils(rule.min) ?? '0',
      max_amount_minor: fils(rule.max),
      steps: rule.steps.map((step) => ({ roles: [...step.roles], customer_ids: [...step.people] })),
    })),
    approver_limits: Object.entries(draft.limits)
      .filter(([, l]) => l.perPayment !== null || l.daily !== null)
      .map(([customer_id, l]) => ({
        customer_id,
        per_payment_minor: fils(l.perPayment),
        daily_minor: fils(l.daily),
      })),
    self_approval_below_minor: draft.selfApproval ? fils(draft.selfBelow) : null,
  };
}

/** The people an approval or a limit may name: approvers and administrators not disabled. */
export function nameable(people: readonly ApprovalPerson[]): ApprovalPerson[] {
  return people.filter(
    (p) =>
      (p.customer_type === 'approver' || p.customer_type === 'admin') && p.status !== 'disabled',
  );
}

// The fields' keys: `rule.<key>.name|kinds|min|max|steps` (what concerns the rule as a whole is
// said at its name),
// `step.<key>`, `limit.<customer id>.perPayment|daily`, `self`.
export const ruleField = (rule: RuleDraft, part: 'name' | 'kinds' | 'min' | 'max' | 'steps') =>
  `rule.${rule.key}.${part}`;
export const stepField = (step: StepDraft) => `step.${step.key}`;
export const limitField = (customerId: string, part: 'perPayment' | 'daily') =>
  `limit.${customerId}.${part}`;
export const SELF_FIELD = 'self';

/** Every field in the order the editor shows them (the error summary's order). */
export function fieldOrder(draft: PolicyDraft, people: readonly ApprovalPerson[]): string[] {
  return [
    ...draft.rules.flatMap((rule) => [
      ruleField(rule, 'name'),
      ruleField(rule, 'kinds'),
      ruleField(rule, 'min'),
      ruleField(rule, 'max'),
      ruleField(rule, 'steps'),
      ...rule.steps.map(stepField),
    ]),
    ...limitPeople(draft, people).flatMap((p) => [
      limitField(p.customer_id, 'perPayment'),
      limitField(p.customer_id, 'daily'),
    ]),
    SELF_FIELD,
  ];
}

/** Whose limits the editor shows: those the rules may name, and anyone who has a limit already. */
export function limitPeople(
  draft: PolicyDraft,
  people: readonly ApprovalPerson[],
): ApprovalPerson[] {
  return people.filter(
    (p) => nameable([p]).length > 0 || draft.limits[p.customer_id] !== undefined,
  );
}

export type Problem = 'name' | 'nameLong' | 'kinds' | 'band' | 'step' | 'self';

/** What the editor can say before asking the bank (the bank checks overlaps and people). */
export function problemsOf(draft: PolicyDraft): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  for (const rule of draft.rules) {
    const name = rule.name.trim();
    if (!name) out[ruleField(rule, 'name')] = 'name';
    else if (name.length > NAME_MAX) out[ruleField(rule, 'name')] = 'nameLong';
    if (rule.kinds.length === 0) out[ruleField(rule, 'kinds')] = 'kinds';
    if (rule.max !== null && BigInt(rule.max) <= BigInt(rule.min ?? '0'))
      out[ruleField(rule, 'max')] = 'band';
    for (const step of rule.steps)
      if (step.roles.length + step.people.length === 0) out[stepField(step)] = 'step';
  }
  if (draft.selfApproval && (draft.selfBelow === null || BigInt(draft.selfBelow) === 0n))
    out[SELF_FIELD] = 'self';
  return out;
}

const RULE_PARTS: Record<string, 'name' | 'kinds' | 'min' | 'max' | 'steps'> = {
  name: 'name',
  kinds: 'kinds',
  min_amount_minor: 'min',
  max_amount_minor: 'max',
  steps: 'steps',
};

/**
 * The bank's messages of a refused proposal (400 validation_error `fields`, by dotted path into
 * the body) on the editor's fields: `sent` is the draft the policy was made of, `policy` what was
 * sent. What names no field of the editor comes back in `rest`.
 */
export function serverFields(
  fields: Record<string, string>,
  sent: PolicyDraft,
  policy: ApprovalPolicy,
): { errors: Record<string, string>; rest: string[] } {
  const errors: Record<string, string> = {};
  const rest: string[] = [];
  const put = (key: string, message: string) => {
    errors[key] ??= message;
  };
  for (const [path, message] of Object.entries(fields)) {
    const parts = path.replace(/^policy\./, '').split('.');
    const [area, index, part, stepIndex] = parts;
    const i = Number(index);
    if (area === 'rules' && index !== undefined && sent.rules[i]) {
      const rule = sent.rules[i];
      const step =
        part === 'steps' && stepIndex !== undefined ? rule.steps[Number(stepIndex)] : undefined;
      if (step) put(stepField(step), message);
      else put(ruleField(rule, (part && RULE_PARTS[part]) || 'name'), message);
    } else if (area === 'approver_limits' && index !== undefined && policy.approver_limits[i]) {
      const id = policy.approver_limits[i].customer_id;
      put(limitField(id, part === 'daily_minor' ? 'daily' : 'perPayment'), message);
    } else if (area === 'self_approval_below_minor') put(SELF_FIELD, message);
    else rest.push(message);
  }
  return { errors, rest };
}

/** The fields that are a group of checkboxes (the error summary links to their first box). */
export const groupFields = (draft: PolicyDraft): string[] =>
  draft.rules.flatMap((rule) => [ruleField(rule, 'kinds'), ...rule.steps.map(stepField)]);
