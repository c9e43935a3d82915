// Standing orders' runs (issue 27) on a PostgreSQL job queue, pg-boss 10, on PostgreSQL and on
// PGlite (through the storage's adapter over the one connection, see db/index.ts). `runDue` finds
// the active orders due by today's date in Dubai, claims each run by inserting its row (order, date)
// — only the process whose INSERT … ON CONFLICT DO NOTHING inserted it goes on — moves the order to
// its next date, and sends one job per claimed run. A worker makes the run through the customer's
// own path (transferInternal, or payByProxy for an instant payment) as the order's creator (or, for
// a preparer's order, its approver), with the idempotency key standing:<order>:<date>, so a job
// made twice (a retry after a crash) answers the first run's transaction. A refusal (funds, limits,
// a payee no longer valid, a disabled user or a changed role) is recorded with its reason in words
// and never retried; pg-boss retries only a run that broke (the database went away).
import PgBoss from 'pg-boss';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { JobsDatabase } from '../../db';
import { ApiError } from '../../http/errors';
import { actorOf, needsApproval } from '../../money/actor';
import { display } from '../../money/assets';
import type { AuthInfo } from '../../security/sessions';
import { payByProxy } from '../instant/payments';
import { notify } from '../notifications/notifications';
import { externalByStandingOrder } from '../transfers/external';
import { transferInternal } from '../transfers/internal';
import { dubaiDate } from './dates';
import { advance, type OrderRow } from './orders';

const RUN_QUEUE = 'standing-order-run';
const DUE_QUEUE = 'standing-orders-due';

export interface RunJob {
  orderId: string;
  runDate: string;
}

/** A process's session-free identity for a run: no session id (the movement skips that check). */
const NO_SESSION = '00000000-0000-0000-0000-000000000000';

/** At most this many past dates of one order are looked at in one pass (a server down for years). */
const CATCH_UP = 400;

/**
 * After the bank could not make payments for a while (the servers down), an order's missed dates are
 * not all made at once: only its latest due date is paid, as a bank's standing order is paid late
 * once, never months of rent in one morning. Each older date is recorded as skipped with this
 * reason (a skipped run does not count towards max_runs), and the holder is told once.
 */
const MISSED_REASON =
  'Not made: the bank could not make payments on this date, and only the latest due payment of a standing order is made afterwards. Pay it yourself if it is still due.';

/**
 * Claims one due run of an order: its row inserted (the claim) and the order moved to its next
 * date in one transaction. Undefined when nothing is due or another process claimed it.
 */
async function claimOne(
  ctx: AppContext,
  id: string,
  today: string,
): Promise<(RunJob & { missed: boolean }) | undefined> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const o = await tx
      .selectFrom('standing_orders')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'active')
      .where('next_run_date', '<=', today)
      .executeTakeFirst();
    if (!o?.next_run_date) return undefined;
    // Another date after this one is due too: this one was missed (see MISSED_REASON).
    const after = advance(o, o.next_run_date, false).next_run_date;
    const missed = after !== null && after <= today;
    const claimed = await tx
      .insertInto('standing_order_runs')
      .values({
        order_id: o.id,
        run_date: o.next_run_date,
        status: missed ? 'skipped' : 'pending',
        amount: o.amount,
        transaction_id: null,
        error_code: missed ? 'missed' : null,
        error_message: missed ? MISSED_REASON : null,
        job_id: null,
        claimed_at: now,
        finished_at: missed ? now : null,
      })
      .onConflict((c) => c.doNothing())
      .returning('order_id')
      .executeTakeFirst();
    if (!claimed) return undefined;
    const next = advance(o, o.next_run_date, !missed);
    await tx
      .updateTable('standing_orders')
      .set({
        next_run_date: next.next_run_date,
        runs_made: next.runs_made,
        status: next.finished ? 'finished' : 'active',
        updated_at: now,
      })
      .where('id', '=', o.id)
      .where('next_run_date', '=', o.next_run_date)
      .execute();
    return { orderId: o.id, runDate: o.next_run_date, missed };
  });
}

/** Claims every run due by `now` (Dubai's date); the caller sends their jobs. */
export async function claimDue(ctx: AppContext, now: Date): Promise<RunJob[]> {
  const today = dubaiDate(now);
  const due = await ctx.db
    .selectFrom('standing_orders')
    .select('id')
    .where('status', '=', 'active')
    .where('next_run_date', '<=', today)
    .orderBy('next_run_date')
    .limit(1000)
    .execute();
  const claimed: RunJob[] = [];
  for (const { id } of due) {
    const missed: string[] = [];
    for (let i = 0; i < CATCH_UP; i++) {
      const run = await claimOne(ctx, id, today);
      if (!run) break;
      if (run.missed) missed.push(run.runDate);
      else claimed.push({ orderId: run.orderId, runDate: run.runDate });
    }
    if (missed.length > 0) await toldOfMissed(ctx, id, missed);
  }
  return claimed;
}

/** The holder is told once which dates of an order were missed and not made. Never throws. */
async function toldOfMissed(ctx: AppContext, orderId: string, dates: string[]): Promise<void> {
  const o = await ctx.db
    .selectFrom('standing_orders')
    .select(['owner_id', 'amount', 'currency', 'body'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!o) return;
  const reference = typeof o.body.reference === 'string' ? o.body.reference : null;
  const shown = dates.map((d) => d.split('-').reverse().join('-'));
  const list =
    shown.length > 3
      ? `${shown.slice(0, 3).join(', ')} and ${shown.length - 3} more`
      : shown.join(', ');
  await notify(
    ctx,
    { holder: o.owner_id },
    {
      kind: 'scheduled_run_failed',
      title: `${dates.length === 1 ? 'A payment' : `${dates.length} payments`} of ${display(o.amount, o.currency)} not made`,
      body: `Your standing order${reference ? ` "${reference}"` : ''} missed ${list}: the bank could not make payments then. Only its latest due payment is made now; pay the others yourself if they are still due.`,
      link: '/dashboard/upcoming',
      dedupeKey: `scheduled_missed:${orderId}:${dates[0]}:${dates.at(-1)}`,
    },
  );
}

const forbidden = (message: string) => new ApiError('forbidden', message);

/**
 * Who a run acts as, read from the database now: the order's creator while still enabled and a
 * user of the order's holder who may move money; for a preparer's order, the approver who approved
 * it (still enabled and still an approver or administrator of the company).
 */
async function actingAs(ctx: AppContext, o: OrderRow): Promise<AuthInfo> {
  const people = await ctx.db
    .selectFrom('customers')
    .select(['id', 'user_type', 'customer_type', 'company_id', 'kyc_status', 'disabled_at'])
    .where('id', 'in', [o.created_by, ...(o.approved_by ? [o.approved_by] : [])])
    .execute();
  const authOf = (c: (typeof people)[number]): AuthInfo => ({
    customerId: c.id,
    sessionId: NO_SESSION,
    userType: c.user_type,
    customerType: c.customer_type,
    companyId: c.company_id,
    kycStatus: c.kyc_status,
  });
  const creator = people.find((c) => c.id === o.created_by);
  if (!creator || creator.disabled_at)
    throw forbidden(
      'The user who set up this standing order can no longer make payments: set it up again from an active user.',
    );
  const auth = authOf(creator);
  const actor = actorOf(auth);
  if (actor.ownerId !== o.owner_id || actor.customerType === 'viewer')
    throw forbidden(
      'The user who set up this standing order may no longer make payments from this account: set it up again.',
    );
  if (!needsApproval(actor)) return auth;
  const approver = people.find((c) => c.id === o.approved_by);
  if (
    !approver ||
    approver.disabled_at ||
    approver.company_id !== o.owner_id ||
    (approver.customer_type !== 'approver' && approver.customer_type !== 'admin')
  )
    throw forbidden(
      'The approver of this standing order can no longer approve payments: ask an approver to approve it again.',
    );
  return authOf(approver);
}

/** Makes one claimed run (once: a run no longer pending is left as it is). */
export async function executeRun(
  ctx: AppContext,
  job: RunJob,
  lastAttempt = true,
): Promise<'completed' | 'failed' | 'skipped' | 'done'> {
  const run = await ctx.db
    .selectFrom('standing_order_runs')
    .selectAll()
    .where('order_id', '=', job.orderId)
    .where('run_date', '=', job.runDate)
    .executeTakeFirst();
  if (run?.status !== 'pending') return 'done';
  const o = await ctx.db
    .selectFrom('standing_orders')
    .selectAll()
    .where('id', '=', job.orderId)
    .executeTakeFirstOrThrow();
  const finish = async (
    set: { status: 'completed' | 'failed' | 'skipped' } & Partial<{
      transaction_id: string;
      error_code: string;
      error_message: string;
    }>,
  ) => {
    await ctx.db
      .updateTable('standing_order_runs')
      .set({ ...set, finished_at: ctx.clock.now() })
      .where('order_id', '=', job.orderId)
      .where('run_date', '=', job.runDate)
      .where('status', '=', 'pending')
      .execute();
    return set.status;
  };
  // Paused or cancelled after this run was claimed, before it was made: it is not made.
  if (o.status === 'paused' || o.status === 'cancelled') {
    await finish({
      status: 'skipped',
      error_message: `The order was ${o.status} before this run was made: nothing was sent.`,
    });
    return 'done';
  }
  try {
    const auth = await actingAs(ctx, o);
    const body = {
      ...(o.body as Record<string, string>),
      idempotency_key: `standing:${o.id}:${run.run_date}`,
      amount_minor: String(run.amount ?? o.amount),
    };
    const state = { checked: true, sessionless: true, mandate: true };
    const answer =
      o.kind === 'instant'
        ? await payByProxy(ctx, { auth, body: body as never }, state)
        : o.kind === 'external'
          ? await externalByStandingOrder(ctx, auth, body as never)
          : await transferInternal(ctx, auth, body as never, state);
    return await finish({ status: 'completed', transaction_id: answer.data.transaction_id });
  } catch (error) {
    // A refusal is the run's outcome, in words, never retried; a run still being made elsewhere
    // (the same key in progress) and a failure of the server are tried again by the queue.
    if (error instanceof ApiError && error.code !== 'idempotency_in_progress') {
      const outcome = await finish({
        status: 'failed',
        error_code: error.code,
        error_message: error.message,
      });
      await toldOfFailure(ctx, o, run.run_date, run.amount ?? o.amount, error.message);
      return outcome;
    }
    if (!lastAttempt) throw error;
    ctx.log.error({ err: error, order: o.id, run: run.run_date }, 'standing order run broke');
    return finish({
      status: 'failed',
      error_code: 'internal_error',
      error_message:
        'This payment could not be made because of a problem at the bank. It was not sent; make it yourself if it is still due.',
    });
  }
}

/**
 * The account holder (every user of a company) is told in the notification centre and by the
 * channels they chose, once per run: why, and what to do. Never throws (notify logs).
 */
async function toldOfFailure(
  ctx: AppContext,
  o: OrderRow,
  date: string,
  amount: bigint,
  why: string,
): Promise<void> {
  const next = await ctx.db
    .selectFrom('standing_orders')
    .select(['next_run_date', 'status'])
    .where('id', '=', o.id)
    .executeTakeFirst();
  const after =
    next?.status === 'active' && next.next_run_date
      ? ` Nothing is retried: the next one is on ${next.next_run_date}.`
      : ' Nothing is retried.';
  await notify(
    ctx,
    { holder: o.owner_id },
    {
      kind: 'scheduled_run_failed',
      title: `Scheduled payment of ${display(amount, o.currency)} not made`,
      body: `The payment due on ${date} was not made. ${why}${after} Make it yourself if it is still due.`,
      // The app's Upcoming page: the order with this run's reason, and what can be changed.
      link: '/dashboard/upcoming',
      dedupeKey: `scheduled_run_failed:${o.id}:${date}`,
    },
  );
}

/** pg-boss's schema: `pgboss` beside `public`; beside a test's own schema, `<schema>_pgboss`. */
async function bossSchema(ctx: AppContext): Promise<string> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(ctx.db);
  const schema = rows[0]?.schema ?? 'public';
  return schema === 'public' ? 'pgboss' : `${schema}_pgboss`;
}

export interface SchedulerOptions {
  /** Also run `runDue` every minute by pg-boss's cron (tz Asia/Dubai); off in tests. */
  cron: boolean;
}

/** The job queue of one server process: its worker, its cron, and the development tick. */
export class StandingOrderScheduler {
  private constructor(
    private readonly ctx: AppContext,
    private readonly boss: PgBoss,
    private readonly workerId: string,
  ) {}

  static async start(
    ctx: AppContext,
    jobs: JobsDatabase,
    options: SchedulerOptions,
  ): Promise<StandingOrderScheduler> {
    const schema = await bossSchema(ctx);
    const boss = new PgBoss({
      ...(jobs.engine === 'postgres'
        ? { connectionString: jobs.connectionString, max: 3 }
        : { db: jobs.adapter as PgBoss.Db }),
      schema,
      migrate: true,
      supervise: true,
      schedule: options.cron,
    });
    boss.on('error', (error) => ctx.log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const [name, queue] of [
      [RUN_QUEUE, { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 }],
      [DUE_QUEUE, { retryLimit: 0, expireInSeconds: 300 }],
    ] as const) {
      if (await boss.getQueue(name)) continue;
      // Several processes start at once: another may create it first.
      await boss.createQueue(name, { name, ...queue }).catch(async (error: unknown) => {
        if (!(await boss.getQueue(name))) throw error;
      });
    }
    const workerId = await boss.work<RunJob>(
      RUN_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 2, includeMetadata: true },
      async ([job]) => {
        if (job) await executeRun(ctx, job.data, job.retryCount >= job.retryLimit);
      },
    );
    const scheduler = new StandingOrderScheduler(ctx, boss, workerId);
    if (options.cron) {
      await boss.work(DUE_QUEUE, async () => {
        await scheduler.runDue(ctx.clock.now());
      });
      await boss.schedule(DUE_QUEUE, '* * * * *', {}, { tz: 'Asia/Dubai' });
    }
    return scheduler;
  }

  /** Claims the runs due by `now` and sends a job for each (and for a claim whose job was lost). */
  async runDue(now: Date): Promise<RunJob[]> {
    const claimed = await claimDue(this.ctx, now);
    // A claim committed by a process that stopped before sending its job: sent again (a run made
    // twice answers its first transaction, by its idempotency key).
    const lost = await this.ctx.db
      .selectFrom('standing_order_runs')
      .select(['order_id', 'run_date'])
      .where('status', '=', 'pending')
      .where('job_id', 'is', null)
      .where('claimed_at', '<', new Date(now.getTime() - 5 * 60_000))
      .limit(100)
      .execute();
    const runs = [...claimed, ...lost.map((r) => ({ orderId: r.order_id, runDate: r.run_date }))];
    for (const run of runs) {
      const jobId = await this.boss.send(RUN_QUEUE, run);
      if (jobId)
        await this.ctx.db
          .updateTable('standing_order_runs')
          .set({ job_id: jobId })
          .where('order_id', '=', run.orderId)
          .where('run_date', '=', run.runDate)
          .execute();
    }
    if (runs.length) this.boss.notifyWorker(this.workerId);
    return claimed;
  }

  /**
   * The development tick: runDue by the server's clock, then waits until no run due by today is
   * pending (this process's worker is woken each time; another process's may make some).
   */
  async tick(timeoutMs = 30_000): Promise<{ claimed: number; completed: number; failed: number }> {
    const now = this.ctx.clock.now();
    const claimed = await this.runDue(now);
    const today = dubaiDate(now);
    const started = Date.now();
    for (;;) {
      const pending = await this.ctx.db
        .selectFrom('standing_order_runs')
        .select(({ fn }) => fn.countAll<bigint>().as('n'))
        .where('status', '=', 'pending')
        .where('run_date', '<=', today)
        .executeTakeFirstOrThrow();
      if (Number(pending.n) === 0) break;
      if (Date.now() - started > timeoutMs)
        throw new ApiError('internal_error', 'Runs are still being made: try again in a moment.');
      this.boss.notifyWorker(this.workerId);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const outcomes = claimed.length
      ? await this.ctx.db
          .selectFrom('standing_order_runs')
          .select(['status'])
          .where((eb) =>
            eb.or(
              claimed.map((c) =>
                eb.and([eb('order_id', '=', c.orderId), eb('run_date', '=', c.runDate)]),
              ),
            ),
          )
          .execute()
      : [];
    return {
      claimed: claimed.length,
      completed: outcomes.filter((r) => r.status === 'completed').length,
      failed: outcomes.filter((r) => r.status === 'failed').length,
    };
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 5000, wait: true });
  }
}

const schedulers = new WeakMap<AppContext, StandingOrderScheduler>();

/** Starts this server's scheduler (server.ts); routes find it by the context. */
export async function startStandingOrders(
  ctx: AppContext,
  jobs: JobsDatabase,
  options: SchedulerOptions,
): Promise<() => Promise<void>> {
  const scheduler = await StandingOrderScheduler.start(ctx, jobs, options);
  schedulers.set(ctx, scheduler);
  return async () => {
    schedulers.delete(ctx);
    await scheduler.stop();
  };
}

export function schedulerOf(ctx: AppContext): StandingOrderScheduler {
  const s = schedulers.get(ctx);
  if (!s) throw new ApiError('invalid_state', 'The job queue is not running.');
  return s;
}
