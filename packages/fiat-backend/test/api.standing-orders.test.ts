// Scheduled and recurring transfers (issue 27) over real HTTP on PGlite and PostgreSQL, with the
// job queue (pg-boss) in each: the tests move the server's clock and call POST /dev/scheduler/tick,
// which makes the runs due by Dubai's date and waits for them (never a sleep). Monthly on the 31st
// runs on 30 November and 31 December; a run happens once even when claimed twice at once (and,
// on PostgreSQL, from two server instances); a refused run is recorded with its reason and not
// retried; skip, pause/resume, a new amount, cancel; the end by a date or a number of runs; a
// preparer's order waits for one approval; bad input answers 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ENGINES, expectError, startInstance, startServer, type TestServer } from './helpers';
import {
  apiFor,
  balance,
  expectLedgerBalanced,
  fund,
  newCustomer,
  openWallet,
  phoneOf,
  tokenFor,
  type Api,
  type Customer,
  lastCode,
} from './money-helpers';
import { addDays, dubaiDate, firstOnOrAfter, nextAfter } from '../src/modules/standing/dates';
import { claimDue, executeRun, schedulerOf } from '../src/modules/standing/runner';

describe('standing orders’ calendar (Asia/Dubai)', () => {
  it('reads the date in Dubai, UTC+4', () => {
    expect(dubaiDate(new Date('2026-11-29T19:59:59Z'))).toBe('2026-11-29');
    expect(dubaiDate(new Date('2026-11-29T20:00:00Z'))).toBe('2026-11-30');
  });
  it('runs monthly on the 31st on the last day of shorter months', () => {
    const s = { frequency: 'monthly' as const, day: 31 };
    expect(firstOnOrAfter(s, '2026-11-20')).toBe('2026-11-30');
    expect(nextAfter(s, '2026-11-30')).toBe('2026-12-31');
    expect(nextAfter(s, '2026-12-31')).toBe('2027-01-31');
    expect(nextAfter(s, '2027-01-31')).toBe('2027-02-28');
    expect(nextAfter(s, '2028-01-31')).toBe('2028-02-29');
    expect(nextAfter({ frequency: 'last_day', day: null }, '2027-02-28')).toBe('2027-03-31');
    expect(firstOnOrAfter({ frequency: 'weekly', day: 1 }, '2026-03-04')).toBe('2026-03-09');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

for (const engine of ENGINES) {
  describe(`standing orders on ${engine}`, () => {
    let server: TestServer;
    let payer: Customer;
    let payee: Customer;
    let from: { wallet_id: string; iban: string | null; account_number: string };
    let to: { wallet_id: string; iban: string | null; account_number: string };

    /** Moves the server's clock forward to this instant. */
    const moveTo = (iso: string) => {
      const seconds = (Date.parse(iso) - server.ctx.clock.now().getTime()) / 1000;
      expect(seconds).toBeGreaterThanOrEqual(0);
      server.clock.advance(seconds);
    };
    /** A fresh session (moving the clock by weeks ends the older ones). */
    const as = async (c: Customer): Promise<Api> =>
      apiFor(server, await tokenFor(server, c.customerId));
    const tick = async (on: TestServer = server) => {
      const answer = await call(on, 'POST', '/dev/scheduler/tick');
      expect(answer.status).toBe(200);
      return answer.body.data as { claimed: number; completed: number; failed: number };
    };
    const order = async (api: Api, id: string) => {
      const answer = await api('GET', `/standing_orders/${id}`);
      expect(answer.status).toBe(200);
      return answer.body.data;
    };
    const payeeBalance = async () =>
      (await balance(server, await tokenFor(server, payee.customerId), to.wallet_id)).balance;
    const create = async (api: Api, body: Record<string, unknown>) =>
      api('POST', '/standing_orders', {
        kind: 'internal',
        from_wallet_id: from.wallet_id,
        to_account_number: to.account_number,
        ...body,
      });

    beforeAll(async () => {
      server = await startServer(engine);
      payer = await newCustomer(server);
      payee = await newCustomer(server);
      from = await openWallet(server, payer.token, 'AED');
      to = await openWallet(server, payee.token, 'AED');
    });
    afterAll(async () => {
      await server?.close();
    });

    it('refuses bad input with 400, naming the field', async () => {
      const api = await as(payer);
      const today = dubaiDate(server.ctx.clock.now());
      const base = { amount_minor: '1000', frequency: 'monthly', start_date: addDays(today, 1) };
      const cases: [Record<string, unknown>, string][] = [
        [{ start_date: addDays(today, -1) }, 'start_date'],
        [{ start_date: '2026-02-30' }, 'start_date'],
        [{ day_of_month: 0 }, 'day_of_month'],
        [{ day_of_month: 32 }, 'day_of_month'],
        [{ until_date: today }, 'until_date'],
        [{ max_runs: 0 }, 'max_runs'],
        [{ frequency: 'weekly', weekday: 8 }, 'weekday'],
        [{ amount_minor: '0' }, 'amount_minor'],
        [{ amount_minor: 10 }, 'amount_minor'],
      ];
      for (const [change, field] of cases) {
        const answer = await create(api, { ...base, ...change });
        expectError(answer, 400, 'validation_error');
        expect(Object.keys(answer.body.error.fields ?? {})).toContain(field);
      }
      const missing = await api('POST', '/standing_orders', {
        ...base,
        kind: 'internal',
        from_wallet_id: from.wallet_id,
      });
      expectError(missing, 400, 'validation_error');
      expectError(
        await create(api, { ...base, from_wallet_id: crypto.randomUUID() }),
        404,
        'not_found',
      );
      expect((await api('GET', '/standing_orders')).body.data).toEqual([]);
    });

    it('refuses an amount over the per-payment limit when the order is set up or changed, not at its first run', async () => {
      const api = await as(payer);
      const today = dubaiDate(server.ctx.clock.now());
      const base = { frequency: 'monthly', start_date: addDays(today, 1) };
      // An individual's transfer is at most AED 50,000.00.
      const over = await create(api, { ...base, amount_minor: '5000001' });
      expectError(over, 422, 'limit_exceeded');
      expect(over.body.error.fields.amount_minor).toMatch(
        /per-transaction limit of AED 50,000\.00/,
      );
      const made = await create(api, { ...base, amount_minor: '5000000' });
      expect(made.status).toBe(201);
      const raised = await api('POST', `/standing_orders/${made.body.data.id}/amount`, {
        amount_minor: '5000001',
      });
      expectError(raised, 422, 'limit_exceeded');
      expect((await order(api, made.body.data.id)).amount.minor).toBe('5000000');
      expect((await api('POST', `/standing_orders/${made.body.data.id}/cancel`)).status).toBe(200);
    });

    it('records a refused run with its reason, does not retry it, and makes the next one', async () => {
      const api = await as(payer);
      await fund(server, from, '10000', 'AED'); // AED 100
      const today = dubaiDate(server.ctx.clock.now()); // 2026-03-01
      const made = await create(api, {
        amount_minor: '50000',
        frequency: 'weekly',
        start_date: addDays(today, 1),
        reference: 'Rent',
      });
      expect(made.status).toBe(201);
      const id = made.body.data.id as string;
      expect(made.body.data.status).toBe('active');
      expect(made.body.data.next_runs).toEqual([
        addDays(today, 1),
        addDays(today, 8),
        addDays(today, 15),
      ]);
      // Nothing due today.
      expect((await tick()).claimed).toBe(0);
      moveTo('2026-03-01T20:30:00Z'); // 00:30 on 2 March in Dubai
      expect(await tick()).toEqual({ claimed: 1, completed: 0, failed: 1 });
      let o = await order(await as(payer), id);
      expect(o.runs).toHaveLength(1);
      expect(o.runs[0]).toMatchObject({
        run_date: '2026-03-02',
        status: 'failed',
        error_code: 'insufficient_funds',
        transaction_id: null,
      });
      expect(o.runs[0].error_message).toMatch(/\w+ \w+/);
      expect(o.last_failure.error_code).toBe('insufficient_funds');
      expect(o.next_run_date).toBe('2026-03-09');
      // The customer is told, once, why and what to do.
      const told = await server.ctx.db
        .selectFrom('notifications')
        .selectAll()
        .where('customer_id', '=', payer.customerId)
        .where('kind', '=', 'scheduled_run_failed')
        .execute();
      expect(told).toHaveLength(1);
      expect(told[0]?.title).toBe('Scheduled payment of AED 500.00 not made');
      expect(told[0]?.body).toMatch(/2026-03-02.*next one is on 2026-03-09/);
      // Not retried: another pass the same day makes nothing.
      expect((await tick()).claimed).toBe(0);
      expect(await payeeBalance()).toBe('0.00');
      await fund(server, from, '100000', 'AED');
      moveTo('2026-03-09T05:00:00Z');
      expect(await tick()).toEqual({ claimed: 1, completed: 1, failed: 0 });
      o = await order(await as(payer), id);
      expect(o.runs.map((r: { status: string }) => r.status)).toEqual(['completed', 'failed']);
      expect(o.last_failure).toBeNull();
      expect(await payeeBalance()).toBe('500.00');
      const tx = await (await as(payer))('GET', `/transaction/${o.runs[0].transaction_id}`);
      expect(tx.status).toBe(200);
      expect((await (await as(payer))('POST', `/standing_orders/${id}/cancel`)).status).toBe(200);
      await expectLedgerBalanced(server);
    });

    it('skips the next run, pauses and resumes, changes the amount, and cancels', async () => {
      let api = await as(payer);
      const made = await create(api, {
        amount_minor: '1000',
        frequency: 'weekly',
        start_date: '2026-03-10',
      });
      const id = made.body.data.id as string;
      expect(made.body.data.weekday).toBe(2);
      const skipped = await api('POST', `/standing_orders/${id}/skip`);
      expect(skipped.body.data.next_run_date).toBe('2026-03-17');
      moveTo('2026-03-10T06:00:00Z');
      expect((await tick()).claimed).toBe(0);
      api = await as(payer);
      expect((await api('POST', `/standing_orders/${id}/pause`)).body.data.status).toBe('paused');
      expectError(await api('POST', `/standing_orders/${id}/pause`), 409, 'invalid_state');
      moveTo('2026-03-17T06:00:00Z');
      expect((await tick()).claimed).toBe(0);
      moveTo('2026-03-18T06:00:00Z');
      api = await as(payer);
      const resumed = await api('POST', `/standing_orders/${id}/resume`);
      expect(resumed.body.data).toMatchObject({ status: 'active', next_run_date: '2026-03-24' });
      const changed = await api('POST', `/standing_orders/${id}/amount`, { amount_minor: '2500' });
      expect(changed.body.data.amount.minor).toBe('2500');
      expectError(
        await api('POST', `/standing_orders/${id}/amount`, { amount_minor: '-5' }),
        400,
        'validation_error',
      );
      const before = await payeeBalance();
      moveTo('2026-03-24T06:00:00Z');
      expect(await tick()).toEqual({ claimed: 1, completed: 1, failed: 0 });
      expect(Number(await payeeBalance()) - Number(before)).toBeCloseTo(25, 6);
      api = await as(payer);
      const o = await order(api, id);
      expect(
        o.runs.map((r: { run_date: string; status: string }) => [r.run_date, r.status]),
      ).toEqual([
        ['2026-03-24', 'completed'],
        ['2026-03-10', 'skipped'],
      ]);
      expect(o.runs[0].amount.minor).toBe('2500');
      const cancelled = await api('POST', `/standing_orders/${id}/cancel`);
      expect(cancelled.body.data).toMatchObject({ status: 'cancelled', next_runs: [] });
      expectError(await api('POST', `/standing_orders/${id}/resume`), 409, 'invalid_state');
      expectError(await api('POST', `/standing_orders/${id}/skip`), 409, 'invalid_state');
      moveTo('2026-03-31T06:00:00Z');
      expect((await tick()).claimed).toBe(0);
      api = await as(payer);
      // Another customer sees none of it.
      const stranger = await newCustomer(server);
      expectError(
        await apiFor(server, stranger.token)('GET', `/standing_orders/${id}`),
        404,
        'not_found',
      );
      expect((await api('GET', '/standing_orders')).body.data).toEqual([]);
      expect(
        (await api('GET', '/standing_orders?all=true')).body.data.length,
      ).toBeGreaterThanOrEqual(2);
    });

    it('ends after a number of runs, or after a date', async () => {
      let api = await as(payer);
      const counted = (
        await create(api, {
          amount_minor: '100',
          frequency: 'last_day',
          start_date: '2026-04-01',
          max_runs: 2,
        })
      ).body.data;
      expect(counted.next_runs).toEqual(['2026-04-30', '2026-05-31']);
      const until = (
        await create(api, {
          amount_minor: '100',
          frequency: 'weekly',
          start_date: '2026-04-01',
          until_date: '2026-04-08',
        })
      ).body.data;
      expect(until.next_runs).toEqual(['2026-04-01', '2026-04-08']);
      const once = (
        await create(api, { amount_minor: '100', frequency: 'once', start_date: '2026-04-02' })
      ).body.data;
      expect(once.next_runs).toEqual(['2026-04-02']);
      // Each date as it comes: 04-01 and 04-08 weekly, the one-off on 04-02, then the last days.
      for (const [at, made] of [
        ['2026-04-01T06:00:00Z', 1],
        ['2026-04-02T06:00:00Z', 1],
        ['2026-04-08T06:00:00Z', 1],
        ['2026-04-30T06:00:00Z', 1],
        ['2026-05-31T06:00:00Z', 1],
        ['2026-06-05T06:00:00Z', 0],
      ] as const) {
        moveTo(at);
        expect(await tick()).toEqual({ claimed: made, completed: made, failed: 0 });
      }
      api = await as(payer);
      for (const [id, runs] of [
        [counted.id, 2],
        [until.id, 2],
        [once.id, 1],
      ] as const) {
        const o = await order(api, id);
        expect(o).toMatchObject({ status: 'finished', next_run_date: null, runs_made: runs });
        expect(o.runs.every((r: { status: string }) => r.status === 'completed')).toBe(true);
      }
      expect((await tick()).claimed).toBe(0);
    });

    it('makes a run once, however many passes claim it at the same time', async () => {
      const api = await as(payer);
      const made = await create(api, {
        amount_minor: '700',
        frequency: 'once',
        start_date: '2026-06-06',
      });
      const before = await payeeBalance();
      moveTo('2026-06-06T06:00:00Z');
      const scheduler = schedulerOf(server.ctx);
      const now = server.ctx.clock.now();
      const passes = await Promise.all([
        scheduler.runDue(now),
        scheduler.runDue(now),
        scheduler.runDue(now),
      ]);
      expect(passes.map((p) => p.length).sort()).toEqual([0, 0, 1]);
      await tick();
      const o = await order(await as(payer), made.body.data.id);
      expect(o.runs).toEqual([expect.objectContaining({ status: 'completed' })]);
      expect(Number(await payeeBalance()) - Number(before)).toBeCloseTo(7, 6);
    });

    if (engine === 'postgres')
      it('makes a run once when two server instances tick at the same time', async () => {
        const other = await startInstance(server);
        try {
          const api = await as(payer);
          const ids: string[] = [];
          for (let i = 0; i < 4; i++)
            ids.push(
              (
                await create(api, {
                  amount_minor: '300',
                  frequency: 'once',
                  start_date: '2026-06-07',
                })
              ).body.data.id,
            );
          const before = await payeeBalance();
          moveTo('2026-06-07T06:00:00Z');
          const [a, b] = await Promise.all([tick(server), tick(other)]);
          expect(a.claimed + b.claimed).toBe(4);
          for (const id of ids) {
            const o = await order(await as(payer), id);
            expect(o.runs).toEqual([expect.objectContaining({ status: 'completed' })]);
          }
          expect(Number(await payeeBalance()) - Number(before)).toBeCloseTo(12, 6);
        } finally {
          await other.close();
        }
      });

    it('does not make a run whose order was cancelled after the claim', async () => {
      const api = await as(payer);
      const made = await create(api, {
        amount_minor: '900',
        frequency: 'weekly',
        start_date: '2026-06-08',
      });
      const before = await payeeBalance();
      moveTo('2026-06-08T06:00:00Z');
      const claimed = await claimDue(server.ctx, server.ctx.clock.now());
      expect(claimed).toEqual([{ orderId: made.body.data.id, runDate: '2026-06-08' }]);
      const fresh = await as(payer);
      expect((await fresh('POST', `/standing_orders/${made.body.data.id}/cancel`)).status).toBe(
        200,
      );
      expect(await executeRun(server.ctx, claimed[0]!)).toBe('done');
      const o = await order(fresh, made.body.data.id);
      expect(o.runs[0]).toMatchObject({ status: 'skipped', transaction_id: null });
      expect(await payeeBalance()).toBe(before);
      expect((await tick()).claimed).toBe(0);
    });

    it('refuses a destination in another currency, or the source itself', async () => {
      const api = await as(payer);
      const usd = await openWallet(server, await tokenFor(server, payer.customerId), 'USD');
      const base = { amount_minor: '100', frequency: 'once', start_date: '2026-06-09' };
      const other = await api('POST', '/standing_orders', {
        ...base,
        kind: 'internal',
        from_wallet_id: from.wallet_id,
        to_wallet_id: usd.wallet_id,
      });
      expect(other.body.error.code).toBe('currency_not_allowed');
      expect(Object.keys(other.body.error.fields)).toEqual(['to_wallet_id']);
      expectError(
        await api('POST', '/standing_orders', {
          ...base,
          kind: 'internal',
          from_wallet_id: from.wallet_id,
          to_wallet_id: from.wallet_id,
        }),
        400,
        'validation_error',
      );
      expect(
        (
          await api('POST', '/standing_orders', {
            ...base,
            kind: 'internal',
            from_wallet_id: from.wallet_id,
            to_account_number: '9999999999999999',
          })
        ).body.error.code,
      ).toBe('not_found');
    });

    it("waits for one approval of a preparer's order, then runs without another", async () => {
      const adminToken = await tokenFor(server, 'admin@falcon-trading.demo.bank');
      const company = await openWallet(server, adminToken, 'AED');
      await fund(server, company, '1000000', 'AED');
      const preparer = apiFor(server, await tokenFor(server, 'preparer@falcon-trading.demo.bank'));
      const made = await preparer('POST', '/standing_orders', {
        kind: 'internal',
        from_wallet_id: company.wallet_id,
        to_account_number: to.account_number,
        amount_minor: '12345',
        frequency: 'monthly',
        day_of_month: 15,
        start_date: '2026-06-10',
      });
      expect(made.status).toBe(201);
      expect(made.body.data.status).toBe('awaiting_approval');
      const id = made.body.data.id as string;
      expectError(
        await preparer('POST', `/standing_orders/${id}/approve/otp`, {}),
        403,
        'forbidden',
      );
      moveTo('2026-06-15T06:00:00Z');
      expect((await tick()).claimed).toBe(0);
      const approver = apiFor(server, await tokenFor(server, 'approver@falcon-trading.demo.bank'));
      // The approval is confirmed with the approver's own code (issue 28): none, or a wrong one, approves nothing.
      expectError(
        await approver('POST', `/standing_orders/${id}/approve`, {}),
        400,
        'validation_error',
      );
      expect((await approver('POST', `/standing_orders/${id}/approve/otp`, {})).status).toBe(202);
      const approved = await approver('POST', `/standing_orders/${id}/approve`, {
        otp_code: lastCode(server, server.messages.at(-1)?.to ?? ''),
      });
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ status: 'active', next_run_date: '2026-06-15' });
      const before = await payeeBalance();
      expect(await tick()).toEqual({ claimed: 1, completed: 1, failed: 0 });
      moveTo('2026-07-15T06:00:00Z');
      expect(await tick()).toEqual({ claimed: 1, completed: 1, failed: 0 });
      expect(Number(await payeeBalance()) - Number(before)).toBeCloseTo(246.9, 6);
      const o = await order(
        apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank')),
        id,
      );
      const tx = await apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank'))(
        'GET',
        `/transaction/${o.runs[0].transaction_id}`,
      );
      expect(tx.body.data.status).toBe('completed');
      // A disabled approver's approval no longer carries the runs: the run fails, saying why.
      await server.ctx.db
        .updateTable('customers')
        .set({ disabled_at: server.ctx.clock.now() })
        .where('email_normalized', '=', 'approver@falcon-trading.demo.bank')
        .execute();
      moveTo('2026-08-15T06:00:00Z');
      expect(await tick()).toEqual({ claimed: 1, completed: 0, failed: 1 });
      const failed = await order(
        apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank')),
        id,
      );
      expect(failed.runs[0]).toMatchObject({ status: 'failed', error_code: 'forbidden' });
      await apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank'))(
        'POST',
        `/standing_orders/${id}/cancel`,
      );
    });

    it('runs monthly on the 31st on 30 November and 31 December (Dubai dates)', async () => {
      moveTo('2026-11-20T06:00:00Z');
      let api = await as(payer);
      const made = await create(api, {
        amount_minor: '3100',
        frequency: 'monthly',
        day_of_month: 31,
        start_date: '2026-11-20',
      });
      expect(made.body.data.next_runs).toEqual(['2026-11-30', '2026-12-31', '2027-01-31']);
      const before = await payeeBalance();
      moveTo('2026-11-29T19:59:00Z'); // 23:59 on the 29th in Dubai
      expect((await tick()).claimed).toBe(0);
      moveTo('2026-11-29T20:00:00Z'); // midnight: the 30th in Dubai (still the 29th in UTC)
      expect(await tick()).toEqual({ claimed: 1, completed: 1, failed: 0 });
      moveTo('2026-12-30T20:00:00Z');
      expect(await tick()).toEqual({ claimed: 1, completed: 1, failed: 0 });
      api = await as(payer);
      const o = await order(api, made.body.data.id);
      expect(o.runs.map((r: { run_date: string }) => r.run_date)).toEqual([
        '2026-12-31',
        '2026-11-30',
      ]);
      expect(o.next_runs).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
      expect(Number(await payeeBalance()) - Number(before)).toBeCloseTo(62, 6);
      expect((await api('POST', `/standing_orders/${o.id}/cancel`)).status).toBe(200);
      await expectLedgerBalanced(server);
    });

    it('pays a proxy by standing order through the instant payment path', async () => {
      // The payee links their mobile number to their AED wallet (as in api.instant.test.ts).
      const payeeApi = await as(payee);
      const started = await payeeApi('POST', '/instant/proxies', {
        kind: 'mobile',
        wallet_id: to.wallet_id,
      });
      expect(started.status).toBe(202);
      const phone = (
        await server.ctx.db
          .selectFrom('customers')
          .select('phone')
          .where('id', '=', payee.customerId)
          .executeTakeFirstOrThrow()
      ).phone as string;
      const message = server.messages.filter((m) => m.to === phone).at(-1);
      const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
      expect(
        (
          await payeeApi('POST', `/instant/proxies/${started.body.data.proxy.id}/confirm`, {
            otp_code: code,
          })
        ).status,
      ).toBe(200);
      const api = await as(payer);
      const made = await api('POST', '/standing_orders', {
        kind: 'instant',
        from_wallet_id: from.wallet_id,
        proxy: phone,
        amount_minor: '4200',
        frequency: 'once',
        start_date: '2027-01-05',
      });
      expect(made.status).toBe(201);
      // An instant order's amount cannot be raised past AED 50,000.00: no run could go.
      const raised = await api('POST', `/standing_orders/${made.body.data.id}/amount`, {
        amount_minor: '5000001',
      });
      expectError(raised, 422, 'limit_exceeded');
      expect(raised.body.error.fields.amount_minor).toMatch(/AED 50,000\.00/);
      expectError(
        await api('POST', '/standing_orders', {
          kind: 'instant',
          from_wallet_id: from.wallet_id,
          to_account_number: to.account_number,
          amount_minor: '4200',
          frequency: 'once',
          start_date: '2027-01-05',
        }),
        400,
        'validation_error',
      );
      const before = await payeeBalance();
      moveTo('2027-01-05T06:00:00Z');
      expect((await tick()).completed).toBeGreaterThanOrEqual(1);
      const o = await order(await as(payer), made.body.data.id);
      expect(o.runs[0]).toMatchObject({ status: 'completed' });
      expect(Number(await payeeBalance()) - Number(before)).toBeCloseTo(42, 6);
      await expectLedgerBalanced(server);
    });

    it('after days without payments, makes only the latest missed date, records the others and tells once', async () => {
      await fund(server, from, '100000', 'AED');
      const api = await as(payer);
      const made = (
        await create(api, {
          amount_minor: '1500',
          frequency: 'monthly',
          start_date: '2028-01-15',
          reference: 'Gym',
        })
      ).body.data;
      const before = await payeeBalance();
      // The bank made no payments from January to May: five dates due at once.
      moveTo('2028-05-20T06:00:00Z');
      await tick();
      const o = await order(await as(payer), made.id);
      expect(o).toMatchObject({ status: 'active', next_run_date: '2028-06-15', runs_made: 1 });
      expect(
        o.runs.map((r: { run_date: string; status: string }) => [r.run_date, r.status]),
      ).toEqual(
        expect.arrayContaining([
          ['2028-01-15', 'skipped'],
          ['2028-02-15', 'skipped'],
          ['2028-03-15', 'skipped'],
          ['2028-04-15', 'skipped'],
          ['2028-05-15', 'completed'],
        ]),
      );
      const skipped = o.runs.find((r: { run_date: string }) => r.run_date === '2028-01-15');
      expect(skipped.error_message).toMatch(/only the latest due payment/);
      // One payment moved, not five.
      expect(Number(await payeeBalance()) - Number(before)).toBeCloseTo(15, 6);
      const told = await server.ctx.db
        .selectFrom('notifications')
        .select(['title', 'body'])
        .where('customer_id', '=', payer.customerId)
        .where('kind', '=', 'scheduled_run_failed')
        .where('title', 'like', '4 payments%')
        .execute();
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toMatch(/"Gym" missed 15-01-2028, 15-02-2028, 15-03-2028 and 1 more/);
      await expectLedgerBalanced(server);
    });

    it('sends an external transfer by standing order: set up with a code, then each run on the rail without one', async () => {
      await fund(server, from, '100000', 'AED');
      let api = await as(payer);
      const saved = await api('POST', '/beneficiary/add', {
        kind: 'external',
        name: 'Dubai Supplies',
        iban: 'AE070331234567890123456',
        bic: 'BOMLAEAD',
        bank_name: 'Mashreq',
        bank_address: 'Dubai',
        country: 'AE',
        currency: 'AED',
      });
      expect(saved.status).toBe(201);
      const beneficiary_id = saved.body.data.beneficiary_id;
      const base = {
        kind: 'external',
        from_wallet_id: from.wallet_id,
        beneficiary_id,
        amount_minor: '25000',
        frequency: 'monthly',
        start_date: '2028-06-01',
        reference: 'Office rent',
      };
      // In AED to the UAE: a purpose code is required; a destination besides the beneficiary is not.
      const noPurpose = await api('POST', '/standing_orders', base);
      expectError(noPurpose, 400, 'validation_error');
      expect(noPurpose.body.error.fields.purpose_code).toMatch(/purpose-of-payment code/);
      expectError(
        await api('POST', '/standing_orders', {
          ...base,
          purpose_code: 'RNT',
          to_account_number: to.account_number,
        }),
        400,
        'validation_error',
      );
      const made = await api('POST', '/standing_orders', { ...base, purpose_code: 'RNT' });
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({
        kind: 'external',
        status: 'awaiting_confirmation',
        to: { beneficiary_id },
        confirmation: { channel: 'sms' },
      });
      const id = made.body.data.id;
      // Another, never confirmed: it never runs, and Upcoming does not list it.
      const unconfirmed = (
        await api('POST', '/standing_orders', {
          ...base,
          purpose_code: 'RNT',
          amount_minor: '100',
        })
      ).body.data.id;
      expectError(
        await api('POST', `/standing_orders/${id}/confirm`, { otp_code: '000000' }),
        400,
        'invalid_code',
      );
      const phone = await phoneOf(server, payer.customerId);
      // The code sent for the first order (the second one's came later).
      const codes = server.messages.filter((m) => m.to === phone).slice(-2);
      const firstCode = /\b(\d{6})\b/.exec(codes[0]!.text)?.[1] ?? '';
      const confirmed = await api('POST', `/standing_orders/${id}/confirm`, {
        otp_code: firstCode,
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({ status: 'active', next_run_date: '2028-06-01' });
      expectError(
        await api('POST', `/standing_orders/${id}/confirm`, { otp_code: '123456' }),
        409,
        'invalid_state',
      );
      // Its amount is what the code confirmed: a change is refused (a new order is set up instead).
      expectError(
        await api('POST', `/standing_orders/${id}/amount`, { amount_minor: '99900' }),
        409,
        'invalid_state',
      );
      moveTo('2028-06-01T06:00:00Z');
      expect(await tick()).toMatchObject({ completed: 1, failed: 0 });
      api = await as(payer);
      // The other, never confirmed, never runs: Upcoming lists it as waiting for its code, and a new
      // code can be asked for it.
      expect((await order(api, unconfirmed)).runs).toEqual([]);
      expect(
        (await api('GET', '/standing_orders')).body.data.find(
          (o: { id: string }) => o.id === unconfirmed,
        ),
      ).toMatchObject({ status: 'awaiting_confirmation' });
      const resent = await api('POST', `/standing_orders/${unconfirmed}/code`);
      expect(resent.status).toBe(202);
      expect(resent.body.data).toMatchObject({ channel: 'sms' });
      expectError(await api('POST', `/standing_orders/${id}/code`), 409, 'invalid_state');
      const run = (await order(api, id)).runs[0];
      expect(run).toMatchObject({ run_date: '2028-06-01', status: 'completed' });
      const tx = (await api('GET', `/transaction/${run.transaction_id}`)).body.data;
      expect(tx).toMatchObject({
        transaction_type: 'external_transfer',
        status: 'pending',
        purpose_code: 'RNT',
        reference: 'Office rent',
      });
      // The rail takes it on from there, as any external transfer.
      for (let i = 0; i < 2; i++) {
        server.clock.advance(6);
        await server.ctx.rail.tick();
      }
      expect((await api('GET', `/transaction/${run.transaction_id}`)).body.data.status).toBe(
        'completed',
      );
      // The beneficiary's account changed: not the payee the code confirmed, so the run fails with
      // the reason (and is not retried); deleted, the next fails too.
      const edited = await api('PUT', `/beneficiary/${beneficiary_id}`, {
        iban: 'AE770331234567890123457',
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      moveTo('2028-07-01T06:00:00Z');
      expect(await tick()).toMatchObject({ failed: 1 });
      api = await as(payer);
      expect((await order(api, id)).last_failure).toMatchObject({
        run_date: '2028-07-01',
        status: 'failed',
        error_message: expect.stringMatching(/details changed after the standing order was set up/),
      });
      await api('DELETE', `/beneficiary/${beneficiary_id}`);
      moveTo('2028-08-01T06:00:00Z');
      expect(await tick()).toMatchObject({ failed: 1 });
      api = await as(payer);
      expect((await order(api, id)).last_failure).toMatchObject({ run_date: '2028-08-01' });
      await expectLedgerBalanced(server);
    });
  });
}
