// The sandbox payment rail and the card provider's settlement batch, run by a worker every few
// seconds (and by POST /dev/rail/tick). An external transfer advances one step per
// RAIL_STEP_SECONDS: pending → processing (the hold becomes a debit: principal to settlement,
// fee to the bank) → completed. Sandbox triggers in the reference: "FAIL" makes it fail at
// processing (everything is refunded), "RETURN" makes the beneficiary's bank return it after
// completion (the principal is refunded, the fee is kept). Unconfirmed transfers expire.
// Instant payments to another bank through the platform (external_ref `IPP…`, issue 27) advance on
// the platform's own step: sent → accepted by the receiving bank (processing) → settled, or
// rejected with its reason (everything refunded); a settled instant payment is final (no return).
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { MoneyEvents } from './events';
import { inTransaction } from './idempotency';
import type { Ledger } from './ledger';
import { externalLines, giveBackLimit } from './movements';
import { lockTransaction, transition, type TxRow } from './records';

type Step = 'process' | 'settle' | 'return' | 'expire';

/** What the rail needs, handed to it at the server's start. */
export interface RailDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** PostgreSQL skips rows another instance is advancing; PGlite has one connection. */
  engine: 'pglite' | 'postgres';
  ledger: Ledger;
  /** The card provider's settlement batch: captured payments now settled to the bank. */
  cards: { settle(): Promise<{ reference: string; currency: string; amount: bigint }[]> };
  railStepSeconds: number;
  /**
   * The instant payment platform (payments to proxies at other banks): the prefix of its references
   * (transactions.external_ref), its step, and the receiving bank's answer at settlement.
   */
  platform?: {
    refPrefix: string;
    stepSeconds: number;
    rejection(reference: string | null): string | undefined;
  };
  log: { error(details: object, message: string): void };
  /** Told of each status change after its commit (the notification centre). */
  events?: MoneyEvents;
}

/** Without a platform (scripts, older set-ups): no reference is the platform's. */
const NO_PLATFORM = { refPrefix: 'no-platform:', stepSeconds: 1, rejection: () => undefined };

export class SandboxRail {
  private running: Promise<number> | undefined;
  private readonly platform: NonNullable<RailDeps['platform']>;
  constructor(private readonly deps: RailDeps) {
    this.platform = deps.platform ?? NO_PLATFORM;
  }

  /** Runs by itself every `everyMs` (0: never) until the returned function is called. */
  start(everyMs: number): () => void {
    if (everyMs <= 0) return () => {};
    const timer = setInterval(
      () =>
        void this.tick().catch((error: unknown) =>
          this.deps.log.error({ err: error }, 'sandbox rail tick failed'),
        ),
      everyMs,
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  /** One pass; concurrent calls share the pass in progress. */
  tick(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    const { db, clock, railStepSeconds } = this.deps;
    const { refPrefix, stepSeconds: instantStepSeconds } = this.platform;
    const now = clock.now();
    const due = new Date(now.getTime() - railStepSeconds * 1000);
    const instantDue = new Date(now.getTime() - instantStepSeconds * 1000);
    const onPlatform = `${refPrefix}%`;
    const rows = await db
      .selectFrom('transactions')
      .select(['id', 'status', 'reference', 'external_ref'])
      .where('type', '=', 'external_transfer')
      .where((eb) =>
        eb.or([
          eb.and([
            // A completed transfer has a step left only when the sandbox returns it: the others
            // are never picked again (the first version picked every completed one, oldest first,
            // so past 200 of them the pending ones behind never advanced).
            eb.or([
              eb('status', 'in', ['pending', 'processing']),
              eb.and([eb('status', '=', 'completed'), eb('reference', 'ilike', '%RETURN%')]),
            ]),
            eb('status_changed_at', '<=', due),
            eb.or([eb('external_ref', 'is', null), eb('external_ref', 'not like', onPlatform)]),
          ]),
          eb.and([
            eb('status', 'in', ['pending', 'processing']),
            eb('status_changed_at', '<=', instantDue),
            eb('external_ref', 'like', onPlatform),
          ]),
          eb.and([eb('status', '=', 'awaiting_confirmation'), eb('confirm_by', '<=', now)]),
        ]),
      )
      .orderBy('status_changed_at')
      .limit(200)
      .execute();
    let advanced = 0;
    for (const r of rows) {
      const step: Step | undefined =
        r.status === 'awaiting_confirmation'
          ? 'expire'
          : r.status === 'pending'
            ? 'process'
            : r.status === 'processing'
              ? 'settle'
              : r.status === 'completed' &&
                  !r.external_ref?.startsWith(refPrefix) &&
                  /RETURN/i.test(r.reference ?? '')
                ? 'return'
                : undefined;
      const changed = step ? await this.advance(r.id, r.status, step) : undefined;
      if (!changed) continue;
      advanced++;
      await this.deps.events?.emit({
        kind: 'transfer_status',
        transactionId: changed.id,
        type: changed.type,
        ownerId: changed.owner_id,
        createdBy: changed.created_by,
        status: changed.status,
        currency: changed.currency,
        amount: changed.amount,
        reason: changed.failure_reason,
      });
    }
    advanced += await this.settleCards();
    return advanced;
  }

  /** The transaction after its step (committed), or undefined when another pass took it. */
  private async advance(
    id: string,
    expected: TxRow['status'],
    step: Step,
  ): Promise<TxRow | undefined> {
    const { db, clock, engine, ledger } = this.deps;
    const now = clock.now();
    return inTransaction(db, async (tx) => {
      const skip = engine === 'postgres' ? sql`SKIP LOCKED` : sql``;
      const { rows } = await sql<{
        id: string;
      }>`SELECT id FROM transactions WHERE id = ${id} AND status = ${expected} FOR UPDATE ${skip}`.execute(
        tx,
      );
      if (!rows.length) return undefined;
      const row = await lockTransaction(tx, id);
      if (step === 'expire') {
        return transition(tx, row, 'expired', now, { failure_reason: 'Not confirmed in time.' });
      } else if (step === 'process') {
        await ledger.post(tx, row.id, 'external_transfer', externalLines(ledger, row), now);
        return transition(tx, row, 'processing', now, { hold: 0n });
      } else if (step === 'settle') {
        const rejected = row.external_ref?.startsWith(this.platform.refPrefix)
          ? this.platform.rejection(row.reference)
          : /FAIL/i.test(row.reference ?? '')
            ? "The beneficiary's bank rejected the payment (sandbox: reference contains FAIL). The amount and the fee were refunded."
            : undefined;
        if (rejected) {
          await ledger.post(
            tx,
            row.id,
            'external_transfer_failed',
            externalLines(ledger, row, -1n),
            now,
          );
          await giveBackLimit(tx, row);
          return transition(tx, row, 'failed', now, {
            failure_reason: rejected,
          });
        }
        return transition(tx, row, 'completed', now);
      } else {
        await ledger.post(
          tx,
          row.id,
          'external_transfer_returned',
          externalLines(ledger, row, -1n, false),
          now,
        );
        return transition(tx, row, 'returned', now, {
          failure_reason:
            "The beneficiary's bank returned the payment (sandbox: reference contains RETURN). The amount was refunded; the fee is kept.",
        });
      }
    });
  }

  /** The card provider settles captured payments: the bank books card clearing → settlement. */
  private async settleCards(): Promise<number> {
    const { db, cards, ledger } = this.deps;
    const settled = await cards.settle();
    for (const p of settled) {
      await inTransaction(db, async (tx) => {
        await ledger.post(tx, p.reference, 'card_settlement', [
          {
            account: ledger.bankAccount('settlement', p.currency),
            currency: p.currency,
            amount: -p.amount,
          },
          {
            account: ledger.bankAccount('card_clearing', p.currency),
            currency: p.currency,
            amount: p.amount,
          },
        ]);
      });
    }
    return settled.length;
  }
}
