import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ledger } from '../src/money/ledger';
import { call, ENGINES, login, startServer, type TestServer } from './helpers';

for (const engine of ENGINES) {
  describe(`demo data on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine, { demo: true });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('has funded wallets, beneficiaries and a history of each kind', async () => {
      const s = await login(server, 'aisha@demo.bank');
      const wallets = await call(server, 'GET', '/wallet/list', { token: s.token });
      console.log(JSON.stringify(wallets.body.data.map((w: any) => [w.currency, w.balance.amount, w.on_hold.amount])));
      const history = await call(server, 'GET', '/transaction/list?limit=100', { token: s.token });
      console.log(history.body.data.items.map((t: any) => `${t.created_at} ${t.transaction_type} ${t.status} ${t.direction} ${t.amount.amount} ${t.amount.currency} ${t.counterparty?.name}`).join('\n'));
      const check = await Ledger.check(server.ctx.db);
      console.log(JSON.stringify(check));
      expect(check.unbalanced).toEqual([]);
    });
  });
}
