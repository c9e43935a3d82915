// The approval rules' calls (issue 28): reading them, proposing a change (an administrator), and
// its decision by another administrator (approved with their one-time code, or rejected), or its
// withdrawal by its author. Every proposal is kept with its decision: the audit trail. A change is
// applied only on the version it was written on; one waits at a time (a unique index).
import type {
  ApprovalRuleChange,
  approveApprovalRuleChange,
  getApprovalRules,
  listApprovalRuleChanges,
  previewApprovalPath,
  proposeApprovalRules,
  rejectApprovalRuleChange,
  sendApprovalRuleChangeCode,
  withdrawApprovalRuleChange,
} from '@bank/api-contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { ApprovalRuleChangesTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { actorOf, requireAdmin, type Actor } from '../../money/actor';
import { parseMinor, requireAsset } from '../../money/assets';
import type { Db } from '../../money/ledger';
import { otpTarget, sendMoneyCode } from '../transfers/codes';
import { approvalPlan, peopleOf, policyOf, presentPath } from '../policies/paths';
import { changeSummary, validatePolicy, type Person, type Policy } from '../policies/rules';
import type { Selectable } from 'kysely';

type ChangeRow = Selectable<ApprovalRuleChangesTable>;

function requireCorporate(actor: Actor): void {
  if (actor.userType !== 'corporate')
    throw new ApiError('forbidden', 'Approval rules are for business accounts.');
}

const ref = (people: readonly Person[], id: string | null) =>
  id === null
    ? null
    : { customer_id: id, name: people.find((p) => p.id === id)?.name ?? 'A former user' };

function presentChange(row: ChangeRow, people: readonly Person[]): ApprovalRuleChange {
  return {
    id: row.id,
    status: row.status,
    base_version: row.base_version,
    policy: row.policy as Policy,
    summary: row.summary,
    proposed_by: ref(people, row.proposed_by) ?? { customer_id: row.proposed_by, name: '' },
    proposed_at: row.proposed_at.toISOString(),
    decided_by: ref(people, row.decided_by),
    decided_at: row.decided_at?.toISOString() ?? null,
    reason: row.reason,
  };
}

const activeAdmins = (people: readonly Person[]) =>
  people.filter((p) => p.role === 'admin' && p.active);

export async function rulesView(ctx: AppContext, { auth }: CallInput<typeof getApprovalRules>) {
  const actor = actorOf(auth);
  requireCorporate(actor);
  const [{ policy, row }, people, pending] = await Promise.all([
    policyOf(ctx.db, actor.ownerId),
    peopleOf(ctx.db, actor.ownerId),
    ctx.db
      .selectFrom('approval_rule_changes')
      .selectAll()
      .where('company_id', '=', actor.ownerId)
      .where('status', '=', 'pending')
      .executeTakeFirst(),
  ]);
  return {
    data: {
      version: row?.version ?? 0,
      is_default: row === null,
      policy,
      updated_at: row?.updated_at.toISOString() ?? null,
      updated_by: ref(people, row?.updated_by ?? null),
      people: people
        .filter((p) => p.role === 'approver' || p.role === 'admin')
        .map((p) => ({
          customer_id: p.id,
          name: p.name,
          customer_type: p.role,
          status: p.active ? ('active' as const) : ('disabled' as const),
        })),
      pending_change: pending ? presentChange(pending, people) : null,
      active_admins: activeAdmins(people).length,
    },
  };
}

export async function propose(
  ctx: AppContext,
  { auth, body }: CallInput<typeof proposeApprovalRules>,
) {
  const actor = actorOf(auth);
  requireAdmin(actor);
  const [{ policy: current, row }, people] = await Promise.all([
    policyOf(ctx.db, actor.ownerId),
    peopleOf(ctx.db, actor.ownerId),
  ]);
  const policy = body.policy as Policy;
  validatePolicy(policy, people);
  const others = activeAdmins(people).filter((p) => p.id !== actor.customerId);
  if (others.length === 0)
    throw new ApiError(
      'invalid_state',
      'A change of the approval rules needs a second administrator to approve it, and you are the only active administrator of your company: invite another one in Users first.',
    );
  const version = row?.version ?? 0;
  if (body.base_version !== version)
    throw new ApiError(
      'invalid_state',
      'The rules have changed since you opened them: reload them and make your change again.',
    );
  const now = ctx.clock.now();
  try {
    const inserted = await ctx.db
      .insertInto('approval_rule_changes')
      .values({
        id: crypto.randomUUID(),
        company_id: actor.ownerId,
        base_version: version,
        policy: JSON.stringify(policy),
        summary: JSON.stringify(changeSummary(current, policy, people)),
        status: 'pending',
        proposed_by: actor.customerId,
        proposed_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { data: presentChange(inserted, people) };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError(
        'invalid_state',
        'A change of the rules is already waiting for a decision: approve, reject or withdraw it first.',
      );
    throw error;
  }
}

export async function changeList(
  ctx: AppContext,
  { auth }: CallInput<typeof listApprovalRuleChanges>,
) {
  const actor = actorOf(auth);
  requireCorporate(actor);
  const [rows, people] = await Promise.all([
    ctx.db
      .selectFrom('approval_rule_changes')
      .selectAll()
      .where('company_id', '=', actor.ownerId)
      .orderBy('proposed_at', 'desc')
      .limit(200)
      .execute(),
    peopleOf(ctx.db, actor.ownerId),
  ]);
  return { data: rows.map((r) => presentChange(r, people)) };
}

async function pendingChange(db: Db, actor: Actor, id: string, lock = false) {
  const query = db
    .selectFrom('approval_rule_changes')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', actor.ownerId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw new ApiError('not_found', 'This change of the rules does not exist.');
  if (row.status !== 'pending')
    throw new ApiError(
      'invalid_state',
      `This change has been ${row.status}: there is nothing to decide.`,
    );
  return row;
}

/** The deciding administrator is another than the author. */
function requireSecondAdmin(actor: Actor, row: ChangeRow): void {
  requireAdmin(actor);
  if (row.proposed_by === actor.customerId)
    throw new ApiError(
      'forbidden',
      'You proposed this change: another administrator must approve or reject it.',
    );
}

const codeSubject = (changeId: string, adminId: string) => `${changeId}:${adminId}`;

export async function sendChangeCode(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof sendApprovalRuleChangeCode>,
) {
  const actor = actorOf(auth);
  const row = await pendingChange(ctx.db, actor, params.change_id);
  requireSecondAdmin(actor, row);
  await ctx.rateLimit.hit(
    `code-send:customer:${actor.customerId}`,
    ctx.config.limits.codeSendPerSubject,
  );
  const target = await otpTarget(ctx, actor.customerId, body?.channel);
  const expiresAt = await sendMoneyCode(
    ctx,
    'rule_change',
    codeSubject(row.id, actor.customerId),
    target,
    'a change of your company’s approval rules',
  );
  return {
    data: { channel: target.channel, sent_to: target.sentTo, expires_at: expiresAt.toISOString() },
  };
}

export async function approveChange(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof approveApprovalRuleChange>,
) {
  const actor = actorOf(auth);
  const row = await pendingChange(ctx.db, actor, params.change_id);
  requireSecondAdmin(actor, row);
  await ctx.codes.consume('rule_change', codeSubject(row.id, actor.customerId), body.otp_code);
  const now = ctx.clock.now();
  const decided = await ctx.db.transaction().execute(async (tx) => {
    const locked = await pendingChange(tx, actor, row.id, true);
    const current = await tx
      .selectFrom('approval_policies')
      .select('version')
      .where('company_id', '=', actor.ownerId)
      .forUpdate()
      .executeTakeFirst();
    if ((current?.version ?? 0) !== locked.base_version) {
      await tx
        .updateTable('approval_rule_changes')
        .set({ status: 'superseded', decided_at: now, decided_by: actor.customerId })
        .where('id', '=', locked.id)
        .execute();
      return null;
    }
    const values = {
      version: locked.base_version + 1,
      policy: JSON.stringify(locked.policy),
      updated_by: actor.customerId,
      updated_at: now,
    };
    await tx
      .insertInto('approval_policies')
      .values({ company_id: actor.ownerId, ...values })
      .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
      .execute();
    return tx
      .updateTable('approval_rule_changes')
      .set({ status: 'applied', decided_by: actor.customerId, decided_at: now })
      .where('id', '=', locked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (!decided)
    throw new ApiError(
      'invalid_state',
      'The rules changed after this proposal was written: it can no longer apply. Propose it again on the rules in force.',
    );
  await ctx.audit.record('approval_rules_changed', {
    customerId: actor.customerId,
    details: {
      change_id: decided.id,
      proposed_by: decided.proposed_by,
      version: decided.base_version + 1,
    },
  });
  return { data: presentChange(decided, await peopleOf(ctx.db, actor.ownerId)) };
}

async function close(
  ctx: AppContext,
  actor: Actor,
  id: string,
  status: 'rejected' | 'withdrawn',
  reason: string | null,
) {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction().execute(async (tx) => {
    const locked = await pendingChange(tx, actor, id, true);
    if (status === 'rejected') requireSecondAdmin(actor, locked);
    else if (locked.proposed_by !== actor.customerId)
      throw new ApiError(
        'forbidden',
        'Only who proposed a change withdraws it: you may reject it.',
      );
    return tx
      .updateTable('approval_rule_changes')
      .set({ status, decided_by: actor.customerId, decided_at: now, reason })
      .where('id', '=', locked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { data: presentChange(row, await peopleOf(ctx.db, actor.ownerId)) };
}

export function rejectChange(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof rejectApprovalRuleChange>,
) {
  const actor = actorOf(auth);
  requireAdmin(actor);
  return close(ctx, actor, params.change_id, 'rejected', body.reason);
}

export function withdrawChange(
  ctx: AppContext,
  { auth, params }: CallInput<typeof withdrawApprovalRuleChange>,
) {
  const actor = actorOf(auth);
  requireAdmin(actor);
  return close(ctx, actor, params.change_id, 'withdrawn', null);
}

/** Who will approve a payment, before it is submitted. */
export async function preview(
  ctx: AppContext,
  { auth, body }: CallInput<typeof previewApprovalPath>,
) {
  const actor = actorOf(auth);
  const currency = requireAsset(body.currency).code;
  const amount = parseMinor(body.amount_minor, requireAsset(currency));
  const plan = await approvalPlan(
    ctx.db,
    actor,
    body.kind,
    amount,
    currency,
    await ctx.rates.table(),
  );
  const shown = presentPath(plan, plan.people, actor.customerId);
  return { data: { ...shown, required: plan.required } };
}
