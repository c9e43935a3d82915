// A company's approval rules (issue 28) as pure data; this area (policies) holds the rules and each
// payment's path, the calls that change them are approvals'. Which rule applies to a payment (the
// first whose kinds and AED band match), the path it gives (approvals in order, each by another person,
// never the preparer), whether an approver's own small payment counts as its first approval, the
// checks a written policy must pass, and the rules and changes in words. No database here: the
// callers read the policy and the company's people and pass them in.
import type { ApprovalPaymentKind, ApprovalPolicy } from '@bank/api-contract';
import type { StoredApprovalStep } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { display } from '../../money/assets';

export type Policy = ApprovalPolicy;
export type Step = StoredApprovalStep;

/** A user of the company as the rules see them. */
export interface Person {
  id: string;
  name: string;
  role: 'viewer' | 'preparer' | 'approver' | 'admin';
  active: boolean;
}

/** The bank's rules when a company has written none: a preparer's payment needs one approver or administrator. */
export const DEFAULT_POLICY: Policy = {
  rules: [],
  approver_limits: [],
  self_approval_below_minor: null,
};

/** The one approval a preparer's payment always needs (maker-checker). */
export const DEFAULT_STEP: Step = { roles: ['approver', 'admin'], customer_ids: [] };

const KIND_WORDS: Record<ApprovalPaymentKind, string> = {
  internal_transfer: 'transfers within the bank',
  external_transfer: 'transfers to other banks',
  conversion: 'currency conversions',
  bulk_payment: 'bulk payments',
  payroll: 'payroll (WPS)',
};

export interface Plan {
  kind: ApprovalPaymentKind;
  /** AED fils at the mid rate. */
  aed: bigint;
  ruleIndex: number | null;
  ruleName: string | null;
  reason: string;
  /** Every approval of the path, in order (a self-approved first one included). */
  steps: Step[];
  /** The preparer, an approver, counts as the first approval (self-approval below the company's amount). */
  selfApproved: boolean;
  /** Whether anyone else must approve before the payment goes. */
  required: boolean;
}

const aedText = (fils: bigint) => display(fils, 'AED');

function bandText(min: bigint, max: bigint | null): string {
  if (max === null) return min === 0n ? 'of any amount' : `from ${aedText(min)}`;
  return min === 0n ? `below ${aedText(max)}` : `from ${aedText(min)} to below ${aedText(max)}`;
}

function kindsText(kinds: readonly string[]): string {
  const words = kinds.map((k) => KIND_WORDS[k as ApprovalPaymentKind] ?? k);
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

export function stepLabel(step: Step, people: readonly Person[]): string {
  const names = step.customer_ids.map(
    (id) => people.find((p) => p.id === id)?.name ?? 'a former user',
  );
  const roles =
    step.roles.length === 2
      ? ['an approver or administrator']
      : step.roles.map((r) => (r === 'admin' ? 'an administrator' : 'an approver'));
  const parts = [...roles, ...names];
  const text =
    parts.length <= 1
      ? (parts[0] ?? '')
      : `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const approvals = (n: number) => (n === 1 ? 'one approval' : `${n} approvals`);

function ruleText(rule: Policy['rules'][number], people: readonly Person[]): string {
  const band = bandText(
    BigInt(rule.min_amount_minor),
    rule.max_amount_minor === null ? null : BigInt(rule.max_amount_minor),
  );
  const who = rule.steps.map((s) => stepLabel(s, people).toLowerCase()).join(', then ');
  return rule.steps.length === 0
    ? `${kindsText(rule.kinds)} ${band}: no approval`
    : `${kindsText(rule.kinds)} ${band}: ${approvals(rule.steps.length)} (${who})`;
}

/** May this person give this approval (by role, or named), now? */
export function eligible(person: Person | undefined, step: Step): boolean {
  if (!person || !person.active) return false;
  if (person.role !== 'approver' && person.role !== 'admin') return false;
  return step.roles.includes(person.role) || step.customer_ids.includes(person.id);
}

/** The first rule of the policy for this kind and AED value. */
function matchRule(policy: Policy, kind: ApprovalPaymentKind, aed: bigint) {
  const index = policy.rules.findIndex(
    (r) =>
      r.kinds.includes(kind) &&
      aed >= BigInt(r.min_amount_minor) &&
      (r.max_amount_minor === null || aed < BigInt(r.max_amount_minor)),
  );
  const rule = policy.rules[index];
  return rule ? { index, rule } : null;
}

/** The path of a payment of `kind` worth `aed` fils, prepared by `preparer`, under `policy`. */
export function planOf(
  policy: Policy,
  preparer: Person,
  kind: ApprovalPaymentKind,
  aed: bigint,
  people: readonly Person[],
): Plan {
  const isPreparer = preparer.role === 'preparer';
  const match = matchRule(policy, kind, aed);
  let steps: Step[];
  let reason: string;
  if (!match) {
    steps = isPreparer ? [DEFAULT_STEP] : [];
    reason = isPreparer
      ? "No rule of your company covers this payment: a preparer's payment needs one approver or administrator."
      : 'No rule of your company covers this payment: it goes without approval.';
  } else if (match.rule.steps.length === 0 && isPreparer) {
    steps = [DEFAULT_STEP];
    reason = `Rule ${match.index + 1}, “${match.rule.name}”, asks for no approval, but a preparer's payment always needs one.`;
  } else {
    steps = match.rule.steps;
    reason = `Rule ${match.index + 1}, “${match.rule.name}”: ${ruleText(match.rule, people)}.`;
  }
  const below = policy.self_approval_below_minor;
  const selfApproved =
    steps.length > 0 &&
    !isPreparer &&
    below !== null &&
    aed < BigInt(below) &&
    steps[0] !== undefined &&
    eligible(preparer, steps[0]);
  if (selfApproved)
    reason += ` Below ${aedText(BigInt(below ?? '0'))}, your own approval counts as the first.`;
  return {
    kind,
    aed,
    ruleIndex: match ? match.index : null,
    ruleName: match ? match.rule.name : null,
    reason,
    steps,
    selfApproved,
    required: steps.length > (selfApproved ? 1 : 0),
  };
}

/** Who may give `step` (the preparer and those who already approved left out). */
export function candidates(step: Step, people: readonly Person[], exclude: readonly string[]) {
  return people.filter((p) => !exclude.includes(p.id) && eligible(p, step));
}

/**
 * A path no one can complete (a step with no one left to give it) is refused when the payment is
 * submitted, with the step named: it would wait for ever.
 */
export function refuseUnreachable(plan: Plan, preparerId: string, people: readonly Person[]): void {
  const used = new Set<string>([preparerId]);
  plan.steps.forEach((step, i) => {
    if (i === 0 && plan.selfApproved) return;
    const who = candidates(step, people, [...used]);
    if (who.length === 0)
      throw new ApiError(
        'invalid_state',
        `No one at your company can give approval ${i + 1} of this payment (${stepLabel(step, people).toLowerCase()}, not the preparer, a different person for each approval): ask an administrator to change the approval rules.`,
      );
    // A step open to a single person takes them: the next steps need someone else.
    if (who.length === 1 && who[0]) used.add(who[0].id);
  });
}

export interface ApproverLimitCheck {
  perPayment: bigint | null;
  daily: bigint | null;
}

export function limitOf(policy: Policy, customerId: string): ApproverLimitCheck {
  const l = policy.approver_limits.find((x) => x.customer_id === customerId);
  return {
    perPayment: l?.per_payment_minor != null ? BigInt(l.per_payment_minor) : null,
    daily: l?.daily_minor != null ? BigInt(l.daily_minor) : null,
  };
}

/** Why this approver may not approve `aed` having approved `usedToday` today (null: they may). */
export function overLimit(
  limit: ApproverLimitCheck,
  aed: bigint,
  usedToday: bigint,
): string | null {
  if (limit.perPayment !== null && aed > limit.perPayment)
    return `This payment (${aedText(aed)}) is over your approval limit of ${aedText(limit.perPayment)} per payment.`;
  if (limit.daily !== null && usedToday + aed > limit.daily)
    return `Approving this (${aedText(aed)}) would take you over your approval limit of ${aedText(limit.daily)} a day: you have approved ${aedText(usedToday)} today.`;
  return null;
}

/** The checks a written policy must pass: bands of a kind not overlapping, the people named approvers of the company. */
export function validatePolicy(policy: Policy, people: readonly Person[]): void {
  const fields: Record<string, string> = {};
  const canApprove = (id: string) => {
    const p = people.find((x) => x.id === id);
    return p !== undefined && (p.role === 'approver' || p.role === 'admin');
  };
  policy.rules.forEach((rule, i) => {
    if (new Set(rule.kinds).size !== rule.kinds.length)
      fields[`policy.rules.${i}.kinds`] = 'Choose each kind of payment once.';
    rule.steps.forEach((step, s) =>
      step.customer_ids.forEach((id) => {
        if (!canApprove(id))
          fields[`policy.rules.${i}.steps.${s}.customer_ids`] =
            'Name only approvers and administrators of your company.';
      }),
    );
    const min = BigInt(rule.min_amount_minor);
    const max = rule.max_amount_minor === null ? null : BigInt(rule.max_amount_minor);
    policy.rules.slice(0, i).forEach((earlier, j) => {
      const shared = rule.kinds.filter((k) => earlier.kinds.includes(k));
      if (shared.length === 0) return;
      const emin = BigInt(earlier.min_amount_minor);
      const emax = earlier.max_amount_minor === null ? null : BigInt(earlier.max_amount_minor);
      const overlaps = (max === null || max > emin) && (emax === null || emax > min);
      if (overlaps)
        fields[`policy.rules.${i}.min_amount_minor`] =
          `This band overlaps rule ${j + 1} (“${earlier.name}”) for ${kindsText(shared)}: each amount of a kind must fall under one rule.`;
    });
  });
  const seen = new Set<string>();
  policy.approver_limits.forEach((l, i) => {
    if (!canApprove(l.customer_id))
      fields[`policy.approver_limits.${i}.customer_id`] =
        'Limits are for approvers and administrators of your company.';
    if (seen.has(l.customer_id))
      fields[`policy.approver_limits.${i}.customer_id`] = 'Give each approver one limit.';
    seen.add(l.customer_id);
  });
  const first = Object.entries(fields)[0];
  if (first) throw new ApiError('validation_error', first[1], { fields });
}

/** What a change does, in words: rules added, removed or changed, limits and self-approval. */
export function changeSummary(before: Policy, after: Policy, people: readonly Person[]): string[] {
  const lines: string[] = [];
  const key = (r: Policy['rules'][number]) => JSON.stringify(r);
  const n = Math.max(before.rules.length, after.rules.length);
  for (let i = 0; i < n; i++) {
    const a = before.rules[i];
    const b = after.rules[i];
    if (a && b && key(a) === key(b)) continue;
    if (b && !a) lines.push(`Rule ${i + 1} added, “${b.name}”: ${ruleText(b, people)}.`);
    else if (a && !b) lines.push(`Rule ${i + 1} removed, “${a.name}” (${ruleText(a, people)}).`);
    else if (a && b)
      lines.push(
        `Rule ${i + 1}, “${b.name}”, becomes: ${ruleText(b, people)} (was: ${ruleText(a, people)}).`,
      );
  }
  const name = (id: string) => people.find((p) => p.id === id)?.name ?? 'a former user';
  const limitWords = (
    l: { per_payment_minor: string | null; daily_minor: string | null } | undefined,
  ) =>
    !l || (l.per_payment_minor === null && l.daily_minor === null)
      ? 'no limit of their own'
      : [
          l.per_payment_minor !== null
            ? `${aedText(BigInt(l.per_payment_minor))} per payment`
            : null,
          l.daily_minor !== null ? `${aedText(BigInt(l.daily_minor))} a day` : null,
        ]
          .filter(Boolean)
          .join(', ');
  const ids = new Set(
    [...before.approver_limits, ...after.approver_limits].map((l) => l.customer_id),
  );
  for (const id of ids) {
    const a = before.approver_limits.find((l) => l.customer_id === id);
    const b = after.approver_limits.find((l) => l.customer_id === id);
    if (limitWords(a) !== limitWords(b))
      lines.push(`${name(id)} may approve ${limitWords(b)} (was: ${limitWords(a)}).`);
  }
  if (before.self_approval_below_minor !== after.self_approval_below_minor)
    lines.push(
      after.self_approval_below_minor === null
        ? 'Approvers may no longer approve what they prepared.'
        : `An approver's own payment below ${aedText(BigInt(after.self_approval_below_minor))} counts as its first approval.`,
    );
  if (lines.length === 0) lines.push('No change to the rules in force.');
  return lines;
}
