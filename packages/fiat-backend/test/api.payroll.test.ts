// Payroll through the Wage Protection System (issue 28) over real HTTP on PGlite and PostgreSQL:
// employees kept with a UAE IBAN and the routing code of its bank (a mismatch refused with why), a
// month for 20 employees checked and paid as a payroll batch under the approval rules, its SIF
// accepted by the checker (and a spoilt copy refused, explained), and a month paid twice refused.
import { composeIBAN } from 'ibantools';
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

/** A UAE IBAN at bank `bank` (3 digits) and the routing code of that bank. */
function account(bank: string, n: number) {
  const iban =
    composeIBAN({ countryCode: 'AE', bban: `${bank}${String(n).padStart(16, '0')}` }) ?? '';
  return { iban, routing_code: `8${bank}10106` };
}

for (const engine of ENGINES) {
  describe(`payroll (WPS) on ${engine}`, () => {
    let server: TestServer;
    const tokens: Record<string, string> = {};
    const as: Record<string, Api> = {};
    const ids: Record<string, string> = {};
    let wallet: { wallet_id: string; iban: string | null };
    const staff: { id: string; name: string }[] = [];

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
      wallet = await openWallet(server, tokens.admin!, 'AED');
      await fund(server, wallet, '100000000', 'AED');
    });
    afterAll(async () => {
      await server?.close();
    });

    it('keeps employees with a UAE IBAN and the routing code of its bank; refuses a mismatch, a foreign IBAN, a person twice', async () => {
      const settings = (await as.preparer!('GET', '/payroll/employees')).body.data.settings;
      expect(settings).toEqual({ employer_id: '1000000012345', bank_routing_code: '809000101' });
      const base = {
        name: 'Ravi Kumar',
        person_id: '10001016594125',
        fixed_salary_minor: '450000',
        ...account('034', 1),
      };
      expectError(await as.preparer!('POST', '/payroll/employees', base), 403, 'forbidden');
      const mismatch = await as.approver!('POST', '/payroll/employees', {
        ...base,
        routing_code: '802610106',
      });
      expectError(mismatch, 400, 'validation_error');
      expect(mismatch.body.error.fields.routing_code).toMatch(
        /bank 026, and the IBAN of an account at bank 034/,
      );
      const foreign = await as.approver!('POST', '/payroll/employees', {
        ...base,
        iban: 'GB82WEST12345698765432',
      });
      expect(foreign.body.error.fields.iban).toMatch(/valid UAE IBAN/);
      expectError(
        await as.approver!('POST', '/payroll/employees', { ...base, routing_code: '80341010' }),
        400,
        'validation_error',
      );
      const made = await as.approver!('POST', '/payroll/employees', base);
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({
        person_id: '10001016594125',
        fixed_salary: { amount: '4500.00' },
        active: true,
      });
      expectError(
        await as.admin!('POST', '/payroll/employees', { ...base, name: 'Again' }),
        409,
        'invalid_state',
      );
      // Taken off the payroll, then added again: the same record comes back, with the new details.
      await as.admin!('DELETE', `/payroll/employees/${made.body.data.id}`);
      const back = await as.admin!('POST', '/payroll/employees', {
        ...base,
        fixed_salary_minor: '460000',
      });
      expect(back.body.data).toMatchObject({
        id: made.body.data.id,
        active: true,
        fixed_salary: { amount: '4600.00' },
      });
      await as.admin!('PUT', `/payroll/employees/${made.body.data.id}`, base);
      staff.push({ id: made.body.data.id, name: 'Ravi Kumar' });
      // Nineteen more: some at this bank (an account of a customer), the rest at other UAE banks.
      const person = await newCustomer(server);
      const own = await openWallet(server, person.token, 'AED');
      const ownAccount = { iban: own.iban ?? '', routing_code: '809000101' };
      for (let i = 2; i <= 20; i++) {
        const body = {
          name: `Employee ${i}`,
          person_id: String(20_000_000_000_000 + i),
          fixed_salary_minor: String(300_000 + i * 1_000),
          ...(i === 2 ? ownAccount : account(i % 2 ? '026' : '035', i)),
        };
        const res = await as.admin!('POST', '/payroll/employees', body);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        staff.push({ id: res.body.data.id, name: body.name });
      }
      expect((await as.viewer!('GET', '/payroll/employees')).body.data.employees).toHaveLength(20);
    });

    it('pays a month of 20 through a payroll batch, writes a SIF the checker accepts, refuses a spoilt one and the month twice', async () => {
      const lines = staff.map((e, i) => ({
        employee_id: e.id,
        fixed_minor: String(300_000 + (i + 1) * 1_000),
        variable_minor: i === 0 ? '25050' : '0',
        leave_days: i === 3 ? 2 : 0,
      }));
      const bad = await as.preparer!('POST', '/payroll/runs', {
        month: '2026-11',
        lines: [{ ...lines[0], leave_days: 31 }],
      });
      expectError(bad, 400, 'validation_error');
      expect(bad.body.error.fields['lines.0.leave_days']).toMatch(/November 2026 has 30 days/);
      const created = await as.preparer!('POST', '/payroll/runs', { month: '2026-11', lines });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const run = created.body.data;
      expect(run).toMatchObject({
        month: '2026-11',
        pay_start: '2026-11-01',
        pay_end: '2026-11-30',
        batch: { kind: 'payroll', status: 'draft', row_count: 20, invalid_count: 0 },
      });
      expect(run.lines[0]).toMatchObject({
        net: { amount: '3260.50' },
        employee: { name: 'Ravi Kumar' },
      });
      // Its rows are its employees' pay: not changed on the batch (the SIF is written from the month).
      expectError(
        await as.preparer!('DELETE', `/bulk_payments/${run.batch.id}/rows/1`),
        409,
        'invalid_state',
      );
      // One live payroll a month.
      const twice = await as.preparer!('POST', '/payroll/runs', { month: '2026-11', lines });
      expectError(twice, 409, 'invalid_state');
      expect(twice.body.error.message).toMatch(/November 2026 is already on a payroll \(draft\)/);

      // The SIF: 20 EDRs and the SCR, named by the employer id; the checker accepts it.
      const file = await fetch(`${server.api}/payroll/runs/${run.id}/sif`, {
        headers: {
          authorization: `Bearer ${tokens.preparer}`,
          'x-frontend': 'prod',
          'x-client-origin': 'http://127.0.0.1:5173',
        },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(
        /filename="1000000012345\d{12}\.SIF"/,
      );
      const sif = await file.text();
      const records = sif.trim().split('\r\n');
      expect(records).toHaveLength(21);
      expect(records[0]).toBe(
        `EDR,10001016594125,803410106,${account('034', 1).iban},2026-11-01,2026-11-30,30,3010.00,250.50,0`,
      );
      expect(records[20]).toMatch(
        /^SCR,1000000012345,809000101,\d{4}-\d{2}-\d{2},\d{4},112026,20,\d+\.\d{2},AED,Payroll 202611$/,
      );
      const check = (text: string) =>
        call(server, 'POST', '/payroll/sif/check', {
          token: tokens.preparer,
          rawBody: text,
          headers: { 'content-type': 'text/plain' },
        });
      const accepted = await check(sif);
      expect(accepted.body.data).toMatchObject({
        ok: true,
        problems: [],
        summary: { employees: 20, month: '2026-11' },
      });
      const spoilt = sif
        .replace(',112026,20,', ',112026,19,')
        .replace(/,0\r\nEDR,20000000000003/, ',0\r\nEDR,20000000000002');
      const refused = (await check(spoilt)).body.data;
      expect(refused.ok).toBe(false);
      expect(refused.problems.map((p: { code: string }) => p.code)).toEqual([
        'employee_twice',
        'count_mismatch',
      ]);
      expect(refused.problems[1].message).toBe(
        'The SCR counts 19 employees; the file has 20 EDRs.',
      );

      // Paid as a batch of kind payroll: submitted, approved, each salary its own transfer.
      const before = Number((await balance(server, tokens.admin!, wallet.wallet_id)).balance);
      expect(
        (await as.preparer!('POST', `/bulk_payments/${run.batch.id}/submit/otp`, {})).status,
      ).toBe(202);
      const submitted = await as.preparer!('POST', `/bulk_payments/${run.batch.id}/submit`, {
        idempotency_key: key(),
        otp_code: lastCode(server, await phoneOf(server, ids.preparer!)),
      });
      expect(submitted.body.data).toMatchObject({
        status: 'awaiting_approval',
        approval: { kind: 'payroll' },
      });
      expect(
        (await as.approver!('POST', `/bulk_payments/${run.batch.id}/approve/otp`, {})).status,
      ).toBe(202);
      const approved = await as.approver!('POST', `/bulk_payments/${run.batch.id}/approve`, {
        idempotency_key: key(),
        otp_code: lastCode(server, await phoneOf(server, ids.approver!)),
      });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      let batch;
      for (let i = 0; i < 50; i++) {
        batch = (await as.preparer!('GET', `/payroll/runs/${run.id}`)).body.data.batch;
        if (batch.status === 'done' && batch.outcome.in_progress === 0) break;
        server.clock.advance(6);
        await server.ctx.rail.tick();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(batch.outcome).toEqual({ completed: 20, in_progress: 0, failed: 0 });
      const total = Number(run.total.amount);
      const fees = Number(batch.totals[0].fee.amount);
      expect(fees).toBe(19 * 20);
      const after = Number((await balance(server, tokens.admin!, wallet.wallet_id)).balance);
      expect(before - after).toBeCloseTo(total + fees, 2);
      await expectLedgerBalanced(server);
      const list = (await as.viewer!('GET', '/payroll/runs')).body.data;
      expect(list[0]).toMatchObject({ month: '2026-11', batch: { status: 'done' } });
    });

    it("needs the employer id, and is for a company's users", async () => {
      await server.ctx.db.updateTable('companies').set({ wps_employer_id: null }).execute();
      const missing = await as.preparer!('POST', '/payroll/runs', {
        month: '2026-12',
        lines: [
          { employee_id: staff[0]!.id, fixed_minor: '100', variable_minor: '0', leave_days: 0 },
        ],
      });
      expectError(missing, 409, 'invalid_state');
      expectError(
        await as.approver!('PUT', '/payroll/settings', { employer_id: '1000000012345' }),
        403,
        'forbidden',
      );
      expectError(
        await as.admin!('PUT', '/payroll/settings', { employer_id: '12345' }),
        400,
        'validation_error',
      );
      expect(
        (await as.admin!('PUT', '/payroll/settings', { employer_id: '1000000012345' })).body.data
          .employer_id,
      ).toBe('1000000012345');
      const person = apiFor(server, (await newCustomer(server)).token);
      expectError(await person('GET', '/payroll/employees'), 403, 'forbidden');
      expectError(
        await as.preparer!('GET', `/payroll/runs/${crypto.randomUUID()}`),
        404,
        'not_found',
      );
    });
  });
}
