// Bulk payments' calls (issue 28): upload a file (a draft, every row checked), read, fix a row in
// place or leave it out, submit with the submitter's code, approve under the company's rules
// (subject 'batch', kind bulk_payment or payroll, the AED value of the total), reject, cancel. The
// rows go out after the last approval (sender.ts).
import type {
  ApprovalStatement,
  BulkBatch,
  BulkBatchWithRows,
  BulkRow,
  approveBulkPayment,
  cancelBulkPayment,
  getBulkPayment,
  listBulkPayments,
  rejectBulkPayment,
  removeBulkPaymentRow,
  sendBulkApprovalCode,
  sendBulkSubmitCode,
  submitBulkPayment,
  updateBulkPaymentRow,
  uploadBulkPayment,
} from '@bank/api-contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { BulkBatchesTable, BulkRowsTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import {
  actorOf,
  requireApprover,
  requireMover,
  requireVerified,
  type Actor,
} from '../../money/actor';
import { display, money } from '../../money/assets';
import type { RateTable } from '../../money/fx';
import { idempotent, keyedCall } from '../../money/idempotency';
import type { Db } from '../../money/ledger';
import { aedValue } from '../../money/movements';
import {
  checkCanApprove,
  giveApproval,
  peopleOf,
  progressOf,
  recordPath,
  submittablePlan,
  type Subject,
} from '../policies/paths';
import { otpTarget, sendMoneyCode } from '../transfers/codes';
import { verifyApproval } from '../passkeys/approval';
import { checkRows, readTable, rowsOfTable, type CheckContext } from './check';
import { startSending } from './sender';

export type BatchRow = Selectable<BulkBatchesTable>;
export type RowRow = Selectable<BulkRowsTable>;

function requireCorporate(actor: Actor): void {
  if (actor.userType !== 'corporate')
    throw new ApiError('forbidden', 'Bulk payments are for business accounts.');
}

export async function batchOf(db: Db, actor: Actor, id: string, lock = false): Promise<BatchRow> {
  const query = db
    .selectFrom('bulk_batches')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', actor.ownerId);
  const row = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!row || actor.userType !== 'corporate')
    throw new ApiError('not_found', 'This batch does not exist.');
  return row;
}

function rowsOf(db: Db, batchId: string): Promise<RowRow[]> {
  return db
    .selectFrom('bulk_rows')
    .selectAll()
    .where('batch_id', '=', batchId)
    .orderBy('line')
    .execute();
}

async function checkContext(
  ctx: AppContext,
  db: Db,
  companyId: string,
  rates?: RateTable,
): Promise<CheckContext> {
  const wallets = await db
    .selectFrom('accounts')
    .select(['id', 'currency'])
    .where('owner_id', '=', companyId)
    .where('kind', '=', 'wallet')
    .where('asset_kind', '=', 'fiat')
    .execute();
  return {
    companyId,
    wallets: new Map(wallets.map((w) => [w.currency, { id: w.id }])),
    rates: rates ?? (await ctx.rates.table()),
  };
}

/** The rows that will be (or were) paid: every row but the removed and the invalid. */
const paying = (rows: readonly RowRow[]) =>
  rows.filter((r) => r.status === 'ready' || r.status === 'sent' || r.status === 'failed');

/** The batch's total in AED at the mid rate (what the approval rules read). */
function aedTotal(rows: readonly RowRow[], rates: RateTable): bigint {
  return paying(rows).reduce(
    (sum, r) => sum + (r.amount === null ? 0n : aedValue(rates, r.amount, r.currency)),
    0n,
  );
}

function batchSubject(batch: BatchRow, rows: readonly RowRow[], rates: RateTable): Subject {
  return {
    type: 'batch',
    id: batch.id,
    kind: batch.kind,
    amount: aedTotal(rows, rates),
    currency: 'AED',
    preparedBy: batch.created_by,
    createdAt: batch.created_at,
  };
}

interface TxInfo {
  id: string;
  status: BulkRow['transaction_status'] & string;
  ref: string;
  failure_reason: string | null;
}

async function transactionsOf(db: Db, rows: readonly RowRow[]): Promise<Map<string, TxInfo>> {
  const ids = rows.flatMap((r) => (r.transaction_id ? [r.transaction_id] : []));
  if (ids.length === 0) return new Map();
  const found = await db
    .selectFrom('transactions')
    .select(['id', 'status', 'ref', 'failure_reason'])
    .where('id', 'in', ids)
    .execute();
  return new Map(found.map((t) => [t.id, t as TxInfo]));
}

function presentRow(r: RowRow, t: TxInfo | undefined, savedNames: Map<string, string>): BulkRow {
  return {
    line: r.line,
    input: r.input,
    amount: r.amount === null ? null : money(r.amount, r.currency),
    fee: r.fee === null ? null : money(r.fee, r.currency),
    own_bank: r.own_bank,
    saved_beneficiary: r.beneficiary_id
      ? { beneficiary_id: r.beneficiary_id, name: savedNames.get(r.beneficiary_id) ?? r.name }
      : null,
    problems: r.problems,
    status: r.status,
    transaction_id: r.transaction_id,
    bank_reference: t?.ref ?? null,
    transaction_status: t?.status ?? null,
    failure_reason: r.failure_reason ?? t?.failure_reason ?? null,
  };
}

/** The batch as the contract shows it (its rows too, when asked). */
export async function presentBatch(
  ctx: AppContext,
  db: Db,
  actor: Actor,
  batch: BatchRow,
  options: { rows?: readonly RowRow[]; withRows?: boolean; rates?: RateTable } = {},
): Promise<BulkBatchWithRows> {
  const rows = options.rows ?? (await rowsOf(db, batch.id));
  const rates = options.rates ?? (await ctx.rates.table());
  const [txs, people] = await Promise.all([
    transactionsOf(db, rows),
    peopleOf(db, batch.company_id),
  ]);
  const savedIds = [...new Set(rows.flatMap((r) => (r.beneficiary_id ? [r.beneficiary_id] : [])))];
  const saved = savedIds.length
    ? await db
        .selectFrom('beneficiaries')
        .select(['id', 'name'])
        .where('id', 'in', savedIds)
        .execute()
    : [];
  const savedNames = new Map(saved.map((b) => [b.id, b.name]));
  const totals = new Map<string, { count: number; amount: bigint; fee: bigint }>();
  for (const r of paying(rows)) {
    const t = totals.get(r.currency) ?? { count: 0, amount: 0n, fee: 0n };
    t.count += 1;
    t.amount += r.amount ?? 0n;
    t.fee += r.fee ?? 0n;
    totals.set(r.currency, t);
  }
  const outcome = { completed: 0, in_progress: 0, failed: 0 };
  for (const r of rows) {
    if (r.status === 'failed') outcome.failed += 1;
    if (r.status !== 'sent' || !r.transaction_id) continue;
    const status = txs.get(r.transaction_id)?.status;
    if (status === 'completed') outcome.completed += 1;
    else if (status === 'failed' || status === 'returned' || status === 'rejected')
      outcome.failed += 1;
    else outcome.in_progress += 1;
  }
  const ref = (id: string | null) =>
    id === null
      ? null
      : { customer_id: id, name: people.find((p) => p.id === id)?.name ?? 'A former user' };
  const progress =
    batch.status === 'awaiting_approval'
      ? ((await progressOf(ctx, db, actor, [batchSubject(batch, rows, rates)], rates)).get(
          batch.id,
        ) ?? null)
      : null;
  const shown: BulkBatch = {
    id: batch.id,
    kind: batch.kind,
    name: batch.name,
    file_name: batch.file_name,
    status: batch.status,
    row_count: rows.filter((r) => r.status !== 'removed').length,
    invalid_count: rows.filter((r) => r.status === 'invalid').length,
    totals: [...totals.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([currency, t]) => ({
        currency,
        count: t.count,
        amount: money(t.amount, currency),
        fee: money(t.fee, currency),
      })),
    aed_value: money(aedTotal(rows, rates), 'AED'),
    outcome,
    created_by: ref(batch.created_by) ?? { customer_id: batch.created_by, name: '' },
    created_at: batch.created_at.toISOString(),
    submitted_at: batch.submitted_at?.toISOString() ?? null,
    decided_by: ref(batch.decided_by),
    decided_at: batch.decided_at?.toISOString() ?? null,
    rejection_reason: batch.rejection_reason,
    approval: progress,
  };
  const visible = rows.filter((r) => r.status !== 'removed');
  return {
    ...shown,
    rows:
      options.withRows === false
        ? []
        : visible.map((r) =>
            presentRow(r, r.transaction_id ? txs.get(r.transaction_id) : undefined, savedNames),
          ),
  };
}

const withoutRows = ({ rows: _rows, ...batch }: BulkBatchWithRows): BulkBatch => batch;

/** A new draft from rows already read (a file, or a payroll month). */
export async function newDraft(
  ctx: AppContext,
  actor: Actor,
  draft: { kind: BatchRow['kind']; name: string; fileName: string | null; id?: string },
  rows: Parameters<typeof checkRows>[2],
  inside?: { tx: Db; rates: RateTable },
): Promise<BatchRow & { rows: Awaited<ReturnType<typeof checkRows>> }> {
  // Inside the caller's transaction, the rates are the caller's: nothing else is read meanwhile.
  const tx = inside?.tx;
  const db = tx ?? ctx.db;
  const context = {
    ...(await checkContext(ctx, db, actor.ownerId, inside?.rates)),
    payroll: draft.kind === 'payroll',
  };
  const checked = await checkRows(db, context, rows);
  const now = ctx.clock.now();
  const write = async (t: Db) => {
    const batch = await t
      .insertInto('bulk_batches')
      .values({
        id: draft.id ?? crypto.randomUUID(),
        company_id: actor.ownerId,
        kind: draft.kind,
        name: draft.name,
        file_name: draft.fileName,
        status: 'draft',
        created_by: actor.customerId,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // In slices: one statement for a thousand rows would pass PostgreSQL's parameter limit.
    for (let i = 0; i < checked.length; i += 200)
      await t
        .insertInto('bulk_rows')
        .values(
          checked.slice(i, i + 200).map((r) => ({
            ...r,
            batch_id: batch.id,
            input: JSON.stringify(r.input),
            problems: JSON.stringify(r.problems),
          })),
        )
        .execute();
    return { ...batch, rows: checked };
  };
  return tx ? write(tx) : ctx.db.transaction().execute(write);
}

export async function upload(
  ctx: AppContext,
  { auth, query, file }: CallInput<typeof uploadBulkPayment> & { file: Buffer },
) {
  const actor = actorOf(auth);
  requireCorporate(actor);
  requireMover(actor);
  const rows = rowsOfTable(await readTable(file));
  const batch = await newDraft(
    ctx,
    actor,
    {
      kind: 'bulk_payment',
      name: query.name,
      fileName: query.file_name ?? null,
    },
    rows,
  );
  return { data: await presentBatch(ctx, ctx.db, actor, batch) };
}

export async function list(ctx: AppContext, { auth, query }: CallInput<typeof listBulkPayments>) {
  const actor = actorOf(auth);
  requireCorporate(actor);
  let q = ctx.db
    .selectFrom('bulk_batches')
    .selectAll()
    .where('company_id', '=', actor.ownerId)
    .orderBy('created_at', 'desc')
    .limit(100);
  if (query.kind) q = q.where('kind', '=', query.kind);
  const batches = await q.execute();
  const rates = await ctx.rates.table();
  const shown = [];
  for (const b of batches)
    shown.push(withoutRows(await presentBatch(ctx, ctx.db, actor, b, { rates, withRows: false })));
  return { data: shown };
}

export async function one(ctx: AppContext, { auth, params }: CallInput<typeof getBulkPayment>) {
  const actor = actorOf(auth);
  return {
    data: await presentBatch(ctx, ctx.db, actor, await batchOf(ctx.db, actor, params.batch_id)),
  };
}

/** A draft its maker (or an administrator) changes. */
function requireDraft(actor: Actor, batch: BatchRow): void {
  requireMover(actor);
  // A payroll month's rows are its employees' pay: changed by running the month again, never here
  // (the SIF is written from the month's lines).
  if (batch.kind === 'payroll')
    throw new ApiError(
      'invalid_state',
      "A payroll month's payments come from its employees and their pay: cancel this batch and run the month again to change them.",
    );
  if (batch.status !== 'draft')
    throw new ApiError(
      'invalid_state',
      `This batch is ${batch.status.replace(/_/g, ' ')}: only a draft changes.`,
    );
  if (batch.created_by !== actor.customerId && actor.customerType !== 'admin')
    throw new ApiError(
      'forbidden',
      'Only who uploaded this batch, or an administrator, changes it.',
    );
}

/** Every row of a draft checked again (a fix may end or make a duplicate elsewhere); changed rows written. */
async function recheck(
  ctx: AppContext,
  tx: Db,
  batch: BatchRow,
  rows: RowRow[],
  rates: RateTable,
): Promise<void> {
  const live = rows.filter((r) => r.status !== 'removed');
  const context = {
    ...(await checkContext(ctx, tx, batch.company_id, rates)),
    payroll: batch.kind === 'payroll',
  };
  const checked = await checkRows(
    tx,
    context,
    live.map((r) => ({ ...r.input, line: r.line })),
  );
  for (const c of checked) {
    const before = live.find((r) => r.line === c.line);
    const after = { ...c, input: JSON.stringify(c.input), problems: JSON.stringify(c.problems) };
    if (
      before &&
      JSON.stringify(before.input) === after.input &&
      JSON.stringify(before.problems) === after.problems &&
      before.status === c.status &&
      before.fee === c.fee &&
      before.beneficiary_id === c.beneficiary_id
    )
      continue;
    await tx
      .updateTable('bulk_rows')
      .set(after)
      .where('batch_id', '=', batch.id)
      .where('line', '=', c.line)
      .execute();
  }
}

async function changeRow(
  ctx: AppContext,
  auth: CallInput<typeof updateBulkPaymentRow>['auth'],
  batchId: string,
  line: number,
  change: (row: RowRow) => Partial<RowRow>,
) {
  const actor = actorOf(auth);
  const rates = await ctx.rates.table();
  const batch = await ctx.db.transaction().execute(async (tx) => {
    const b = await batchOf(tx, actor, batchId, true);
    requireDraft(actor, b);
    const rows = await rowsOf(tx, b.id);
    const row = rows.find((r) => r.line === line && r.status !== 'removed');
    if (!row) throw new ApiError('not_found', `The batch has no row ${line}.`);
    Object.assign(row, change(row));
    await recheck(ctx, tx, b, rows, rates);
    if (row.status === 'removed')
      await tx
        .updateTable('bulk_rows')
        .set({ status: 'removed' })
        .where('batch_id', '=', b.id)
        .where('line', '=', line)
        .execute();
    return tx
      .updateTable('bulk_batches')
      .set({ updated_at: ctx.clock.now() })
      .where('id', '=', b.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { data: await presentBatch(ctx, ctx.db, actor, batch) };
}

export const fixRow = (
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof updateBulkPaymentRow>,
) => changeRow(ctx, auth, params.batch_id, params.line, () => ({ input: body }));

export const removeRow = (
  ctx: AppContext,
  { auth, params }: CallInput<typeof removeBulkPaymentRow>,
) => changeRow(ctx, auth, params.batch_id, params.line, () => ({ status: 'removed' }));

const submitSubject = (batchId: string, customerId: string) => `${batchId}:${customerId}`;

/** Ready to submit: its maker, every row ready, the identity check for payments leaving the bank. */
function refuseUnsubmittable(actor: Actor, batch: BatchRow, rows: readonly RowRow[]): void {
  requireMover(actor);
  if (batch.status !== 'draft')
    throw new ApiError(
      'invalid_state',
      `This batch is ${batch.status.replace(/_/g, ' ')}: it was submitted already.`,
    );
  if (batch.created_by !== actor.customerId)
    throw new ApiError(
      'forbidden',
      'Only who uploaded this batch submits it, with the code sent to them.',
    );
  const invalid = rows.filter((r) => r.status === 'invalid').length;
  if (invalid > 0)
    throw new ApiError(
      'invalid_state',
      `${invalid === 1 ? 'One row has' : `${invalid} rows have`} problems: fix or remove ${invalid === 1 ? 'it' : 'them'} first.`,
    );
  if (!rows.some((r) => r.status === 'ready'))
    throw new ApiError('invalid_state', 'This batch has no payment to make.');
  if (rows.some((r) => r.status === 'ready' && !r.own_bank))
    requireVerified(actor, 'Payments to other banks');
}

export async function sendSubmitCode(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof sendBulkSubmitCode>,
) {
  const actor = actorOf(auth);
  const batch = await batchOf(ctx.db, actor, params.batch_id);
  const rows = await rowsOf(ctx.db, batch.id);
  refuseUnsubmittable(actor, batch, rows);
  await ctx.rateLimit.hit(
    `code-send:customer:${actor.customerId}`,
    ctx.config.limits.codeSendPerSubject,
  );
  const target = await otpTarget(ctx, actor.customerId, body?.channel);
  const expiresAt = await sendMoneyCode(
    ctx,
    'bulk_submit',
    submitSubject(batch.id, actor.customerId),
    target,
    `the ${batch.kind === 'payroll' ? 'payroll' : 'bulk payment'} “${batch.name}” of ${paying(rows).length} payments (${display(aedTotal(rows, await ctx.rates.table()), 'AED')})`,
  );
  return {
    data: { channel: target.channel, sent_to: target.sentTo, expires_at: expiresAt.toISOString() },
  };
}

/** Each currency's wallet holds what its rows need (amounts and fees), or 422 naming the first short. */
async function refuseShort(
  ctx: AppContext,
  tx: Db,
  batch: BatchRow,
  rows: readonly RowRow[],
): Promise<void> {
  const need = new Map<string, bigint>();
  for (const r of rows)
    if (r.status === 'ready')
      need.set(r.currency, (need.get(r.currency) ?? 0n) + (r.amount ?? 0n) + (r.fee ?? 0n));
  const wallets = await tx
    .selectFrom('accounts')
    .select(['currency', 'balance', 'on_hold'])
    .where('owner_id', '=', batch.company_id)
    .where('kind', '=', 'wallet')
    .where('currency', 'in', [...need.keys()])
    .execute();
  for (const [currency, needed] of need) {
    const w = wallets.find((x) => x.currency === currency);
    const available = w ? w.balance - w.on_hold : 0n;
    if (available < needed)
      throw new ApiError(
        'insufficient_funds',
        `Insufficient funds: the ${currency} payments of this batch and their fees come to ${display(needed, currency)}, and the ${currency} wallet has ${display(available, currency)} available.`,
      );
  }
}

export async function submit(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof submitBulkPayment>,
) {
  const { otp_code: code, ...intention } = body;
  const { actor, scope, replay } = await keyedCall(ctx.db, auth, requireMover, {
    call: 'submitBulkPayment',
    key: body.idempotency_key,
    params,
    body: intention,
  });
  if (replay.replay) return replay.body as never;
  const batch = await batchOf(ctx.db, actor, params.batch_id);
  const rows = await rowsOf(ctx.db, batch.id);
  refuseUnsubmittable(actor, batch, rows);
  const rates = await ctx.rates.table();
  const plan = await submittablePlan(
    ctx.db,
    actor,
    batch.kind,
    aedTotal(rows, rates),
    'AED',
    rates,
  );
  if (!plan.required) await refuseShort(ctx, ctx.db, batch, rows);
  await ctx.codes.consume('bulk_submit', submitSubject(batch.id, actor.customerId), code);
  const now = ctx.clock.now();
  const result = await idempotent(ctx.db, ctx.clock, scope, 200, async (tx) => {
    const locked = await batchOf(tx, actor, batch.id, true);
    const lockedRows = await rowsOf(tx, locked.id);
    refuseUnsubmittable(actor, locked, lockedRows);
    if (plan.required) await recordPath(tx, 'batch', locked.id, plan, actor, now);
    else await refuseShort(ctx, tx, locked, lockedRows);
    const next = await tx
      .updateTable('bulk_batches')
      .set({
        status: plan.required ? 'awaiting_approval' : 'processing',
        submitted_at: now,
        updated_at: now,
        ...(plan.required ? {} : { decided_by: actor.customerId, decided_at: now }),
      })
      .where('id', '=', locked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      data: withoutRows(
        await presentBatch(ctx, tx, actor, next, { rows: lockedRows, rates, withRows: false }),
      ),
    };
  });
  if (result.data.status === 'processing') startSending(ctx, batch.id);
  return result;
}

const approveSubject = submitSubject;

/**
 * What an approver signs with a passkey (issue 28): the batch's total as it leaves the wallet (its
 * amounts and fees) when its payments are in one currency, else its value in AED kept when it was
 * submitted; and how many payments. Computed from what is stored, both when the approval starts
 * and when it is checked, so the signature answers for exactly this batch.
 */
export async function batchStatement(
  db: Db,
  batch: BatchRow,
  rows: readonly RowRow[],
): Promise<ApprovalStatement> {
  const ready = rows.filter((r) => r.status === 'ready');
  const currencies = [...new Set(ready.map((r) => r.currency))];
  const single = currencies.length === 1 ? currencies[0] : undefined;
  const path = await db
    .selectFrom('approval_paths')
    .select('aed_value')
    .where('subject_type', '=', 'batch')
    .where('subject_id', '=', batch.id)
    .executeTakeFirst();
  const amount = single
    ? ready.reduce((sum, r) => sum + (r.amount ?? 0n) + (r.fee ?? 0n), 0n)
    : (path?.aed_value ?? 0n);
  return {
    action: 'approve_batch',
    subject_id: batch.id,
    amount_minor: amount.toString(),
    currency: single ?? 'AED',
    payee_name: `${batch.name}: ${ready.length} ${ready.length === 1 ? 'payment' : 'payments'}`,
    payee_account: '',
  };
}

export async function approvableBatch(ctx: AppContext, actor: Actor, id: string) {
  requireApprover(actor);
  const batch = await batchOf(ctx.db, actor, id);
  if (batch.status !== 'awaiting_approval')
    throw new ApiError(
      'invalid_state',
      `This batch is ${batch.status.replace(/_/g, ' ')}: there is nothing to approve.`,
    );
  const rows = await rowsOf(ctx.db, batch.id);
  if (rows.some((r) => r.status === 'ready' && !r.own_bank))
    requireVerified(actor, 'Payments to other banks');
  const rates = await ctx.rates.table();
  await checkCanApprove(ctx, actor, batchSubject(batch, rows, rates));
  return { batch, rows, rates };
}

export async function sendApprovalCode(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof sendBulkApprovalCode>,
) {
  const actor = actorOf(auth);
  const { batch, rows, rates } = await approvableBatch(ctx, actor, params.batch_id);
  await ctx.rateLimit.hit(
    `code-send:customer:${actor.customerId}`,
    ctx.config.limits.codeSendPerSubject,
  );
  const target = await otpTarget(ctx, actor.customerId, body?.channel);
  const expiresAt = await sendMoneyCode(
    ctx,
    'bulk_approve',
    approveSubject(batch.id, actor.customerId),
    target,
    `the approval of “${batch.name}”, ${paying(rows).length} payments (${display(aedTotal(rows, rates), 'AED')})`,
  );
  return {
    data: { channel: target.channel, sent_to: target.sentTo, expires_at: expiresAt.toISOString() },
  };
}

export async function approve(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof approveBulkPayment>,
) {
  const { otp_code: code, passkey, ...intention } = body;
  const { actor, scope, replay } = await keyedCall(ctx.db, auth, requireApprover, {
    call: 'approveBulkPayment',
    key: body.idempotency_key,
    params,
    body: intention,
  });
  if (replay.replay) return replay.body as never;
  const { batch, rows, rates } = await approvableBatch(ctx, actor, params.batch_id);
  if (passkey)
    await verifyApproval(ctx, actor.customerId, passkey, await batchStatement(ctx.db, batch, rows));
  else
    await ctx.codes.consume('bulk_approve', approveSubject(batch.id, actor.customerId), code ?? '');
  const now = ctx.clock.now();
  const result = await idempotent(ctx.db, ctx.clock, scope, 200, async (tx) => {
    const locked = await batchOf(tx, actor, batch.id, true);
    if (locked.status !== 'awaiting_approval')
      throw new ApiError(
        'invalid_state',
        `This batch is already ${locked.status.replace(/_/g, ' ')}.`,
      );
    const lockedRows = await rowsOf(tx, locked.id);
    const given = await giveApproval(
      tx,
      actor,
      batchSubject(locked, lockedRows, rates),
      now,
      rates,
    );
    if (given.complete) await refuseShort(ctx, tx, locked, lockedRows);
    const next = given.complete
      ? await tx
          .updateTable('bulk_batches')
          .set({
            status: 'processing',
            decided_by: actor.customerId,
            decided_at: now,
            updated_at: now,
          })
          .where('id', '=', locked.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : locked;
    return {
      data: withoutRows(
        await presentBatch(ctx, tx, actor, next, { rows: lockedRows, rates, withRows: false }),
      ),
    };
  });
  if (result.data.status === 'processing') startSending(ctx, batch.id);
  return result;
}

async function close(
  ctx: AppContext,
  actor: Actor,
  id: string,
  set: Partial<Pick<BatchRow, 'status' | 'rejection_reason'>> & {
    status: 'rejected' | 'cancelled';
  },
  allowed: (batch: BatchRow) => void,
) {
  const now = ctx.clock.now();
  const batch = await ctx.db.transaction().execute(async (tx) => {
    const locked = await batchOf(tx, actor, id, true);
    allowed(locked);
    return tx
      .updateTable('bulk_batches')
      .set({ ...set, decided_by: actor.customerId, decided_at: now, updated_at: now })
      .where('id', '=', locked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { data: withoutRows(await presentBatch(ctx, ctx.db, actor, batch, { withRows: false })) };
}

export function reject(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof rejectBulkPayment>,
) {
  const actor = actorOf(auth);
  requireApprover(actor);
  return close(
    ctx,
    actor,
    params.batch_id,
    { status: 'rejected', rejection_reason: body.reason },
    (b) => {
      if (b.status !== 'awaiting_approval')
        throw new ApiError(
          'invalid_state',
          `This batch is ${b.status.replace(/_/g, ' ')}: there is nothing to reject.`,
        );
      if (b.created_by === actor.customerId)
        throw new ApiError('forbidden', 'You submitted this batch: cancel it instead.');
    },
  );
}

export function cancel(ctx: AppContext, { auth, params }: CallInput<typeof cancelBulkPayment>) {
  const actor = actorOf(auth);
  requireMover(actor);
  return close(ctx, actor, params.batch_id, { status: 'cancelled' }, (b) => {
    if (b.status !== 'draft' && b.status !== 'awaiting_approval')
      throw new ApiError(
        'invalid_state',
        `This batch is ${b.status.replace(/_/g, ' ')}: it can no longer be cancelled.`,
      );
    if (b.created_by !== actor.customerId && actor.customerType !== 'admin')
      throw new ApiError(
        'forbidden',
        'Only who uploaded this batch, or an administrator, cancels it.',
      );
  });
}
