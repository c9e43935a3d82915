// Bulk payments (issue 28) over real HTTP on PGlite and PostgreSQL: a CSV and an Excel file read and
// checked row by row (the same checks as the app's), files the bank cannot read refused with why,
// rows fixed in place and left out, submission with the maker's code, one approval (or two, as the
// company's rule asks) for the whole batch, then each row sent as its own transfer: an account of
// this bank at once, other banks on the rail, where a rejected row comes back whole (its amount and
// fee) and the ledger stays balanced.
import writeExcelFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, call, expectError, startServer, type TestServer } from './helpers';
import {
  apiFor,
  balance,
  expectLedgerBalanced,
  fund,
  key,
  lastCode,
  newCustomer,
  openWallet,
  phoneOf,
  tokenFor,
  type Api,
} from './money-helpers';

const HEADER = 'name,iban,bic,amount,currency,purpose_code,reference';

for (const engine of ENGINES) {
  describe(`bulk payments on ${engine}`, () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    const as: Record<string, Api> = {};
    const ids: Record<string, string> = {};
    let aed: { wallet_id: string; iban: string | null };
    let payee: { iban: string | null; token: string; wallet_id: string };

    const upload = (
      who: string,
      body: string | Uint8Array,
      name = 'Suppliers',
      type = 'text/csv',
    ) =>
      call(server, 'POST', `/bulk_payments?name=${encodeURIComponent(name)}&file_name=file.csv`, {
        token: tokens[who],
        rawBody: body,
        headers: { 'content-type': type },
      });

    async function submitted(who: string, batchId: string) {
      expect((await as[who]!('POST', `/bulk_payments/${batchId}/submit/otp`, {})).status).toBe(202);
      const code = lastCode(server, await phoneOf(server, ids[who]!));
      return as[who]!('POST', `/bulk_payments/${batchId}/submit`, {
        idempotency_key: key(),
        otp_code: code,
      });
    }

    async function approved(who: string, batchId: string) {
      const sent = await as[who]!('POST', `/bulk_payments/${batchId}/approve/otp`, {});
      expect(sent.status, JSON.stringify(sent.body)).toBe(202);
      const code = lastCode(server, await phoneOf(server, ids[who]!));
      return as[who]!('POST', `/bulk_payments/${batchId}/approve`, {
        idempotency_key: key(),
        otp_code: code,
      });
    }

    /** Lets the batch's rows go and the rail settle them (or reject them). */
    async function settled(batchId: string) {
      for (let i = 0; i < 50; i++) {
        const batch = (await as.preparer!('GET', `/bulk_payments/${batchId}`)).body.data;
        if (batch.status === 'done' && batch.outcome.in_progress === 0) return batch;
        server.clock.advance(6);
        await server.ctx.rail.tick();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('the batch did not settle');
    }

    beforeAll(async () => {
      server = await startServer(engine);
      for (const role of ['viewer', 'preparer', 'approver', 'admin']) {
        const row = await server.ctx.db
          .selectFrom('customers')
          .select('id')
          .where('email_normalized', '=', `${role}@falcon-trading.demo.bank`)
          .executeTakeFirstOrThrow();
        ids[role] = row.id;
        tokens[role] = await tokenFor(server, row.id);
        as[role] = apiFor(server, tokens[role]!);
      }
      aed = await openWallet(server, tokens.admin!, 'AED');
      await fund(server, aed, '100000000', 'AED');
      const usd = await openWallet(server, tokens.admin!, 'USD');
      await fund(server, usd, '1000000', 'USD');
      const person = await newCustomer(server);
      payee = { ...(await openWallet(server, person.token, 'AED')), token: person.token };
    });
    afterAll(async () => {
      await server?.close();
    });

    it('reads a file, says what each row lacks, keeps the rows to fix in place or leave out, and refuses to submit until they are', async () => {
      const csv = [
        HEADER,
        'Gulf Office Supplies LLC,AE070331234567890123456,EBILAEAD,1250.00,AED,GDI,INV-1',
        `Laila Test,${payee.iban},,300.00,AED,,Refund 7`,
        'Harbour Logistics Ltd,GB82WEST12345698765432,WESTGB2L,980.50,USD,GDI,INV-88213',
        'Bad Checksum Co,AE080331234567890123456,EBILAEAD,100.00,AED,GDI,INV-3',
        'No Purpose LLC,DE89370400440532013000,COBADEFF,200.00,AED,,INV-4',
        'Euro Partner,FR1420041010050500013M02606,BNPAFRPP,50.00,EUR,GDI,INV-5',
        'Gulf Office Supplies LLC,AE070331234567890123456,EBILAEAD,1250.00,AED,GDI,INV-1',
      ].join('\n');
      const res = await upload('preparer', csv);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const batch = res.body.data;
      expect(batch).toMatchObject({
        status: 'draft',
        row_count: 7,
        invalid_count: 4,
        kind: 'bulk_payment',
      });
      const byLine = (line: number) => batch.rows.find((r: { line: number }) => r.line === line);
      expect(byLine(3)).toMatchObject({
        own_bank: true,
        fee: null,
        status: 'ready',
        amount: { amount: '300.00' },
      });
      expect(byLine(2)).toMatchObject({
        own_bank: false,
        fee: { currency: 'AED', amount: '20.00' },
      });
      expect(byLine(4).fee).toMatchObject({ currency: 'USD' });
      expect(byLine(5).problems.map((p: { code: string }) => p.code)).toEqual(['iban_checksum']);
      expect(byLine(6).problems.map((p: { code: string }) => p.code)).toEqual(['purpose_required']);
      expect(byLine(7).problems[0]).toMatchObject({
        field: 'currency',
        code: 'currency_no_wallet',
      });
      expect(byLine(8).problems[0]).toMatchObject({ code: 'duplicate', values: { line: 2 } });
      expect(
        batch.totals.map((t: { currency: string; count: number }) => [t.currency, t.count]),
      ).toEqual([
        ['AED', 2],
        ['USD', 1],
      ]);
      const id = batch.id;
      // Not yet: four rows have problems.
      const early = await as.preparer!('POST', `/bulk_payments/${id}/submit/otp`, {});
      expectError(early, 409, 'invalid_state');
      expect(early.body.error.message).toBe('4 rows have problems: fix or remove them first.');
      // Fixed in place, left out: every row ready.
      const fix = (line: number, change: Record<string, string>) =>
        as.preparer!('PUT', `/bulk_payments/${id}/rows/${line}`, {
          ...byLine(line).input,
          ...change,
        });
      expect(
        (await fix(5, { iban: 'AE07 0331 2345 6789 0123 456', reference: 'INV-3' })).status,
      ).toBe(200);
      expect((await fix(6, { purpose_code: 'GDI' })).body.data.invalid_count).toBe(2);
      expect((await as.preparer!('DELETE', `/bulk_payments/${id}/rows/7`)).status).toBe(200);
      const last = await fix(8, { reference: 'INV-1b' });
      expect(last.body.data).toMatchObject({ row_count: 6, invalid_count: 0 });
      expectError(await as.preparer!('DELETE', `/bulk_payments/${id}/rows/7`), 404, 'not_found');
      // A viewer reads, and changes nothing.
      expect((await as.viewer!('GET', `/bulk_payments/${id}`)).status).toBe(200);
      expectError(
        await as.viewer!('PUT', `/bulk_payments/${id}/rows/2`, byLine(2).input),
        403,
        'forbidden',
      );
    });

    it('refuses a file it cannot read with why: no headers, a missing column, more than 1,000 rows, not text, too large; and others than a company', async () => {
      expectError(await upload('preparer', ''), 400, 'validation_error');
      const missing = await upload('preparer', 'name,iban\nA,B\n');
      expectError(missing, 400, 'validation_error');
      expect(missing.body.error.message).toMatch(/no column “amount”, “currency”/);
      const rows = Array.from(
        { length: 1001 },
        (_, i) => `P${i},GB82WEST12345698765432,WESTGB2L,1.00,USD,GDI,R${i}`,
      );
      const many = await upload('preparer', [HEADER, ...rows].join('\n'));
      expectError(many, 400, 'validation_error');
      expect(many.body.error.message).toMatch(/1001 payments: one file holds at most 1000/);
      expectError(
        await upload('preparer', new Uint8Array([0xff, 0xfe, 0x00, 0x41]), 'x', 'text/csv'),
        400,
        'validation_error',
      );
      expectError(
        await upload('preparer', new Uint8Array(2 * 1024 * 1024 + 1)),
        413,
        'payload_too_large',
      );
      expectError(await upload('viewer', `${HEADER}\n`), 403, 'forbidden');
      const person = await newCustomer(server);
      expectError(
        await call(server, 'POST', '/bulk_payments?name=Mine', {
          token: person.token,
          rawBody: `${HEADER}\n`,
          headers: { 'content-type': 'text/csv' },
        }),
        403,
        'forbidden',
      );
      expectError(
        await call(server, 'POST', '/bulk_payments?name=', {
          token: tokens.preparer,
          rawBody: 'x',
        }),
        400,
        'validation_error',
      );
    });

    it('reads an Excel workbook the same way', async () => {
      const sheet = [
        HEADER.split(',').map((value) => ({ value })),
        [
          'Gulf Office Supplies LLC',
          'AE070331234567890123456',
          'EBILAEAD',
          1250.5,
          'AED',
          'GDI',
          'INV-X1',
        ].map((value) => ({ value })),
        [
          'Harbour Logistics Ltd',
          'GB82WEST12345698765432',
          'WESTGB2L',
          '980.50',
          'USD',
          'GDI',
          'INV-X2',
        ].map((value) => ({ value })),
      ];
      const file = await writeExcelFile(sheet).toBuffer();
      const res = await upload(
        'preparer',
        new Uint8Array(file),
        'Workbook',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data).toMatchObject({ row_count: 2, invalid_count: 0 });
      expect(res.body.data.rows[0].amount).toMatchObject({ amount: '1250.50', currency: 'AED' });
    });

    it('is approved once as a whole, then each row goes as its own transfer; a row the beneficiary bank rejects comes back whole', async () => {
      const csv = [
        HEADER,
        'Gulf Office Supplies LLC,AE070331234567890123456,EBILAEAD,1000.00,AED,GDI,INV-10',
        'Desert Print LLC,AE070331234567890123456,EBILAEAD,500.00,AED,GDI,INV-11 FAIL',
        `Laila Test,${payee.iban},,250.00,AED,,Refund 8`,
      ].join('\n');
      const draft = (await upload('preparer', csv, 'March suppliers')).body.data;
      const before = (await balance(server, tokens.admin!, aed.wallet_id)).balance;
      const waiting = await submitted('preparer', draft.id);
      expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
      expect(waiting.body.data).toMatchObject({
        status: 'awaiting_approval',
        aed_value: { amount: '1750.00' },
        approval: { current_step: 1, steps: [{ label: 'An approver or administrator' }] },
      });
      // The preparer cannot approve; nothing has moved.
      expectError(
        await as.preparer!('POST', `/bulk_payments/${draft.id}/approve/otp`, {}),
        403,
        'forbidden',
      );
      expect((await balance(server, tokens.admin!, aed.wallet_id)).balance).toBe(before);
      const ok = await approved('approver', draft.id);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.data.status).toMatch(/processing|done/);
      const done = await settled(draft.id);
      expect(done.outcome).toEqual({ completed: 2, in_progress: 0, failed: 1 });
      const rows = (await as.preparer!('GET', `/bulk_payments/${draft.id}`)).body.data.rows;
      expect(rows.map((r: { transaction_status: string }) => r.transaction_status)).toEqual([
        'completed',
        'failed',
        'completed',
      ]);
      expect(rows[1].failure_reason).toMatch(/rejected the payment/);
      expect(rows.every((r: { bank_reference: string }) => /^SB-/.test(r.bank_reference))).toBe(
        true,
      );
      // Each row its own transaction; the rejected one's amount and fee are back: 1,000 + 20 fee + 250 left.
      const after = (await balance(server, tokens.admin!, aed.wallet_id)).balance;
      expect(Number(before) - Number(after)).toBeCloseTo(1270, 2);
      expect((await balance(server, payee.token, payee.wallet_id)).balance).toBe('250.00');
      await expectLedgerBalanced(server);
      // Approving again, or the rail sending a row twice, moves nothing more.
      expectError(
        await as.approver!('POST', `/bulk_payments/${draft.id}/approve/otp`, {}),
        409,
        'invalid_state',
      );
    });

    it("follows the company's rules for a batch: two approvals in order, a rejection moves nothing", async () => {
      const company = await server.ctx.db
        .selectFrom('customers')
        .select('company_id')
        .where('id', '=', ids.admin!)
        .executeTakeFirstOrThrow();
      await server.ctx.db
        .insertInto('approval_policies')
        .values({
          company_id: company.company_id!,
          version: 1,
          policy: JSON.stringify({
            rules: [
              {
                name: 'Big batches',
                kinds: ['bulk_payment'],
                min_amount_minor: '1000000',
                max_amount_minor: null,
                steps: [
                  { roles: ['approver'], customer_ids: [] },
                  { roles: [], customer_ids: [ids.admin] },
                ],
              },
            ],
            approver_limits: [],
            self_approval_below_minor: null,
          }),
          updated_by: ids.admin!,
          updated_at: server.ctx.clock.now(),
        })
        .execute();
      const csv = [
        HEADER,
        'Gulf Office Supplies LLC,AE070331234567890123456,EBILAEAD,12000.00,AED,GDI,INV-20',
      ].join('\n');
      const draft = (await upload('preparer', csv, 'Big one')).body.data;
      const waiting = (await submitted('preparer', draft.id)).body.data;
      expect(waiting.approval).toMatchObject({
        rule: { name: 'Big batches' },
        steps: [{ label: 'An approver' }, { label: 'Adam Falcon' }],
      });
      expectError(
        await as.admin!('POST', `/bulk_payments/${draft.id}/approve/otp`, {}),
        403,
        'forbidden',
      );
      const first = await approved('approver', draft.id);
      expect(first.body.data).toMatchObject({
        status: 'awaiting_approval',
        approval: { current_step: 2 },
      });
      expect((await approved('admin', draft.id)).body.data.status).toMatch(/processing|done/);
      expect((await settled(draft.id)).outcome).toEqual({
        completed: 1,
        in_progress: 0,
        failed: 0,
      });

      const other = (await upload('preparer', csv.replace('INV-20', 'INV-21'), 'Rejected one')).body
        .data;
      await submitted('preparer', other.id);
      const before = (await balance(server, tokens.admin!, aed.wallet_id)).balance;
      const rejected = await as.approver!('POST', `/bulk_payments/${other.id}/reject`, {
        reason: 'Wrong month.',
      });
      expect(rejected.body.data).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Wrong month.',
      });
      expect((await balance(server, tokens.admin!, aed.wallet_id)).balance).toBe(before);
      const list = (await as.viewer!('GET', '/bulk_payments')).body.data;
      expect(list.map((b: { name: string }) => b.name)).toContain('Rejected one');
      await server.ctx.db.deleteFrom('approval_policies').execute();
    });
  });
}
