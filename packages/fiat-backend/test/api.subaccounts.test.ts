// Changes to a company's users over real HTTP on PGlite and PostgreSQL: a change of role, a disable
// and an enable each need the administrator's one-time code for that very change of that user (no
// code, a wrong one, an expired one, one for another change or another user: refused, nothing
// changes); a change is recorded (who, whom, when, from → to), listed for administrators only
// (newest first, by pages), and told to the user by e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, call, expectError, startServer, type TestServer } from './helpers';
import { apiFor, lastCode, newCustomer, tokenFor, type Api } from './money-helpers';

const ADMIN_PHONE = '+971501110014';

for (const engine of ENGINES) {
  describe(`changes to a company's users on ${engine}`, () => {
    let server: TestServer;
    let admin: Api;
    let approver: Api;
    let adminId: string;
    let vera: string; // viewer@falcon-trading.demo.bank, Vera Falcon
    let peter: string; // preparer@falcon-trading.demo.bank, Peter Falcon

    const idOf = async (email: string) =>
      (
        await server.ctx.db
          .selectFrom('customers')
          .select('id')
          .where('email_normalized', '=', email)
          .executeTakeFirstOrThrow()
      ).id;
    const roleOf = async (id: string) =>
      await server.ctx.db
        .selectFrom('customers')
        .select(['customer_type', 'disabled_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const recorded = () =>
      server.ctx.db
        .selectFrom('subaccount_changes')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    /** Asks for the administrator's code for a change of a user; the code sent to their phone. */
    const codeFor = async (id: string, change: Record<string, string>) => {
      const sent = await admin('POST', `/subaccount/${id}/otp`, change);
      expect(sent.status, JSON.stringify(sent.body)).toBe(202);
      return lastCode(server, ADMIN_PHONE);
    };
    const mailTo = (email: string) => server.messages.filter((m) => m.to === email);
    /** Time passes (a new window of the code-sending limit); the sessions of the users are new. */
    const later = async (seconds: number) => {
      server.clock.advance(seconds);
      admin = apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank'));
      approver = apiFor(server, await tokenFor(server, 'approver@falcon-trading.demo.bank'));
    };
    /** Another six digits than `code`. */
    const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    beforeAll(async () => {
      server = await startServer(engine);
      admin = apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank'));
      approver = apiFor(server, await tokenFor(server, 'approver@falcon-trading.demo.bank'));
      adminId = await idOf('admin@falcon-trading.demo.bank');
      vera = await idOf('viewer@falcon-trading.demo.bank');
      peter = await idOf('preparer@falcon-trading.demo.bank');
    });
    afterAll(async () => {
      await server?.close();
    });

    it('a change of role needs the code sent for that change: without it, with a wrong one or one for another role, nothing changes', async () => {
      expectError(
        await admin('PUT', `/subaccount/${vera}/role`, { customer_type: 'preparer' }),
        400,
        'validation_error',
      );
      // A well-formed code, but none was sent for this change.
      const none = await admin('PUT', `/subaccount/${vera}/role`, {
        customer_type: 'preparer',
        otp_code: '123456',
      });
      expectError(none, 400, 'invalid_code');

      const sent = await admin('POST', `/subaccount/${vera}/otp`, {
        change: 'role',
        customer_type: 'preparer',
      });
      expect(sent.status).toBe(202);
      expect(sent.body.data).toMatchObject({
        channel: 'sms',
        sent_to: expect.stringContaining('•'),
      });
      const message = server.messages.at(-1);
      expect(message).toMatchObject({ channel: 'sms', to: ADMIN_PHONE });
      expect(message?.text).toMatch(
        /to confirm the change of Vera Falcon's role to Preparer is \d{6}/,
      );
      const code = lastCode(server, ADMIN_PHONE);

      // The code for "Preparer" does not make Vera an administrator.
      expectError(
        await admin('PUT', `/subaccount/${vera}/role`, { customer_type: 'admin', otp_code: code }),
        400,
        'invalid_code',
      );
      const bad = await admin('PUT', `/subaccount/${vera}/role`, {
        customer_type: 'preparer',
        otp_code: wrong(code),
      });
      expectError(bad, 400, 'invalid_code');
      expect(bad.body.error.message).toMatch(/attempts left/);
      expect(await roleOf(vera)).toMatchObject({ customer_type: 'viewer' });
      expect(await recorded()).toEqual([]);
      expect(mailTo('viewer@falcon-trading.demo.bank')).toEqual([]);

      const done = await admin('PUT', `/subaccount/${vera}/role`, {
        customer_type: 'preparer',
        otp_code: code,
      });
      expect(done.status).toBe(200);
      expect(done.body.data).toMatchObject({ customer_id: vera, customer_type: 'preparer' });
      expect(await roleOf(vera)).toMatchObject({ customer_type: 'preparer' });
      expect(await recorded()).toEqual([
        expect.objectContaining({
          changed_by: adminId,
          customer_id: vera,
          change: 'role',
          from_role: 'viewer',
          to_role: 'preparer',
          created_at: server.ctx.clock.now(),
        }),
      ]);
      const told = mailTo('viewer@falcon-trading.demo.bank');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        channel: 'email',
        subject: 'Your role at Falcon Trading LLC is now Preparer',
      });
      expect(told[0]?.text).toMatch(
        /^Your role at Falcon Trading LLC in Sadu Bank online banking is now Preparer \(it was Viewer\): you can now prepare transfers and conversions/,
      );
      expect(told[0]?.text).toContain('Adam Falcon made this change.');

      // Done once: the same change again changes nothing, and is refused before any code is sent.
      expectError(
        await admin('PUT', `/subaccount/${vera}/role`, {
          customer_type: 'preparer',
          otp_code: code,
        }),
        409,
        'invalid_state',
      );
      const same = await admin('POST', `/subaccount/${vera}/otp`, {
        change: 'role',
        customer_type: 'preparer',
      });
      expectError(same, 409, 'invalid_state');
      expect(same.body.error.message).toBe(
        'Vera Falcon is already Preparer: there is nothing to change.',
      );
    });

    it('a code confirms nothing for another user, and expires after 5 minutes; too many wrong codes need a new one', async () => {
      await later(901);
      const code = await codeFor(vera, { change: 'disable' });
      expectError(
        await admin('POST', `/subaccount/${peter}/disable`, { otp_code: code }),
        400,
        'invalid_code',
      );
      server.clock.advance(301);
      expectError(
        await admin('POST', `/subaccount/${vera}/disable`, { otp_code: code }),
        400,
        'code_expired',
      );
      const again = await codeFor(vera, { change: 'disable' });
      for (let i = 0; i < 4; i++)
        expectError(
          await admin('POST', `/subaccount/${vera}/disable`, { otp_code: wrong(again) }),
          400,
          'invalid_code',
        );
      expectError(
        await admin('POST', `/subaccount/${vera}/disable`, { otp_code: wrong(again) }),
        429,
        'too_many_attempts',
      );
      expectError(
        await admin('POST', `/subaccount/${vera}/disable`, { otp_code: again }),
        429,
        'too_many_attempts',
      );
      expect((await roleOf(vera)).disabled_at).toBeNull();
      expect(await recorded()).toHaveLength(1);
    });

    it('disable and enable each need their code; each is recorded and told to the user', async () => {
      await later(901);
      const veraToken = await tokenFor(server, vera);
      // Enabling an active user changes nothing: refused before any code is sent.
      expectError(
        await admin('POST', `/subaccount/${vera}/otp`, { change: 'enable' }),
        409,
        'invalid_state',
      );
      server.clock.advance(1);
      const disabled = await admin('POST', `/subaccount/${vera}/disable`, {
        otp_code: await codeFor(vera, { change: 'disable' }),
      });
      expect(disabled.body.data.status).toBe('disabled');
      expectError(
        await call(server, 'POST', '/customer/isauthorised', { token: veraToken }),
        401,
        'unauthorized',
      );
      expect(mailTo('viewer@falcon-trading.demo.bank').at(-1)).toMatchObject({
        subject: 'Your access to Falcon Trading LLC in Sadu Bank is disabled',
        text: expect.stringContaining(
          'Adam Falcon disabled your access to Falcon Trading LLC in Sadu Bank online banking',
        ),
      });
      // A code for another change of the same user (her role) does not enable her.
      const roleCode = await codeFor(vera, { change: 'role', customer_type: 'approver' });
      expectError(
        await admin('POST', `/subaccount/${vera}/enable`, { otp_code: roleCode }),
        400,
        'invalid_code',
      );
      server.clock.advance(1);
      const enabled = await admin('POST', `/subaccount/${vera}/enable`, {
        otp_code: await codeFor(vera, { change: 'enable' }),
      });
      expect(enabled.body.data.status).toBe('active');
      expect(mailTo('viewer@falcon-trading.demo.bank').at(-1)).toMatchObject({
        subject: 'Your access to Falcon Trading LLC in Sadu Bank is enabled again',
        text: expect.stringContaining('you can log in as Preparer'),
      });
      expect((await recorded()).map((r) => [r.change, r.from_role, r.to_role])).toEqual([
        ['role', 'viewer', 'preparer'],
        ['disable', null, null],
        ['enable', null, null],
      ]);
    });

    it('the codes sent are limited like every code (per administrator, per window)', async () => {
      await later(901);
      for (let i = 0; i < 5; i++) await codeFor(peter, { change: 'role', customer_type: 'viewer' });
      expectError(
        await admin('POST', `/subaccount/${peter}/otp`, {
          change: 'role',
          customer_type: 'viewer',
        }),
        429,
        'rate_limited',
      );
      await later(901);
    });

    it('administrators read the changes, newest first, by pages; nobody else does', async () => {
      const all = await admin('GET', '/subaccount/changes');
      expect(all.status).toBe(200);
      const person = (email: string, first: string) => ({
        customer_id: expect.any(String),
        email,
        first_name: first,
        last_name: 'Falcon',
      });
      expect(all.body.data.next_cursor).toBeNull();
      expect(all.body.data.items).toEqual([
        {
          change_id: expect.any(String),
          change: 'enable',
          from_role: null,
          to_role: null,
          changed_by: person('admin@falcon-trading.demo.bank', 'Adam'),
          user: person('viewer@falcon-trading.demo.bank', 'Vera'),
          created_at: expect.any(String),
        },
        expect.objectContaining({ change: 'disable' }),
        expect.objectContaining({ change: 'role', from_role: 'viewer', to_role: 'preparer' }),
      ]);
      const first = await admin('GET', '/subaccount/changes?limit=2');
      expect(first.body.data.items.map((c: { change: string }) => c.change)).toEqual([
        'enable',
        'disable',
      ]);
      const cursor = first.body.data.next_cursor;
      expect(cursor).toEqual(expect.any(String));
      const next = await admin('GET', `/subaccount/changes?limit=2&cursor=${cursor}`);
      expect(next.body.data).toEqual({ items: [all.body.data.items[2]], next_cursor: null });
      expectError(
        await admin('GET', '/subaccount/changes?cursor=not-a-cursor'),
        400,
        'validation_error',
      );

      expectError(await approver('GET', '/subaccount/changes'), 403, 'forbidden');
      // Vera is a preparer now.
      const preparer = apiFor(server, await tokenFor(server, vera));
      expectError(await preparer('GET', '/subaccount/changes'), 403, 'forbidden');
      expectError(
        await preparer('POST', `/subaccount/${peter}/otp`, { change: 'disable' }),
        403,
        'forbidden',
      );
      const individual = await newCustomer(server);
      expectError(
        await apiFor(server, individual.token)('GET', '/subaccount/changes'),
        403,
        'forbidden',
      );
    });
  });
}
