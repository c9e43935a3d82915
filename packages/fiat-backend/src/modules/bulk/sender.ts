// Sending an approved batch (issue 28): each ready row becomes its own transfer, in a database
// transaction of its own that also marks the row sent (so a row is sent once, whatever happens to
// the process: a crash leaves it ready, and the next pass sends it). An account of this bank gets an
// internal transfer (completed at once); another bank an external transfer (held, then on the
// rail, where the beneficiary's bank may still reject it: the rail refunds it). A row refused when
// sent (funds, a limit, the account gone) is failed with the reason, and nothing leaves the wallet.
// Sending starts after the approval's commit, in the background; every server also resumes the
// batches left processing (a restart), every few seconds.
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { Actor } from '../../money/actor';
import { holderName, maskAccount } from '../../money/common';
import type { RateTable } from '../../money/fx';
import { runNew } from '../../money/movements';
import type { BulkRowsTable } from '../../db/schema';
import type { Selectable } from 'kysely';

type RowRow = Selectable<BulkRowsTable>;

/** The batches being sent by this process, so one is never sent twice at once here, and close waits. */
const inFlight = new WeakMap<AppContext, Map<string, Promise<void>>>();

function flights(ctx: AppContext) {
  let map = inFlight.get(ctx);
  if (!map) inFlight.set(ctx, (map = new Map()));
  return map;
}

/** Sends a batch in the background (never throws: a failure is logged and the next pass resumes it). */
export function startSending(ctx: AppContext, batchId: string): Promise<void> {
  const map = flights(ctx);
  const running = map.get(batchId);
  if (running) return running;
  const work = sendBatch(ctx, batchId)
    .catch((error: unknown) =>
      ctx.log.error({ err: error, batch: batchId }, 'bulk batch send broke'),
    )
    .finally(() => map.delete(batchId));
  map.set(batchId, work);
  return work;
}

/** Waits for this process's sends (the server's close). */
export async function sendsSettled(ctx: AppContext): Promise<void> {
  await Promise.all([...flights(ctx).values()]);
}

/** Resumes every batch left processing (after a restart), and returns when this pass is done. */
async function resumeBatches(ctx: AppContext): Promise<number> {
  const batches = await ctx.db
    .selectFrom('bulk_batches')
    .select('id')
    .where('status', '=', 'processing')
    .execute();
  await Promise.all(batches.map((b) => startSending(ctx, b.id)));
  return batches.length;
}

/** Runs `resumeBatches` every `everyMs` (0: never) until the returned function is called. */
export function startBatchResumer(ctx: AppContext, everyMs: number): () => void {
  if (everyMs <= 0) return () => {};
  const timer = setInterval(() => void resumeBatches(ctx).catch(() => 0), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

async function sendBatch(ctx: AppContext, batchId: string): Promise<void> {
  const batch = await ctx.db
    .selectFrom('bulk_batches')
    .selectAll()
    .where('id', '=', batchId)
    .executeTakeFirst();
  if (batch?.status !== 'processing') return;
  const maker = await ctx.db
    .selectFrom('customers')
    .select(['kyc_status', 'customer_type'])
    .where('id', '=', batch.created_by)
    .executeTakeFirstOrThrow();
  // Approved under the company's rules: the rows are the company's payments, made by their maker.
  const actor: Actor = {
    customerId: batch.created_by,
    ownerId: batch.company_id,
    ownerType: 'company',
    userType: 'corporate',
    customerType: maker.customer_type,
    kycStatus: maker.kyc_status,
    kycApproved: maker.kyc_status === 'approved',
  };
  const sender = { name: await holderName(ctx.db, batch.company_id, 'company'), detail: null };
  const rates = await ctx.rates.table();
  for (;;) {
    const rows = await ctx.db
      .selectFrom('bulk_rows')
      .selectAll()
      .where('batch_id', '=', batchId)
      .where('status', '=', 'ready')
      .orderBy('line')
      .limit(100)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) await sendRow(ctx, actor, batch.kind, sender, row, rates);
  }
  await ctx.db
    .updateTable('bulk_batches')
    .set({ status: 'done', updated_at: ctx.clock.now() })
    .where('id', '=', batchId)
    .where('status', '=', 'processing')
    .execute();
}

async function sendRow(
  ctx: AppContext,
  actor: Actor,
  kind: 'bulk_payment' | 'payroll',
  sender: { name: string; detail: null },
  row: RowRow,
  rates: RateTable,
): Promise<void> {
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction().execute(async (tx) => {
      const locked = await tx
        .selectFrom('bulk_rows')
        .selectAll()
        .where('batch_id', '=', row.batch_id)
        .where('line', '=', row.line)
        .where('status', '=', 'ready')
        .forUpdate()
        .executeTakeFirst();
      if (!locked || locked.amount === null) return;
      const from = await tx
        .selectFrom('accounts')
        .select(['id', 'account_number'])
        .where('owner_id', '=', actor.ownerId)
        .where('kind', '=', 'wallet')
        .where('currency', '=', locked.currency)
        .executeTakeFirst();
      if (!from)
        throw new ApiError(
          'not_found',
          `Your company no longer has a ${locked.currency} wallet to pay from.`,
        );
      const key = `${kind === 'payroll' ? 'payroll' : 'bulk'}:${locked.batch_id}:${locked.line}`;
      const beneficiary = {
        name: locked.name,
        iban: locked.iban,
        account_number: null,
        bic: locked.bic,
        bank_name: locked.own_bank ? ctx.config.bankName : null,
        country: locked.country,
      };
      const common = {
        id: crypto.randomUUID(),
        owner_id: actor.ownerId,
        created_by: actor.customerId,
        from_account_id: from.id,
        currency: locked.currency,
        amount: locked.amount,
        beneficiary_id: locked.beneficiary_id,
        purpose_code: locked.purpose_code,
        reference: locked.reference,
        approved_by: null,
      };
      let made;
      if (locked.own_bank) {
        const to = locked.to_account_id
          ? await tx
              .selectFrom('accounts')
              .select(['id', 'owner_id', 'account_number', 'currency'])
              .where('id', '=', locked.to_account_id)
              .executeTakeFirst()
          : undefined;
        if (!to || to.currency !== locked.currency)
          throw new ApiError('not_found', 'The account of this IBAN is closed: nothing was sent.');
        made = await runNew(
          ctx.ledger,
          tx,
          actor,
          {
            ...common,
            type: 'internal_transfer',
            counterparty_owner_id: to.owner_id,
            to_account_id: to.id,
            fee: 0n,
            dest_currency: locked.currency,
            dest_amount: locked.amount,
            details: {
              counterparty: { name: locked.name, detail: maskAccount(to.account_number ?? '') },
              beneficiary,
              sender: { ...sender, detail: maskAccount(from.account_number ?? '') },
              bulk: key,
            },
          },
          now,
          rates,
        );
      } else {
        made = await runNew(
          ctx.ledger,
          tx,
          actor,
          {
            ...common,
            type: 'external_transfer',
            counterparty_owner_id: null,
            to_account_id: null,
            fee: locked.fee ?? 0n,
            dest_currency: locked.currency,
            dest_amount: locked.amount,
            charges: 'SHA',
            confirm_by: null,
            details: {
              counterparty: {
                name: locked.name,
                detail: `${locked.bic ?? ''} · ${maskAccount(locked.iban)}`,
              },
              beneficiary,
              principal: locked.amount.toString(),
              bulk: key,
            },
          },
          now,
          rates,
        );
      }
      await tx
        .updateTable('bulk_rows')
        .set({ status: 'sent', transaction_id: made.id })
        .where('batch_id', '=', locked.batch_id)
        .where('line', '=', locked.line)
        .execute();
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Refused (funds, a limit, the account closed): the row says why, and nothing moved.
    await ctx.db
      .updateTable('bulk_rows')
      .set({ status: 'failed', failure_reason: error.message })
      .where('batch_id', '=', row.batch_id)
      .where('line', '=', row.line)
      .where('status', '=', 'ready')
      .execute();
  }
}
