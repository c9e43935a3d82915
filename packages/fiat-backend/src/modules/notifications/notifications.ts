// The Notifications service (issue 27): records a notification for its customers, wakes every
// server process's open streams (pg_notify in the same statement, heard by each process's LISTEN:
// hub.ts), and sends the same event to the outbox channels the customer chose in their settings
// (transaction alerts by e-mail and/or SMS; security alerts are e-mailed by customers/alerts.ts,
// always). A failure to notify is logged and never fails or undoes what it tells of.
import { NOTIFICATION_PREFERENCE_DEFAULTS } from '@bank/api-contract';
import { sql, type RawBuilder } from 'kysely';
import type { AppContext } from '../../context';
import { sendAll, type Message } from '../../adapters/notifications';
import type { NotificationKind, TransactionStatus, TransactionType } from '../../db/schema';
import { display } from '../../money/assets';
import type { MoneyEvent, MoneyEvents } from '../../money/events';
import { channelOf, hubOf, startHub } from './hub';

interface Draft {
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path of the app. */
  link?: string | null;
  transactionId?: string | null;
  /** The same key for the same customer records once (a retried request, a second pass). */
  dedupeKey?: string;
}

/** Who gets it: one customer; a holder (a customer, or every user of a company); a company's approvers. */
type Audience =
  | { customer: string }
  | { holder: string; except?: string | null }
  | { approversOf: string; except?: string | null };

/**
 * await: the outbox messages are sent before answering; background: after (the hot path of
 * internal transfers, which waits for the one insert only); none: in the app only.
 */
type OutboxMode = 'await' | 'background' | 'none';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function audienceQuery(audience: Audience): RawBuilder<unknown> {
  if ('customer' in audience)
    return sql`SELECT id FROM customers WHERE id = ${audience.customer}::uuid AND disabled_at IS NULL`;
  const except = audience.except ?? null;
  if ('holder' in audience)
    return sql`SELECT id FROM customers WHERE id = ${audience.holder}::uuid AND disabled_at IS NULL
      UNION SELECT id FROM customers WHERE company_id = ${audience.holder}::uuid AND disabled_at IS NULL
        AND id IS DISTINCT FROM ${except}::uuid`;
  return sql`SELECT id FROM customers WHERE company_id = ${audience.approversOf}::uuid
    AND customer_type IN ('approver', 'admin') AND disabled_at IS NULL
    AND id IS DISTINCT FROM ${except}::uuid`;
}

interface Recipient {
  customer_id: string;
  email: string;
  phone: string | null;
  phone_verified: boolean;
  prefs: string | null;
}

/**
 * One statement: the audience, each one's next seq, the insert (a duplicate key does nothing),
 * pg_notify for each row inserted (delivered at commit, to every process), and what the outbox
 * needs (contact and preferences). A concurrent insert for the same customer taking the same seq
 * makes this one do nothing for that customer: the statement runs again for those (at most a few
 * times), the rows already made being duplicates by their key then.
 */
async function insert(
  ctx: AppContext,
  audience: Audience,
  draft: Draft,
  dedupeKey: string,
): Promise<Recipient[]> {
  const channel = await channelOf(ctx.db);
  const at = ctx.clock.now();
  const made: Recipient[] = [];
  for (let attempt = 1; attempt <= 5; attempt++) {
    const result = await sql<{
      expected: bigint | number;
      already: bigint | number;
      woke: bigint | number;
      sent: Recipient[] | string | null;
    }>`WITH r AS (${audienceQuery(audience)}),
      n AS (
        INSERT INTO notifications (id, customer_id, seq, kind, title, body, link, transaction_id, dedupe_key, created_at)
        SELECT gen_random_uuid(), r.id,
          (SELECT COALESCE(MAX(x.seq), 0) + 1 FROM notifications x WHERE x.customer_id = r.id),
          ${draft.kind}, ${draft.title}, ${draft.body}, ${draft.link ?? null},
          ${draft.transactionId ?? null}::uuid, ${dedupeKey}, ${at}::timestamptz
        FROM r
        ORDER BY r.id
        ON CONFLICT DO NOTHING
        RETURNING id, customer_id, seq
      ),
      woke AS (SELECT pg_notify(${channel}, n.customer_id || ':' || n.seq || ':' || n.id) AS x FROM n)
    SELECT
      (SELECT count(*) FROM r) AS expected,
      (SELECT count(*) FROM notifications x JOIN r ON x.customer_id = r.id WHERE x.dedupe_key = ${dedupeKey}) AS already,
      (SELECT count(*) FROM woke) AS woke,
      (SELECT json_agg(json_build_object('customer_id', c.id, 'email', c.email, 'phone', c.phone,
          'phone_verified', c.phone_verified_at IS NOT NULL, 'prefs', s.notifications))
        FROM n JOIN customers c ON c.id = n.customer_id
        LEFT JOIN customer_settings s ON s.customer_id = n.customer_id) AS sent`
      .execute(ctx.db)
      .catch((error: unknown) => {
        // Two statements for the same customers waiting on each other: run again.
        const code = (error as { code?: string }).code;
        if ((code === '40P01' || code === '40001') && attempt < 5) return undefined;
        throw error;
      });
    if (!result) continue;
    const row = result.rows[0];
    if (!row) break;
    const sent = (typeof row.sent === 'string' ? JSON.parse(row.sent) : row.sent) ?? [];
    made.push(...(sent as Recipient[]));
    // Everyone has it now (made here, or before by the same key): done.
    if (Number(row.expected) <= Number(row.already) + Number(row.woke)) break;
  }
  return made;
}

/** The outbox's messages: transaction alerts by e-mail and SMS as each customer chose. */
function outboxMessages(ctx: AppContext, draft: Draft, recipients: Recipient[]): Message[] {
  // Security alerts are e-mailed by customers/alerts.ts (always, whatever the preferences).
  if (draft.kind === 'security_alert') return [];
  const messages: Message[] = [];
  for (const r of recipients) {
    try {
      const stored = r.prefs ? (JSON.parse(r.prefs) as Record<string, unknown>) : {};
      const email =
        stored.transaction_alerts_email ??
        NOTIFICATION_PREFERENCE_DEFAULTS.transaction_alerts_email;
      const sms =
        stored.transaction_alerts_sms ?? NOTIFICATION_PREFERENCE_DEFAULTS.transaction_alerts_sms;
      if (email === true)
        messages.push({
          channel: 'email',
          to: r.email,
          subject: draft.title,
          text: `${draft.body}\n\nYou can choose which alerts you get in Settings, under Notifications.`,
        });
      if (sms === true && r.phone && r.phone_verified)
        messages.push({
          channel: 'sms',
          to: r.phone,
          text: `${ctx.config.bankName}: ${draft.title}. ${draft.body}`,
        });
    } catch (error) {
      ctx.log.error({ err: error, kind: draft.kind }, 'notification: the outbox failed');
    }
  }
  return messages;
}

/** The outbox: transaction alerts by e-mail and SMS as the customer chose. */
async function deliver(ctx: AppContext, draft: Draft, recipients: Recipient[]): Promise<void> {
  try {
    await sendAll(ctx.notifier, outboxMessages(ctx, draft, recipients));
  } catch (error) {
    ctx.log.error({ err: error, kind: draft.kind }, 'notification: the outbox failed');
  }
}

/**
 * Records a notification for its audience, wakes their streams on every process and sends the
 * outbox messages. Never throws (logged): returns how many customers it was recorded for.
 */
export async function notify(
  ctx: AppContext,
  audience: Audience,
  draft: Draft,
  outbox: OutboxMode = 'await',
): Promise<number> {
  try {
    const ids =
      'customer' in audience
        ? audience.customer
        : 'holder' in audience
          ? audience.holder
          : audience.approversOf;
    if (!UUID.test(ids)) return 0;
    const recipients = await insert(
      ctx,
      audience,
      draft,
      draft.dedupeKey ?? `once:${crypto.randomUUID()}`,
    );
    if (outbox === 'await') await deliver(ctx, draft, recipients);
    else if (outbox === 'background') {
      const work = deliver(ctx, draft, recipients);
      const hub = hubOf(ctx);
      if (hub) hub.track(work);
      else void work;
    }
    return recipients.length;
  } catch (error) {
    ctx.log.error({ err: error, kind: draft.kind }, 'notification not recorded');
    return 0;
  }
}

// ── What becomes a notification ─────────────────────────────────────────────────────────────

const TRANSACTIONS = '/dashboard/all_transactions';
const kindName = (type: TransactionType) =>
  type === 'external_transfer' ? 'transfer' : type.replace(/_/g, ' ');

function moneyInDraft(e: Extract<MoneyEvent, { kind: 'money_in' }>): Draft & { dedupeKey: string } {
  return {
    kind: 'money_in',
    title: `${display(e.amount, e.currency)} received`,
    body: `${e.from} sent you ${display(e.amount, e.currency)}. It is in your ${e.currency} wallet now.`,
    link: TRANSACTIONS,
    transactionId: e.transactionId,
    dedupeKey: `money_in:${e.transactionId}`,
  };
}

/** Money arrived in a wallet: its holder (every user of a company) is told. */
function notifyMoneyIn(
  ctx: AppContext,
  e: Extract<MoneyEvent, { kind: 'money_in' }>,
  outbox: OutboxMode = 'await',
): Promise<number> {
  return notify(ctx, { holder: e.ownerId }, moneyInDraft(e), outbox);
}

/**
 * The hot path of internal transfers: money in, handed to this server's batcher (recorded with
 * others in one statement a few milliseconds later, then their outbox messages in one insert).
 * Returns at once and never throws. Without a started server (scripts), recorded on its own.
 */
export function queueMoneyIn(ctx: AppContext, e: Extract<MoneyEvent, { kind: 'money_in' }>): void {
  try {
    if (!UUID.test(e.ownerId)) return;
    const batcher = batchers.get(ctx.db);
    if (batcher) batcher.add(e.ownerId, moneyInDraft(e), ctx.clock.now());
    else void notifyMoneyIn(ctx, e, 'background');
  } catch (error) {
    ctx.log.error({ err: error, kind: e.kind }, 'notification not queued');
  }
}

/**
 * An instant payment made (by proxy or for a request), settled at once: the payer's own centre says
 * so too, by the same batcher as the payee's money in (never on the answer's path). Never throws.
 */
export function queuePaymentSent(
  ctx: AppContext,
  e: { transactionId: string; ownerId: string; currency: string; amount: bigint; to: string },
): void {
  try {
    if (!UUID.test(e.ownerId)) return;
    const sum = display(e.amount, e.currency);
    const draft = {
      kind: 'transfer_status' as const,
      title: `${sum} sent to ${e.to}`,
      body: `Your instant payment of ${sum} to ${e.to} was settled at once.`,
      link: TRANSACTIONS,
      transactionId: e.transactionId,
      dedupeKey: `sent:${e.transactionId}`,
    };
    const batcher = batchers.get(ctx.db);
    if (batcher) batcher.add(e.ownerId, draft, ctx.clock.now());
    else void notify(ctx, { holder: e.ownerId }, draft, 'background');
  } catch (error) {
    ctx.log.error({ err: error, kind: 'transfer_status' }, 'notification not queued');
  }
}

const STATUS_TITLE: Partial<Record<TransactionStatus, string>> = {
  processing: 'is on its way',
  completed: 'arrived',
  failed: 'failed',
  returned: 'was returned',
  expired: 'expired',
  rejected: 'was rejected',
};

/** A transfer's status changed by the rail: who made it is told (the holder, or the preparer). */
function notifyTransferStatus(
  ctx: AppContext,
  e: Extract<MoneyEvent, { kind: 'transfer_status' }>,
): Promise<number> {
  const what = `Your ${kindName(e.type)} of ${display(e.amount, e.currency)}`;
  const title = `${what} ${STATUS_TITLE[e.status] ?? `is ${e.status.replace(/_/g, ' ')}`}`;
  const body =
    e.status === 'completed'
      ? `${what} reached the beneficiary's bank.`
      : e.status === 'processing'
        ? `${what} was sent to the beneficiary's bank.`
        : `${title}. ${e.reason ?? ''}`.trim();
  return notify(ctx, e.createdBy ? { customer: e.createdBy } : { holder: e.ownerId }, {
    kind: 'transfer_status',
    title,
    body,
    link: TRANSACTIONS,
    transactionId: e.transactionId,
    dedupeKey: `status:${e.transactionId}:${e.status}`,
  });
}

/** A preparer's transaction waits for approval: the company's approvers are told (not the preparer). */
function notifyApprovalWaiting(
  ctx: AppContext,
  tx: {
    id: string;
    type: TransactionType;
    owner_id: string;
    created_by: string | null;
    amount: bigint;
    currency: string;
  },
): Promise<number> {
  return notify(
    ctx,
    { approversOf: tx.owner_id, except: tx.created_by },
    {
      kind: 'approval_waiting',
      title: `A ${kindName(tx.type)} of ${display(tx.amount, tx.currency)} waits for your approval`,
      body: `A ${kindName(tx.type)} of ${display(tx.amount, tx.currency)} was prepared and waits for an approver. Review it to approve or reject it.`,
      link: `/dashboard/waiting_review/${tx.type}/${tx.id}`,
      transactionId: tx.id,
      dedupeKey: `approval_waiting:${tx.id}`,
    },
  );
}

/** An approver decided: the preparer is told. */
function notifyApprovalDecided(
  ctx: AppContext,
  tx: {
    id: string;
    type: TransactionType;
    created_by: string | null;
    amount: bigint;
    currency: string;
    status: TransactionStatus;
    rejection_reason?: string | null;
  },
): Promise<number> {
  if (!tx.created_by) return Promise.resolve(0);
  const rejected = tx.status === 'rejected';
  const what = `Your ${kindName(tx.type)} of ${display(tx.amount, tx.currency)}`;
  return notify(
    ctx,
    { customer: tx.created_by },
    {
      kind: 'approval_decided',
      title: `${what} was ${rejected ? 'rejected' : 'approved'}`,
      body: rejected
        ? `${what} was rejected by an approver${tx.rejection_reason ? `: ${tx.rejection_reason}` : '.'} You can correct it and submit it again.`
        : `${what} was approved and is ${tx.status.replace(/_/g, ' ')}.`,
      link: rejected ? `/dashboard/resubmit/${tx.type}/${tx.id}` : TRANSACTIONS,
      transactionId: tx.id,
      dedupeKey: `approval_decided:${tx.id}`,
    },
  );
}

/** A security alert (also e-mailed by customers/alerts.ts): in the app too. */
export function notifySecurityAlert(
  ctx: AppContext,
  customerId: string,
  alert: { subject: string; text: string },
): Promise<number> {
  return notify(
    ctx,
    { customer: customerId },
    {
      kind: 'security_alert',
      title: alert.subject,
      body: alert.text.split('\n\n')[0] ?? alert.subject,
      link: '/dashboard/security_page',
    },
    'none',
  );
}

/**
 * After a call that made or decided a transaction (committed): an awaiting approval tells the
 * company's approvers; `decided`, the preparer of the approved or rejected one; a completed internal
 * transfer to another holder, the payee (money in). Read from the row, so a replayed answer tells
 * the same (and the dedupe keys record nothing twice).
 */
export async function notifyTransaction(
  ctx: AppContext,
  transactionId: string | undefined,
  options: { decided?: boolean } = {},
): Promise<void> {
  if (!transactionId || !UUID.test(transactionId)) return;
  try {
    const tx = await ctx.db
      .selectFrom('transactions')
      .select([
        'id',
        'type',
        'status',
        'owner_id',
        'created_by',
        'counterparty_owner_id',
        'to_account_id',
        'amount',
        'currency',
        'dest_amount',
        'dest_currency',
        'details',
        'rejection_reason',
      ])
      .where('id', '=', transactionId)
      .executeTakeFirst();
    if (!tx) return;
    if (tx.status === 'awaiting_approval') await notifyApprovalWaiting(ctx, tx);
    if (options.decided && tx.status !== 'awaiting_approval') await notifyApprovalDecided(ctx, tx);
    if (
      tx.type === 'internal_transfer' &&
      tx.status === 'completed' &&
      tx.counterparty_owner_id &&
      tx.counterparty_owner_id !== tx.owner_id &&
      tx.to_account_id
    ) {
      const details = JSON.parse(tx.details) as { sender?: { name?: string } };
      await notifyMoneyIn(ctx, {
        kind: 'money_in',
        transactionId: tx.id,
        walletId: tx.to_account_id,
        ownerId: tx.counterparty_owner_id,
        currency: tx.dest_currency ?? tx.currency,
        amount: tx.dest_amount ?? tx.amount,
        from: details.sender?.name ?? 'A customer of the bank',
      });
    }
  } catch (error) {
    ctx.log.error({ err: error, transactionId }, 'notification after a transaction failed');
  }
}

/** Money's events (money/events.ts) to notifications, once the context exists. */
export function moneyEvents(ctxOf: () => AppContext | undefined): MoneyEvents {
  return {
    async emit(event) {
      const ctx = ctxOf();
      if (!ctx) return;
      if (event.kind === 'money_in') await notifyMoneyIn(ctx, event);
      else await notifyTransferStatus(ctx, event);
    },
  };
}

// ── The hot path's batcher ──────────────────────────────────────────────────────────────────

/** At most this many events per statement. */
const BATCH_MAX = 400;
/** A flush starts this long after the first event queued (or at once when this many wait). */
const BATCH_WAIT_MS = 3;
const BATCH_EAGER = 100;

interface Queued {
  holder: string;
  draft: Draft & { dedupeKey: string };
  at: Date;
}

interface Made extends Recipient {
  dedupe_key: string;
}

/**
 * Money in from the hot path, many at once: one flush at a time takes everything queued (up to
 * BATCH_MAX) and records it in ONE statement — the events (jsonb_to_recordset) joined to their
 * recipients (a holder: the customer, or every user of a company), each customer's next seqs
 * (`max + row_number()`), the insert (a duplicate key does nothing), pg_notify per row inserted, and
 * what the outbox needs — run again, like `insert`, for rows that lost a seq race; then the outbox
 * messages of the batch in one insert (`sendAll`). A crash between a transfer's commit and the flush
 * loses that notification (the money is safe).
 */
export class NotificationBatcher {
  private queue: Queued[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly outbox = new Set<Promise<void>>();
  private closed = false;
  /** Events per flush, the latest 100 (tests, benches). */
  readonly sizes: number[] = [];

  constructor(private readonly ctx: AppContext) {}

  add(holder: string, draft: Draft & { dedupeKey: string }, at: Date): void {
    this.queue.push({ holder, draft, at });
    this.schedule();
  }

  private schedule(): void {
    if (this.running || !this.queue.length) return;
    if (this.closed || this.queue.length >= BATCH_EAGER) this.kick();
    else this.timer ??= setTimeout(() => this.kick(), BATCH_WAIT_MS);
  }

  private kick(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.running || !this.queue.length) return;
    const batch = this.queue.splice(0, BATCH_MAX);
    this.running = this.run(batch)
      .catch((error: unknown) =>
        this.ctx.log.error({ err: error, count: batch.length }, 'notifications not recorded'),
      )
      .finally(() => {
        this.running = undefined;
        // What queued meanwhile has waited a flush already: at once.
        if (this.queue.length) this.kick();
      });
  }

  /** Resolves when everything queued so far is recorded and its outbox messages sent (tests, close). */
  async flushed(): Promise<void> {
    while (this.running || this.queue.length || this.outbox.size) {
      if (!this.running) this.kick();
      if (this.running) await this.running;
      else await Promise.all([...this.outbox]);
    }
  }

  /** The server stops: what is queued is recorded now, and later events at once. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flushed();
  }

  private async run(batch: Queued[]): Promise<void> {
    this.sizes.push(batch.length);
    if (this.sizes.length > 100) this.sizes.shift();
    // One event per (holder, key): a second copy would take a seq and then do nothing.
    const byKey = new Map<string, Queued>();
    for (const q of batch) byKey.set(`${q.holder}|${q.draft.dedupeKey}`, q);
    const events = [...byKey.values()];
    const text = JSON.stringify(
      events.map((q, ord) => ({
        ord,
        holder: q.holder,
        kind: q.draft.kind,
        title: q.draft.title,
        body: q.draft.body,
        link: q.draft.link ?? null,
        transaction_id: q.draft.transactionId ?? null,
        dedupe_key: q.draft.dedupeKey,
        at: q.at.toISOString(),
      })),
    );
    const channel = await channelOf(this.ctx.db);
    const made: Made[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      const result = await sql<{
        expected: bigint | number;
        woke: bigint | number;
        sent: Made[] | string | null;
      }>`WITH e AS (
          SELECT * FROM jsonb_to_recordset(${text}::jsonb) AS e(ord int, holder uuid, kind text,
            title text, body text, link text, transaction_id uuid, dedupe_key text, at timestamptz)
        ),
        m AS (
          SELECT e.ord, c.id AS customer_id FROM e JOIN customers c ON c.id = e.holder
            WHERE c.disabled_at IS NULL
          UNION
          SELECT e.ord, c.id FROM e JOIN customers c ON c.company_id = e.holder
            WHERE c.disabled_at IS NULL
        ),
        r AS (
          SELECT m.customer_id, e.* FROM m JOIN e ON e.ord = m.ord
          WHERE NOT EXISTS (SELECT 1 FROM notifications x
            WHERE x.customer_id = m.customer_id AND x.dedupe_key = e.dedupe_key)
        ),
        s AS (
          SELECT r.*,
            (SELECT COALESCE(MAX(x.seq), 0) FROM notifications x WHERE x.customer_id = r.customer_id)
              + row_number() OVER (PARTITION BY r.customer_id ORDER BY r.ord) AS seq
          FROM r
        ),
        n AS (
          INSERT INTO notifications (id, customer_id, seq, kind, title, body, link, transaction_id, dedupe_key, created_at)
          SELECT gen_random_uuid(), s.customer_id, s.seq, s.kind, s.title, s.body, s.link,
            s.transaction_id, s.dedupe_key, s.at
          FROM s
          ORDER BY s.customer_id, s.seq
          ON CONFLICT DO NOTHING
          RETURNING id, customer_id, seq, dedupe_key
        ),
        woke AS (SELECT pg_notify(${channel}, n.customer_id || ':' || n.seq || ':' || n.id) AS x FROM n)
      SELECT
        (SELECT count(*) FROM r) AS expected,
        (SELECT count(*) FROM woke) AS woke,
        (SELECT json_agg(json_build_object('customer_id', c.id, 'dedupe_key', n.dedupe_key,
            'email', c.email, 'phone', c.phone, 'phone_verified', c.phone_verified_at IS NOT NULL,
            'prefs', st.notifications))
          FROM n JOIN customers c ON c.id = n.customer_id
          LEFT JOIN customer_settings st ON st.customer_id = n.customer_id) AS sent`
        .execute(this.ctx.db)
        .catch((error: unknown) => {
          // Two statements for the same customers waiting on each other: run again.
          const code = (error as { code?: string }).code;
          if ((code === '40P01' || code === '40001') && attempt < 5) return undefined;
          throw error;
        });
      if (!result) continue;
      const row = result.rows[0];
      if (!row) break;
      const sent = (typeof row.sent === 'string' ? JSON.parse(row.sent) : row.sent) ?? [];
      made.push(...(sent as Made[]));
      // Every row not recorded before was made now: done. Else some lost a seq race: again (those
      // made are skipped by their key).
      if (Number(row.expected) <= Number(row.woke)) break;
      if (attempt === 5)
        this.ctx.log.error(
          { count: Number(row.expected) - Number(row.woke) },
          'notifications not recorded: seq races lost five times',
        );
    }
    // The outbox: one insert for the batch, not waited for by the next flush.
    const drafts = new Map(events.map((q) => [q.draft.dedupeKey, q.draft]));
    const messages = made.flatMap((r) => {
      const draft = drafts.get(r.dedupe_key);
      return draft ? outboxMessages(this.ctx, draft, [r]) : [];
    });
    if (!messages.length) return;
    const work = sendAll(this.ctx.notifier, messages).catch((error: unknown) =>
      this.ctx.log.error({ err: error, count: messages.length }, 'notification: the outbox failed'),
    );
    this.outbox.add(work);
    void work.finally(() => this.outbox.delete(work));
  }
}

const batchers = new WeakMap<AppContext['db'], NotificationBatcher>();

/** Resolves when this server's queued notifications are recorded and their outbox messages sent. */
export async function notificationsFlushed(ctx: Pick<AppContext, 'db'>): Promise<void> {
  await batchers.get(ctx.db)?.flushed();
}

/** This server's batcher (tests read its batch sizes). */
export function batcherOf(ctx: Pick<AppContext, 'db'>): NotificationBatcher | undefined {
  return batchers.get(ctx.db);
}

/**
 * Starts this server's notification listener and the hot path's batcher; the returned function
 * records what is queued, then stops the listener (streams end).
 */
export async function startNotifications(ctx: AppContext): Promise<() => Promise<void>> {
  const batcher = new NotificationBatcher(ctx);
  batchers.set(ctx.db, batcher);
  const stopHub = await startHub(ctx);
  return async () => {
    await batcher.close();
    await stopHub();
  };
}
