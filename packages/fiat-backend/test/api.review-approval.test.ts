// An approval confirmed by the approver's one-time code, over real HTTP on PGlite and PostgreSQL:
// the code is sent by the approver's own channel, the right one approves (once, idempotently), a
// wrong one says what is left, an expired or another approver's one approves nothing, and the
// preparer can neither ask for a code nor approve.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, expectError, startServer, type TestServer } from './helpers';
import {
  apiFor,
  approvalCode,
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

for (const engine of ENGINES) {
  describe(`an approval confirmed by a one-time code on ${engine}`, () => {
    let server: TestServer;
    let preparer: Api;
    let approver: Api;
    let admin: Api;
    let adminToken: string;
    let approverPhone: string;
    let aed: { wallet_id: string; iban: string | null; account_number: string };
    let payee: { wallet_id: string; account_number: string; token: string };

    beforeAll(async () => {
      server = await startServer(engine);
      adminToken = await tokenFor(server, 'admin@falcon-trading.demo.bank');
      admin = apiFor(server, adminToken);
      preparer = apiFor(server, await tokenFor(server, 'preparer@falcon-trading.demo.bank'));
      approver = apiFor(server, await tokenFor(server, 'approver@falcon-trading.demo.bank'));
      const amal = await server.ctx.db
        .selectFrom('customers')
        .select('id')
        .where('email_normalized', '=', 'approver@falcon-trading.demo.bank')
        .executeTakeFirstOrThrow();
      approverPhone = await phoneOf(server, amal.id);
      aed = await openWallet(server, adminToken, 'AED');
      await fund(server, aed, '1000000', 'AED');
      const other = await newCustomer(server);
      payee = { ...(await openWallet(server, other.token, 'AED')), token: other.token };
    });
    afterAll(async () => {
      await server?.close();
    });

    const prepare = async (amount: string) => {
      const res = await preparer('POST', '/transfer/internal', {
        idempotency_key: key(),
        from_wallet_id: aed.wallet_id,
        to_account_number: payee.account_number,
        amount_minor: amount,
      });
      expect(res.body.data.status).toBe('awaiting_approval');
      return res.body.data.transaction_id as string;
    };
    const approvePath = (id: string) => `/review/internal_transfer/${id}/approve`;

    it("sends the code to the approver's phone; a wrong one says how many attempts are left, the right one approves once", async () => {
      const id = await prepare('30000');
      // The payee in full for the approver: the account at this bank, not its last four digits.
      const review = (await approver('GET', `/review/internal_transfer/${id}`)).body.data;
      expect(review.payee).toMatchObject({
        account_number: payee.account_number,
        iban: null,
        country: 'AE',
      });
      expect(review.payee.name).toEqual(review.counterparty.name);
      const sent = await approver('POST', `${approvePath(id)}/otp`, {});
      expect(sent.status).toBe(202);
      expect(sent.body.data).toMatchObject({ channel: 'sms', sent_to: expect.stringMatching(/•/) });
      expect(sent.body.data.sent_to).not.toBe(approverPhone);
      const message = server.messages.at(-1);
      expect(message).toMatchObject({ channel: 'sms', to: approverPhone });
      expect(message?.text).toMatch(/confirm the approval of internal transfer AED 300\.00/);
      const code = lastCode(server, approverPhone);

      expectError(
        await approver('POST', approvePath(id), { idempotency_key: key() }),
        400,
        'validation_error',
      );
      const wrongCode = code === '000000' ? '111111' : '000000';
      const wrong = await approver('POST', approvePath(id), {
        idempotency_key: key(),
        otp_code: wrongCode,
      });
      expectError(wrong, 400, 'invalid_code');
      expect(wrong.body.error.message).toBe('The code is not correct. 4 attempts left.');
      expect((await balance(server, adminToken, aed.wallet_id)).balance).toBe('10000.00');

      const body = { idempotency_key: key(), otp_code: code };
      const approved = await approver('POST', approvePath(id), body);
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({
        status: 'completed',
        approved_by: { name: 'Amal Falcon' },
      });
      // The same attempt again (a double press, a retry after a lost answer, even with a newer code) replays it.
      expect(await approver('POST', approvePath(id), body)).toMatchObject({
        status: 200,
        body: approved.body,
      });
      expect(
        await approver('POST', approvePath(id), { ...body, otp_code: wrongCode }),
      ).toMatchObject({ status: 200, body: approved.body });
      // A new attempt finds nothing left to approve, and the used code approves nothing.
      expectError(
        await approver('POST', approvePath(id), { idempotency_key: key(), otp_code: code }),
        409,
        'invalid_state',
      );
      expectError(await approver('POST', `${approvePath(id)}/otp`, {}), 409, 'invalid_state');
      expect((await balance(server, adminToken, aed.wallet_id)).balance).toBe('9700.00');
      expect((await balance(server, payee.token, payee.wallet_id)).balance).toBe('300.00');
      await expectLedgerBalanced(server);
    });

    it("refuses an expired code, another approver's code and the sixth wrong try; nothing moves", async () => {
      const id = await prepare('4000');
      const stale = await approvalCode(server, approver, 'internal_transfer', id);
      server.clock.advance(301);
      expectError(
        await approver('POST', approvePath(id), { idempotency_key: key(), otp_code: stale }),
        400,
        'code_expired',
      );

      // The administrator's code is theirs: it does not approve for the approver.
      const adminsCode = await approvalCode(server, admin, 'internal_transfer', id);
      const mine = await approvalCode(server, approver, 'internal_transfer', id);
      if (adminsCode !== mine)
        expectError(
          await approver('POST', approvePath(id), { idempotency_key: key(), otp_code: adminsCode }),
          400,
          'invalid_code',
        );

      const fresh = await approvalCode(server, approver, 'internal_transfer', id);
      const wrongCode = fresh === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++)
        await approver('POST', approvePath(id), { idempotency_key: key(), otp_code: wrongCode });
      expectError(
        await approver('POST', approvePath(id), { idempotency_key: key(), otp_code: fresh }),
        429,
        'too_many_attempts',
      );
      expect((await admin('GET', `/review/internal_transfer/${id}`)).body.data.status).toBe(
        'awaiting_approval',
      );
      expect((await balance(server, adminToken, aed.wallet_id)).balance).toBe('9700.00');

      // A new code starts again: the administrator approves with their own.
      const done = await admin('POST', approvePath(id), {
        idempotency_key: key(),
        otp_code: await approvalCode(server, admin, 'internal_transfer', id),
      });
      expect(done.body.data).toMatchObject({
        status: 'completed',
        approved_by: { name: 'Adam Falcon' },
      });
    });

    it('the preparer can neither ask for a code nor approve their own transaction', async () => {
      const id = await prepare('500');
      expectError(await preparer('POST', `${approvePath(id)}/otp`, {}), 403, 'forbidden');
      expectError(
        await preparer('POST', approvePath(id), { idempotency_key: key(), otp_code: '123456' }),
        403,
        'forbidden',
      );
      expectError(
        await approver('POST', `/review/internal_transfer/${crypto.randomUUID()}/approve/otp`, {}),
        404,
        'not_found',
      );
      expect((await approver('GET', `/review/internal_transfer/${id}`)).body.data.status).toBe(
        'awaiting_approval',
      );
    });

    it('a rejected transfer is prepared again by its preparer, linked both ways, once; nobody else can', async () => {
      const old = await prepare('12000');
      expect(
        (
          await approver('POST', `/review/internal_transfer/${old}/reject`, {
            reason: 'Wrong amount: the invoice says 102.00',
          })
        ).body.data.status,
      ).toBe('rejected');
      const again = (amount: string, resubmits: string, as: Api = preparer) =>
        as('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: aed.wallet_id,
          to_account_number: payee.account_number,
          amount_minor: amount,
          resubmits,
        });
      // An approver's own transfer moves at once: it replaces nothing.
      expectError(await again('10200', old, admin), 409, 'invalid_state');
      const fresh = await again('10200', old);
      expect(fresh.status).toBe(201);
      expect(fresh.body.data).toMatchObject({
        status: 'awaiting_approval',
        resubmission_of: old,
        resubmitted_as: null,
      });
      const rejected = (await preparer('GET', `/review/internal_transfer/${old}`)).body.data;
      expect(rejected).toMatchObject({
        status: 'rejected',
        resubmitted_as: fresh.body.data.transaction_id,
      });
      // Once: a second replacement is refused, saying which one replaced it.
      const twice = await again('10200', old);
      expectError(twice, 409, 'invalid_state');
      expect(twice.body.error.message).toContain(fresh.body.data.bank_reference);
      // Only a rejected one, of the same kind, of one's own company.
      expectError(await again('10200', fresh.body.data.transaction_id), 409, 'invalid_state');
      expectError(await again('10200', crypto.randomUUID()), 404, 'not_found');
      const other = await newCustomer(server);
      const stranger = apiFor(server, other.token);
      expect(
        (
          await stranger('POST', '/transfer/internal', {
            idempotency_key: key(),
            from_wallet_id: aed.wallet_id,
            to_account_number: payee.account_number,
            amount_minor: '100',
            resubmits: old,
          })
        ).status,
      ).toBeGreaterThanOrEqual(400);
      await expectLedgerBalanced(server);
    });
  });
}
