// The backend moves money along two paths: the TypeScript one (`runNew`: limit, row, journal, each
// a statement in one transaction; conversions, approvals and every movement but the hot one) and
// the database's (`bank_move_batch`, migrations 0003–0005: the same checks in one statement, for
// internal transfers without quote or approval). A property test keeps them one rule: the same
// random sequence of transfers, from the same balance under the same limits (a customer whose
// identity check is pending: AED 1,000 a transfer and a day, 3,000 a month), goes through each
// path for its own pair of customers, and every step must end the same way (done, or refused
// with the same code), with the same balances and the same limit usage, on both databases.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/errors';
import { actorOf } from '../src/money/actor';
import { idempotent, scopeOf } from '../src/money/idempotency';
import { aedValue, runNew } from '../src/money/movements';
import { computeFee, feeRule } from '../src/money/policy';
import { ENGINES, startServer, type TestServer } from './helpers';
import {
  apiFor,
  balance,
  expectLedgerBalanced,
  fund,
  key,
  newCustomer,
  openWallet,
} from './money-helpers';

const RUNS: Record<string, number> = { pglite: 12, postgres: 8 };

for (const engine of ENGINES) {
  describe(`the two money paths agree, on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine, { listen: true });
    });
    afterAll(async () => {
      await server?.close();
    });

    async function pair(startFils: number) {
      const from = await newCustomer(server, { kyc: 'pending' });
      const to = await newCustomer(server, { kyc: 'approved' });
      const fromAed = await openWallet(server, from.token, 'AED');
      const toAed = await openWallet(server, to.token, 'AED');
      if (startFils > 0) await fund(server, fromAed, String(startFils), 'AED');
      return { from, to, fromAed, toAed };
    }

    it('same steps, same outcomes, same balances and limit usage', async () => {
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: 400_000 }),
          fc.array(fc.integer({ min: 1, max: 130_000 }), { minLength: 1, maxLength: 6 }),
          async (startFils, amounts) => {
            const fast = await pair(startFils);
            const slow = await pair(startFils);
            const api = apiFor(server, fast.from.token);
            const auth = await server.ctx.sessions.authenticate(`Bearer ${slow.from.token}`);
            const actor = actorOf(auth);
            const outcomes: [string, string][] = [];
            for (const fils of amounts) {
              // The hot path, as a customer's request takes it.
              const answer = await api('POST', '/transfer/internal', {
                idempotency_key: key(),
                from_wallet_id: fast.fromAed.wallet_id,
                to_account_number: fast.toAed.account_number,
                amount_minor: String(fils),
              });
              const fastOutcome =
                answer.status === 201 ? 'done' : `${answer.status} ${answer.body.error.code}`;
              // The TypeScript path with the same values.
              let slowOutcome = 'done';
              try {
                const rates = await server.ctx.rates.table();
                const minor = BigInt(fils);
                const fee = computeFee(
                  feeRule(actor.userType, 'internal_transfer'),
                  minor,
                  'AED',
                  rates,
                ).fee;
                const now = server.ctx.clock.now();
                const scope = scopeOf(
                  actor.customerId,
                  'internalTransfer',
                  key(),
                  {},
                  {
                    amount_minor: String(fils),
                  },
                );
                await idempotent(server.ctx.db, server.ctx.clock, scope, 201, async (tx) => ({
                  id: (
                    await runNew(
                      server.ctx.ledger,
                      tx,
                      actor,
                      {
                        id: crypto.randomUUID(),
                        type: 'internal_transfer',
                        owner_id: actor.ownerId,
                        created_by: actor.customerId,
                        counterparty_owner_id: slow.to.customerId,
                        from_account_id: slow.fromAed.wallet_id,
                        to_account_id: slow.toAed.wallet_id,
                        currency: 'AED',
                        amount: minor,
                        fee,
                        dest_currency: 'AED',
                        dest_amount: minor,
                        details: { counterparty: { name: 'Payee', detail: null } },
                      },
                      now,
                      rates,
                    )
                  ).id,
                }));
                expect(aedValue(rates, minor, 'AED')).toBe(minor);
              } catch (error) {
                if (!(error instanceof ApiError)) throw error;
                slowOutcome = `${error.status} ${error.code}`;
              }
              outcomes.push([fastOutcome, slowOutcome]);
            }
            for (const [fastOutcome, slowOutcome] of outcomes) {
              expect(fastOutcome).toBe(slowOutcome);
              seen.add(fastOutcome);
            }
            const balances = async (p: Awaited<ReturnType<typeof pair>>) => [
              (await balance(server, p.from.token, p.fromAed.wallet_id)).balance,
              (await balance(server, p.to.token, p.toAed.wallet_id)).balance,
            ];
            expect(await balances(fast)).toEqual(await balances(slow));
            const usage = async (ownerId: string) =>
              (
                await server.ctx.db
                  .selectFrom('limit_usage')
                  .select(['kind', 'period', 'used'])
                  .where('owner_id', '=', ownerId)
                  .orderBy('period')
                  .execute()
              )
                // The statement creates its limit rows (at 0) before it locks them in order, so a
                // refused movement leaves a row at 0 where the TypeScript path leaves none: the
                // same usage.
                .filter((r) => BigInt(r.used) !== 0n)
                .map((r) => `${r.kind} ${r.period.slice(0, 1)} ${String(r.used)}`);
            expect(await usage(fast.from.customerId)).toEqual(await usage(slow.from.customerId));
          },
        ),
        {
          numRuns: RUNS[engine] ?? 8,
          // Every outcome is met in every run of the suite, whatever the random draw.
          examples: [
            [100_000, [30_000, 90_000, 50_000]],
            [0, [1]],
          ],
        },
      );
      // The property compared what matters: successes and both kinds of refusal.
      expect([...seen].sort()).toEqual(
        expect.arrayContaining(['422 insufficient_funds', '422 limit_exceeded', 'done']),
      );
      await expectLedgerBalanced(server);
    }, 300_000);
  });
}
