// The approval path of a payment (issue 28): planned from the company's rules when it is submitted
// (`approvalPlan`), kept with it (`recordPath`: the rules may change, a waiting payment keeps its
// path), each approval given in order (`giveApproval`: the approver on the waiting step, within
// their own limits, serialised per approver so two approvals at once cannot pass a daily limit
// together), and shown (`progressOf`) with what the caller may do.
import type { ApprovalPaymentKind, ApprovalProgress } from '@bank/api-contract';
import type { AppContext } from '../../context';
import type { Transaction } from 'kysely';
import type { ApprovalPathsTable, Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Actor } from '../../money/actor';
import { money } from '../../money/assets';
import type { RateTable } from '../../money/fx';
import type { Db } from '../../money/ledger';
import { aedValue } from '../../money/movements';
import { insertTransaction, transition, type TxRow } from '../../money/records';
import {
  DEFAULT_POLICY,
  DEFAULT_STEP,
  candidates,
  eligible,
  limitOf,
  overLimit,
  planOf,
  refuseUnreachable,
  stepLabel,
  type Person,
  type Plan,
  type Policy,
} from './rules';

export type SubjectType = ApprovalPathsTable['subject_type'];

const UAE_OFFSET_MS = 4 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The start of the UAE day of `at` (UTC+4, no daylight saving). */
function uaeDayStart(at: Date): Date {
  return new Date(Math.floor((at.getTime() + UAE_OFFSET_MS) / DAY_MS) * DAY_MS - UAE_OFFSET_MS);
}

export async function policyOf(db: Db, companyId: string) {
  const row = await db
    .selectFrom('approval_policies')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return { policy: (row?.policy as Policy | undefined) ?? DEFAULT_POLICY, row: row ?? null };
}

export async function peopleOf(db: Db, companyId: string): Promise<Person[]> {
  const rows = await db
    .selectFrom('customers')
    .select([
      'id',
      'first_name',
      'last_name',
      'email',
      'customer_type',
      'disabled_at',
      'invited_at',
    ])
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('email')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: [r.first_name, r.last_name].filter(Boolean).join(' ') || r.email,
    role: r.customer_type ?? 'viewer',
    active: r.disabled_at === null && r.invited_at === null,
  }));
}

const asPerson = (actor: Actor, people: readonly Person[]): Person =>
  people.find((p) => p.id === actor.customerId) ?? {
    id: actor.customerId,
    name: '',
    role: actor.customerType ?? 'viewer',
    active: true,
  };

/** A corporate payment's path under its company's rules now; individuals' payments need none. */
export async function approvalPlan(
  db: Db,
  actor: Actor,
  kind: ApprovalPaymentKind,
  amount: bigint,
  currency: string,
  rates: RateTable,
): Promise<Plan & { people: Person[] }> {
  const aed = aedValue(rates, amount, currency);
  if (actor.userType !== 'corporate')
    return {
      kind,
      aed,
      ruleIndex: null,
      ruleName: null,
      reason: 'Personal accounts need no approval.',
      steps: [],
      selfApproved: false,
      required: false,
      people: [],
    };
  const [{ policy }, people] = await Promise.all([
    policyOf(db, actor.ownerId),
    peopleOf(db, actor.ownerId),
  ]);
  return { ...planOf(policy, asPerson(actor, people), kind, aed, people), people };
}

/**
 * The plan of a payment about to be submitted, refused when no one could complete its path. Use it
 * before anything is written; `recordPath` keeps it with the payment once it waits.
 */
export async function submittablePlan(
  db: Db,
  actor: Actor,
  kind: ApprovalPaymentKind,
  amount: bigint,
  currency: string,
  rates: RateTable,
) {
  const plan = await approvalPlan(db, actor, kind, amount, currency, rates);
  if (plan.required) refuseUnreachable(plan, actor.customerId, plan.people);
  return plan;
}

/** Keeps a waiting payment's path (and the preparer's own first approval, when it counts). */
export async function recordPath(
  tx: Db,
  subjectType: SubjectType,
  subjectId: string,
  plan: Plan,
  actor: Actor,
  now: Date,
): Promise<void> {
  await tx
    .insertInto('approval_paths')
    .values({
      subject_type: subjectType,
      subject_id: subjectId,
      company_id: actor.ownerId,
      kind: plan.kind,
      rule_index: plan.ruleIndex,
      rule_name: plan.ruleName,
      reason: plan.reason,
      aed_value: plan.aed,
      steps: JSON.stringify(plan.steps),
      prepared_by: actor.customerId,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['subject_type', 'subject_id']).doNothing())
    .execute();
  if (plan.selfApproved)
    await tx
      .insertInto('approval_decisions')
      .values({
        subject_type: subjectType,
        subject_id: subjectId,
        step: 1,
        approver_id: actor.customerId,
        self_approved: true,
        aed_value: plan.aed,
        decided_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** A subject's path planned again (an order's new amount): the approvals given before no longer count. */
export async function replacePath(
  tx: Db,
  subjectType: SubjectType,
  subjectId: string,
  plan: Plan,
  actor: Actor,
  now: Date,
): Promise<void> {
  await tx
    .deleteFrom('approval_decisions')
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .execute();
  await tx
    .deleteFrom('approval_paths')
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .execute();
  await recordPath(tx, subjectType, subjectId, plan, actor, now);
}

/** A new transaction that waits for its approvals: inserted awaiting_approval, with its path. */
export async function waitForApproval(
  tx: Db,
  actor: Actor,
  values: Omit<Parameters<typeof insertTransaction>[1], 'status'>,
  plan: Plan,
  now: Date,
) {
  const row = await insertTransaction(tx, { ...values, status: 'awaiting_approval' }, now);
  await recordPath(tx, 'transaction', row.id, plan, actor, now);
  return row;
}

/** A transaction already made (an external transfer just confirmed) that now waits for its approvals. */
export async function holdForApproval(
  tx: Transaction<Database>,
  actor: Actor,
  row: TxRow,
  plan: Plan,
  now: Date,
) {
  const next = await transition(tx, row, 'awaiting_approval', now);
  await recordPath(tx, 'transaction', row.id, plan, actor, now);
  return next;
}

/** What a subject waiting for approval is, for a path kept before issue 28 (one approver or administrator). */
export interface Subject {
  type: SubjectType;
  id: string;
  kind: ApprovalPaymentKind;
  amount: bigint;
  currency: string;
  preparedBy: string;
  createdAt: Date;
}

async function pathRow(db: Db, s: Subject, companyId: string, rates: RateTable) {
  const row = await db
    .selectFrom('approval_paths')
    .selectAll()
    .where('subject_type', '=', s.type)
    .where('subject_id', '=', s.id)
    .executeTakeFirst();
  if (row) return row;
  // Waiting since before the company's rules: the bank's default, one approver or administrator.
  return {
    subject_type: s.type,
    subject_id: s.id,
    company_id: companyId,
    kind: s.kind,
    rule_index: null,
    rule_name: null,
    reason: "A preparer's payment needs one approver or administrator.",
    aed_value: aedValue(rates, s.amount, s.currency),
    steps: [DEFAULT_STEP],
    prepared_by: s.preparedBy,
    created_at: s.createdAt,
  };
}

function decisionsOf(db: Db, type: SubjectType, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('approval_decisions')
    .selectAll()
    .where('subject_type', '=', type)
    .where('subject_id', 'in', ids)
    .orderBy('step')
    .execute();
}

async function usedToday(db: Db, approverId: string, now: Date): Promise<bigint> {
  const row = await db
    .selectFrom('approval_decisions')
    .select((eb) => eb.fn.sum<string | number | bigint | null>('aed_value').as('total'))
    .where('approver_id', '=', approverId)
    .where('decided_at', '>=', uaeDayStart(now))
    .executeTakeFirst();
  return BigInt(row?.total ?? 0);
}

/** Why `actor` may not give the next approval of this path now (null: they may). */
function refusal(
  actor: Actor,
  path: {
    steps: ApprovalPathsTable['steps']['__select__'];
    prepared_by: string;
    aed_value: bigint;
  },
  decisions: readonly { step: number; approver_id: string }[],
  people: readonly Person[],
  policy: Policy,
  used: bigint,
): { reason: NonNullable<ApprovalProgress['you']['reason']>; message: string } | null {
  const me = people.find((p) => p.id === actor.customerId);
  if (!me || (me.role !== 'approver' && me.role !== 'admin'))
    return {
      reason: 'not_an_approver',
      message: "Only your company's approvers and administrators approve payments.",
    };
  if (path.prepared_by === actor.customerId)
    return {
      reason: 'prepared_it',
      message: 'You prepared this payment: another approver must approve it.',
    };
  const mine = decisions.find((d) => d.approver_id === actor.customerId);
  if (mine)
    return {
      reason: 'already_approved',
      message: `You gave approval ${mine.step}: the next must come from someone else.`,
    };
  const index = decisions.length;
  const step = path.steps[index];
  if (step && !eligible(me, step))
    return {
      reason: 'not_on_step',
      message: `Approval ${index + 1} of ${path.steps.length} is for ${stepLabel(step, people).toLowerCase()}.`,
    };
  const over = overLimit(limitOf(policy, actor.customerId), path.aed_value, used);
  if (over) return { reason: 'over_limit', message: over };
  return null;
}

/**
 * The next approval of a waiting subject, given by `actor` inside the caller's database
 * transaction (which then executes the payment when `complete`). Refused with the reason in words;
 * the approver's row is locked first, so their approvals are counted against their daily limit
 * one at a time.
 */
export async function giveApproval(
  tx: Db,
  actor: Actor,
  subject: Subject,
  now: Date,
  rates: RateTable,
): Promise<{ complete: boolean; step: number }> {
  await tx
    .selectFrom('customers')
    .select('id')
    .where('id', '=', actor.customerId)
    .forUpdate()
    .execute();
  const path = await pathRow(tx, subject, actor.ownerId, rates);
  const decisions = await decisionsOf(tx, subject.type, [subject.id]);
  const [{ policy }, people, used] = await Promise.all([
    policyOf(tx, actor.ownerId),
    peopleOf(tx, actor.ownerId),
    usedToday(tx, actor.customerId, now),
  ]);
  const no = refusal(actor, path, decisions, people, policy, used);
  if (no)
    throw new ApiError(
      no.reason === 'over_limit' ? 'approval_limit_exceeded' : 'forbidden',
      no.message,
    );
  const step = decisions.length + 1;
  // A path kept before the rules (the default) is written now, so its approvals have a home.
  await tx
    .insertInto('approval_paths')
    .values({ ...path, steps: JSON.stringify(path.steps) })
    .onConflict((oc) => oc.columns(['subject_type', 'subject_id']).doNothing())
    .execute();
  await tx
    .insertInto('approval_decisions')
    .values({
      subject_type: subject.type,
      subject_id: subject.id,
      step,
      approver_id: actor.customerId,
      aed_value: path.aed_value,
      decided_at: now,
    })
    .execute();
  return { complete: step >= path.steps.length, step };
}

/** The same checks as `giveApproval`, read only: before a code is consumed or a passkey verified. */
export async function checkCanApprove(
  ctx: AppContext,
  actor: Actor,
  subject: Subject,
): Promise<void> {
  const rates = await ctx.rates.table();
  const now = ctx.clock.now();
  const [path, decisions, { policy }, people, used] = await Promise.all([
    pathRow(ctx.db, subject, actor.ownerId, rates),
    decisionsOf(ctx.db, subject.type, [subject.id]),
    policyOf(ctx.db, actor.ownerId),
    peopleOf(ctx.db, actor.ownerId),
    usedToday(ctx.db, actor.customerId, now),
  ]);
  const no = refusal(actor, path, decisions, people, policy, used);
  if (no)
    throw new ApiError(
      no.reason === 'over_limit' ? 'approval_limit_exceeded' : 'forbidden',
      no.message,
    );
}

/** The path as the contract shows it: each step with who may give it and who gave it. */
export function presentPath(
  plan: Pick<Plan, 'kind' | 'aed' | 'ruleIndex' | 'ruleName' | 'reason' | 'steps' | 'selfApproved'>,
  people: readonly Person[],
  preparedBy: string,
  decisions: readonly {
    step: number;
    approver_id: string;
    self_approved: boolean;
    decided_at: Date;
  }[] = [],
) {
  const ref = (id: string) => ({
    customer_id: id,
    name: people.find((p) => p.id === id)?.name ?? 'A former user',
  });
  const given = new Set(decisions.map((d) => d.approver_id));
  const selfDecision = plan.selfApproved && decisions.length === 0;
  const steps = plan.steps.map((step, i) => {
    const d = decisions.find((x) => x.step === i + 1);
    const self = d?.self_approved || (selfDecision && i === 0);
    return {
      step: i + 1,
      label: stepLabel(step, people),
      roles: step.roles,
      approvers: candidates(step, people, [preparedBy, ...given]).map((p) => ref(p.id)),
      status: self ? ('self_approved' as const) : d ? ('approved' as const) : ('waiting' as const),
      approved_by: d ? ref(d.approver_id) : self ? ref(preparedBy) : null,
      approved_at: d?.decided_at.toISOString() ?? null,
    };
  });
  return {
    required: steps.some((s) => s.status === 'waiting'),
    rule:
      plan.ruleIndex === null || plan.ruleName === null
        ? null
        : { index: plan.ruleIndex, name: plan.ruleName },
    reason: plan.reason,
    kind: plan.kind,
    aed_value: money(plan.aed, 'AED'),
    steps,
  };
}

/** The progress of each waiting subject, for `actor` (what they may do and why not). */
export async function progressOf(
  ctx: AppContext,
  db: Db,
  actor: Actor,
  subjects: readonly Subject[],
  knownRates?: RateTable,
): Promise<Map<string, ApprovalProgress>> {
  const out = new Map<string, ApprovalProgress>();
  if (subjects.length === 0 || actor.userType !== 'corporate') return out;
  const rates = knownRates ?? (await ctx.rates.table());
  const type = subjects[0]?.type ?? 'transaction';
  const [stored, decisions, { policy }, people, used] = await Promise.all([
    db
      .selectFrom('approval_paths')
      .selectAll()
      .where('subject_type', '=', type)
      .where(
        'subject_id',
        'in',
        subjects.map((s) => s.id),
      )
      .execute(),
    decisionsOf(
      db,
      type,
      subjects.map((s) => s.id),
    ),
    policyOf(db, actor.ownerId),
    peopleOf(db, actor.ownerId),
    usedToday(db, actor.customerId, ctx.clock.now()),
  ]);
  for (const s of subjects) {
    const path =
      stored.find((p) => p.subject_id === s.id) ?? (await pathRow(db, s, actor.ownerId, rates));
    const mine = decisions.filter((d) => d.subject_id === s.id);
    const shown = presentPath(
      {
        kind: path.kind as ApprovalPaymentKind,
        aed: path.aed_value,
        ruleIndex: path.rule_index,
        ruleName: path.rule_name,
        reason: path.reason,
        steps: path.steps,
        selfApproved: false,
      },
      people,
      path.prepared_by,
      mine,
    );
    const no = refusal(actor, path, mine, people, policy, used);
    const current = mine.length < path.steps.length ? mine.length + 1 : null;
    out.set(s.id, {
      ...shown,
      current_step: current,
      you: {
        can_approve: current !== null && no === null,
        reason: current === null ? null : (no?.reason ?? null),
        message: current === null ? null : (no?.message ?? null),
      },
    });
  }
  return out;
}
