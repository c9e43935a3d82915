// Every transaction's short bank reference (migration 0011, src/money/refs.ts) over real HTTP on
// PGlite and PostgreSQL: the form customers read to support (`SB-` and two groups of four from an
// alphabet without 0/O and 1/I/L), one per transaction whatever wrote it (the single-statement
// internal transfer that answers before its insert, the trigger of every other insert), never two
// alike, the same in the answer, on a replay, in the history and in the statement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditIncomingTransfer } from '../src/money/incoming';
import { ENGINES, startServer, type TestServer } from './helpers';
import { apiFor, fund, key, newCustomer, openWallet, type Api } from './money-helpers';

const FORM = /^SB-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

for (const engine of ENGINES) {
  describe(`bank references on ${engine}`, () => {
    let server: TestServer;
    let payer: Api;
    let token: string;
    let from: { wallet_id: string; iban: string | null };
    let to: { account_number: string };

    beforeAll(async () => {
      server = await startServer(engine, { seed: false });
      const a = await newCustomer(server);
      const b = await newCustomer(server);
      from = await openWallet(server, a.token, 'AED');
      to = await openWallet(server, b.token, 'AED');
      await fund(server, from, '10000000', 'AED');
      token = a.token;
      payer = apiFor(server, a.token);
    });
    afterAll(async () => {
      await server?.close();
    });

    const send = (idempotencyKey = key(), amount = '100') =>
      payer('POST', '/transfer/internal', {
        idempotency_key: idempotencyKey,
        from_wallet_id: from.wallet_id,
        to_account_number: to.account_number,
        amount_minor: amount,
      });

    it('gives each transfer its own, in the answer made before the insert, the same when read back and on a replay', async () => {
      const id = key();
      const first = await send(id);
      expect(first.status).toBe(201);
      const ref = first.body.data.bank_reference as string;
      expect(ref).toMatch(FORM);
      const read = await payer('GET', `/transaction/${first.body.data.transaction_id}`);
      expect(read.body.data.bank_reference).toBe(ref);
      const replay = await send(id);
      expect(replay.body.data.bank_reference).toBe(ref);
    });

    it('never gives two transactions the same, across blocks of the pool and the trigger, at once', async () => {
      // More than one block of the pool (100), asked at the same time, and credits the trigger names.
      const answers = await Promise.all(Array.from({ length: 130 }, () => send()));
      for (let i = 0; i < 5; i++)
        await creditIncomingTransfer(server.ctx, {
          iban: from.iban ?? '',
          amountMinor: '500',
          currency: 'AED',
          senderName: 'Payroll',
          reference: `Credit ${i}`,
        });
      expect(answers.every((a) => a.status === 201)).toBe(true);
      const rows = await server.ctx.db.selectFrom('transactions').select(['id', 'ref']).execute();
      expect(rows.length).toBeGreaterThan(135);
      for (const row of rows) expect(row.ref).toMatch(FORM);
      expect(new Set(rows.map((r) => r.ref)).size).toBe(rows.length);
      // What each answer said is what was stored.
      const stored = new Map(rows.map((r) => [r.id, r.ref]));
      for (const a of answers)
        expect(stored.get(a.body.data.transaction_id)).toBe(a.body.data.bank_reference);
    });

    it("heads the statement's rows, beside the API's id", async () => {
      const listed = (await payer('GET', '/transaction/list?limit=5')).body.data.items as {
        transaction_id: string;
        bank_reference: string;
        created_at: string;
      }[];
      const day = listed[0]!.created_at.slice(0, 10);
      const res = await fetch(
        `${server.api}/transaction/statement?from=${day}&to=${day}&format=csv`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      const lines = (await res.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toMatch(/^date \(UAE time\),bank_reference,transaction_id,/);
      for (const t of listed)
        expect(lines.some((l) => l.includes(`,${t.bank_reference},${t.transaction_id},`))).toBe(
          true,
        );
    });
  });
}
