// The hot path of internal transfers over real HTTP on PGlite and PostgreSQL: concurrent transfers
// grouped in one statement and one commit (bank_move_batch), where each refusal is that transfer's
// own (funds, limit, key reused) and the others go through; an idempotent replay inside one batch;
// and the session check the transfer call remembers, which never outlives a revocation, a disabled
// user or a role change (the batch statement checks the session again).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, call, expectError, startServer, type Answer, type TestServer } from './helpers';
import {
  apiFor,
  balance,
  expectLedgerBalanced,
  fund,
  key,
  newCustomer,
  openWallet,
  tokenFor,
} from './money-helpers';
import { batchStats, holdMovements } from '../src/money/fast';
import { periodKeys } from '../src/money/limits';
import { limitRule } from '../src/money/policy';

type Wallet = Awaited<ReturnType<typeof openWallet>>;

/** Sends the requests while the server holds its movements, then lets them go as one batch. */
async function asOneBatch(
  server: TestServer,
  requests: (() => Promise<Answer>)[],
): Promise<Answer[]> {
  const hold = holdMovements(server.ctx);
  const answers = Promise.all(requests.map((r) => r()));
  try {
    while (hold.waiting() < requests.length) await new Promise((r) => setTimeout(r, 5));
  } finally {
    hold.release();
  }
  return answers;
}

for (const engine of ENGINES) {
  describe(`grouped transfers and remembered sessions on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('one batch: successes, each refusal with its own reason, and a replay of a key used in the same batch', async () => {
      const [a, b, c, d, e] = await Promise.all([
        newCustomer(server),
        newCustomer(server),
        newCustomer(server),
        newCustomer(server),
        newCustomer(server),
      ]);
      const [aw, bw, cw, dw, ew] = (await Promise.all(
        [a, b, c, d, e].map((x) => openWallet(server, x.token, 'AED')),
      )) as [Wallet, Wallet, Wallet, Wallet, Wallet];
      await fund(server, aw, '10000', 'AED');
      await fund(server, bw, '500', 'AED');
      await fund(server, dw, '10000', 'AED');
      await fund(server, ew, '10000', 'AED');
      // d used a key before; e is 5.00 under its daily limit.
      const used = key();
      expect(
        (
          await apiFor(server, d.token)('POST', '/transfer/internal', {
            idempotency_key: used,
            from_wallet_id: dw.wallet_id,
            to_account_number: cw.account_number,
            amount_minor: '100',
          })
        ).status,
      ).toBe(201);
      const rule = limitRule('individual', 'transfer');
      const day = periodKeys(server.ctx.clock.now()).day;
      await server.ctx.db
        .insertInto('limit_usage')
        .values({ owner_id: e.customerId, kind: 'transfer', period: day, used: rule.daily - 500n })
        .execute();

      const send = (token: string, body: Record<string, unknown>) => () =>
        apiFor(server, token)('POST', '/transfer/internal', body);
      const twice = {
        idempotency_key: key(),
        from_wallet_id: aw.wallet_id,
        to_account_number: cw.account_number,
        amount_minor: '3000',
      };
      const answers = await asOneBatch(server, [
        send(a.token, {
          idempotency_key: key(),
          from_wallet_id: aw.wallet_id,
          to_account_number: cw.account_number,
          amount_minor: '1000',
        }),
        send(b.token, {
          idempotency_key: key(),
          from_wallet_id: bw.wallet_id,
          to_account_number: cw.account_number,
          amount_minor: '5000',
        }),
        send(a.token, twice),
        send(d.token, {
          idempotency_key: used,
          from_wallet_id: dw.wallet_id,
          to_account_number: cw.account_number,
          amount_minor: '200',
        }),
        send(a.token, {
          idempotency_key: key(),
          from_wallet_id: aw.wallet_id,
          to_account_number: cw.account_number,
          amount_minor: '2000',
        }),
        send(e.token, {
          idempotency_key: key(),
          from_wallet_id: ew.wallet_id,
          to_account_number: cw.account_number,
          amount_minor: '1000',
        }),
        send(a.token, twice),
        send(a.token, {
          idempotency_key: key(),
          from_wallet_id: aw.wallet_id,
          to_account_number: cw.account_number,
          amount_minor: '100000',
        }),
        send(d.token, {
          idempotency_key: key(),
          from_wallet_id: dw.wallet_id,
          to_account_number: cw.account_number,
          amount_minor: '400',
        }),
      ]);
      expect(batchStats.some(([n]) => n === 9)).toBe(true);
      const [ok10, poor, first, reused, ok20, overLimit, second, tooMuch, ok4] =
        answers as Answer[];
      for (const r of [ok10, first, ok20, second, ok4]) expect(r?.status).toBe(201);
      expectError(poor as Answer, 422, 'insufficient_funds');
      expect(poor?.body.error.message).toBe(
        'Insufficient funds: the available balance of the AED wallet is AED 5.00, and this needs AED 50.00.',
      );
      expectError(reused as Answer, 422, 'idempotency_key_reused');
      expectError(overLimit as Answer, 422, 'limit_exceeded');
      expect(overLimit?.body.error.message).toMatch(/daily limit .* AED 5\.00 is left today/);
      expectError(tooMuch as Answer, 422, 'insufficient_funds');
      // The same key twice in one batch: one transfer, the same answer twice.
      expect(second?.body).toEqual(first?.body);
      const rows = await server.ctx.db
        .selectFrom('transactions')
        .select('id')
        .where('from_account_id', '=', aw.wallet_id)
        .execute();
      expect(rows).toHaveLength(3);
      expect((await balance(server, a.token, aw.wallet_id)).balance).toBe('40.00');
      expect((await balance(server, b.token, bw.wallet_id)).balance).toBe('5.00');
      expect((await balance(server, d.token, dw.wallet_id)).balance).toBe('95.00');
      expect((await balance(server, e.token, ew.wallet_id)).balance).toBe('100.00');
      expect((await balance(server, c.token, cw.wallet_id)).balance).toBe('65.00');
      // Refusals are not stored: the refused key may be retried once the money is there.
      await expectLedgerBalanced(server);
    });

    it('a replay inside a batch of a key committed in an earlier batch answers the first answer, moving nothing', async () => {
      const [a, b] = await Promise.all([newCustomer(server), newCustomer(server)]);
      const [aw, bw] = await Promise.all([
        openWallet(server, a.token, 'AED'),
        openWallet(server, b.token, 'AED'),
      ]);
      await fund(server, aw, '5000', 'AED');
      const body = {
        idempotency_key: key(),
        from_wallet_id: aw.wallet_id,
        to_account_number: bw.account_number,
        amount_minor: '700',
      };
      const first = await apiFor(server, a.token)('POST', '/transfer/internal', body);
      expect(first.status).toBe(201);
      const again = await asOneBatch(server, [
        () => apiFor(server, a.token)('POST', '/transfer/internal', body),
        () =>
          apiFor(server, a.token)('POST', '/transfer/internal', {
            ...body,
            idempotency_key: key(),
            amount_minor: '300',
          }),
        () => apiFor(server, a.token)('POST', '/transfer/internal', body),
      ]);
      expect(again.map((r) => r.status)).toEqual([201, 201, 201]);
      expect(again[0]?.body).toEqual(first.body);
      expect(again[2]?.body).toEqual(first.body);
      expect((await balance(server, a.token, aw.wallet_id)).balance).toBe('40.00');
      await expectLedgerBalanced(server);
    });

    it('logout in this process: the next transfer with that token is 401 and moves nothing', async () => {
      const [a, b] = await Promise.all([newCustomer(server), newCustomer(server)]);
      const [aw, bw] = await Promise.all([
        openWallet(server, a.token, 'AED'),
        openWallet(server, b.token, 'AED'),
      ]);
      await fund(server, aw, '5000', 'AED');
      const api = apiFor(server, a.token);
      const move = () =>
        api('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: aw.wallet_id,
          to_account_number: bw.account_number,
          amount_minor: '100',
        });
      expect((await move()).status).toBe(201);
      expect((await api('DELETE', `/customer/logout?customer_id=${a.customerId}`)).status).toBe(
        200,
      );
      expectError(await move(), 401, 'unauthorized');
      expect((await balance(server, b.token, bw.wallet_id)).balance).toBe('1.00');
    });

    it('a revocation, a disabled user or a role change made elsewhere (another process) is effective on the next transfer', async () => {
      const [a, b, c] = await Promise.all([
        newCustomer(server),
        newCustomer(server),
        newCustomer(server),
      ]);
      const [aw, bw, cw] = await Promise.all([
        openWallet(server, a.token, 'AED'),
        openWallet(server, b.token, 'AED'),
        openWallet(server, c.token, 'AED'),
      ]);
      await fund(server, aw, '5000', 'AED');
      await fund(server, bw, '5000', 'AED');
      const move = (token: string, from: string) =>
        apiFor(server, token)('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: from,
          to_account_number: cw.account_number,
          amount_minor: '100',
        });
      expect((await move(a.token, aw.wallet_id)).status).toBe(201);
      expect((await move(b.token, bw.wallet_id)).status).toBe(201);
      // Written straight to the database, as another server process would: this process's memory is not told.
      await server.ctx.db
        .updateTable('sessions')
        .set({ revoked_at: server.ctx.clock.now(), revoked_reason: 'elsewhere' })
        .where('customer_id', '=', a.customerId)
        .execute();
      await server.ctx.db
        .updateTable('customers')
        .set({ disabled_at: server.ctx.clock.now() })
        .where('id', '=', b.customerId)
        .execute();
      const [ra, rb] = await Promise.all([
        move(a.token, aw.wallet_id),
        move(b.token, bw.wallet_id),
      ]);
      expectError(ra, 401, 'unauthorized');
      expectError(rb, 401, 'unauthorized');
      expect((await balance(server, c.token, cw.wallet_id)).balance).toBe('2.00');

      // A corporate approver made viewer, then preparer, elsewhere.
      const approver = await server.ctx.db
        .selectFrom('customers')
        .select(['id', 'company_id'])
        .where('email_normalized', '=', 'approver@falcon-trading.demo.bank')
        .executeTakeFirstOrThrow();
      const adminToken = await tokenFor(server, 'admin@falcon-trading.demo.bank');
      const token = await tokenFor(server, approver.id);
      const aed = await openWallet(server, adminToken, 'AED');
      await fund(server, aed, '10000', 'AED');
      expect((await move(token, aed.wallet_id)).status).toBe(201);
      try {
        await server.ctx.db
          .updateTable('customers')
          .set({ customer_type: 'viewer' })
          .where('id', '=', approver.id)
          .execute();
        expectError(await move(token, aed.wallet_id), 403, 'forbidden');
        await server.ctx.db
          .updateTable('customers')
          .set({ customer_type: 'preparer' })
          .where('id', '=', approver.id)
          .execute();
        const prepared = await move(token, aed.wallet_id);
        expect(prepared.status).toBe(201);
        expect(prepared.body.data.status).toBe('awaiting_approval');
      } finally {
        await server.ctx.db
          .updateTable('customers')
          .set({ customer_type: 'approver' })
          .where('id', '=', approver.id)
          .execute();
      }
      expect((await balance(server, adminToken, aed.wallet_id)).balance).toBe('99.00');
      expect((await balance(server, c.token, cw.wallet_id)).balance).toBe('3.00');
      expect(
        (await call(server, 'POST', '/customer/isauthorised', { token: a.token })).status,
      ).toBe(401);
      await expectLedgerBalanced(server);
    });
  });
}
