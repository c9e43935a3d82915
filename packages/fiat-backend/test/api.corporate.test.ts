// Corporate customers over real HTTP on PGlite and PostgreSQL: roles (viewer reads only, preparer
// prepares, approver and admin approve), maker-checker (nothing moves before approval), the
// beneficiary restriction, and sub-accounts (invite, change role, disable, enable).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGINES,
  call,
  expectError,
  loginRequest,
  startServer,
  tokenIn,
  type TestServer,
} from './helpers';
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

const GB = {
  kind: 'external',
  name: 'Supplier Ltd',
  iban: 'GB29NWBK60161331926819',
  bic: 'NWBKGB2L',
  bank_name: 'NatWest',
  bank_address: 'London',
  country: 'GB',
  currency: 'GBP',
};

for (const engine of ENGINES) {
  describe(`corporate roles, approvals and sub-accounts on ${engine}`, () => {
    let server: TestServer;
    let viewer: Api;
    let preparer: Api;
    let approver: Api;
    let admin: Api;
    let aed: { wallet_id: string; iban: string | null; account_number: string };
    let gbp: { wallet_id: string; iban: string | null; account_number: string };
    let adminToken: string;

    beforeAll(async () => {
      server = await startServer(engine);
      adminToken = await tokenFor(server, 'admin@falcon-trading.demo.bank');
      viewer = apiFor(server, await tokenFor(server, 'viewer@falcon-trading.demo.bank'));
      preparer = apiFor(server, await tokenFor(server, 'preparer@falcon-trading.demo.bank'));
      approver = apiFor(server, await tokenFor(server, 'approver@falcon-trading.demo.bank'));
      admin = apiFor(server, adminToken);
      aed = await openWallet(server, adminToken, 'AED');
      gbp = await openWallet(server, adminToken, 'GBP');
      await fund(server, aed, '10000000', 'AED');
      await fund(server, gbp, '1000000', 'GBP');
    });
    afterAll(async () => {
      await server?.close();
    });

    it("every role reads the company's wallets; viewers move nothing and add no beneficiary", async () => {
      for (const api of [viewer, preparer, approver, admin]) {
        expect(
          (await api('GET', '/wallet/list')).body.data
            .map((w: { wallet_id: string }) => w.wallet_id)
            .sort(),
        ).toEqual([aed.wallet_id, gbp.wallet_id].sort());
      }
      const other = await newCustomer(server);
      const otherAed = await openWallet(server, other.token, 'AED');
      const moves: [string, string, unknown][] = [
        [
          'POST',
          '/transfer/internal',
          {
            idempotency_key: key(),
            from_wallet_id: aed.wallet_id,
            to_account_number: otherAed.account_number,
            amount_minor: '100',
          },
        ],
        [
          'POST',
          '/transfer/external/quote',
          {
            from_wallet_id: gbp.wallet_id,
            beneficiary: { ...GB, kind: undefined },
            amount_minor: '100',
            charges: 'SHA',
          },
        ],
        [
          'POST',
          '/transfer/external',
          {
            idempotency_key: key(),
            from_wallet_id: gbp.wallet_id,
            beneficiary: { ...GB, kind: undefined },
            amount_minor: '100',
            charges: 'SHA',
            purpose_code: 'GDI',
          },
        ],
        ['POST', '/fx/quote', { from_currency: 'AED', to_currency: 'GBP', amount_minor: '100' }],
        ['POST', '/fx/conversion', { idempotency_key: key(), quote_id: crypto.randomUUID() }],
        ['POST', '/wallet/open', { currency: 'EUR' }],
        ['POST', '/topup/card/quote', { wallet_id: aed.wallet_id, amount_minor: '100' }],
        ['POST', '/beneficiary/add', GB],
        ['POST', `/review/internal_transfer/${crypto.randomUUID()}/approve/otp`, {}],
        [
          'POST',
          `/review/internal_transfer/${crypto.randomUUID()}/approve`,
          { idempotency_key: key(), otp_code: '123456' },
        ],
        ['POST', `/review/internal_transfer/${crypto.randomUUID()}/reject`, { reason: 'no' }],
        ['GET', '/subaccount/list', undefined],
      ];
      for (const [method, path, body] of moves) {
        const answer = await viewer(method, path, body);
        expectError(answer, 403, 'forbidden');
      }
      expect((await balance(server, adminToken, aed.wallet_id)).balance).toBe('100000.00');
      const prep = await preparer('POST', '/beneficiary/add', GB);
      expectError(prep, 403, 'forbidden');
      expect(prep.body.error.message).toBe(
        'Only approvers and administrators can add, edit or delete beneficiaries.',
      );
      const type = await call(server, 'GET', '/customer/customer_type', {
        token: await tokenFor(server, 'preparer@falcon-trading.demo.bank'),
      });
      expect(type.body.data).toMatchObject({
        is_viewer_or_preparer: true,
        is_viewer: false,
        can_approve: false,
      });
    });

    it("a preparer's transfer waits for approval; nothing moves until an approver approves", async () => {
      const other = await newCustomer(server);
      const otherAed = await openWallet(server, other.token, 'AED');
      const prepared = await preparer('POST', '/transfer/internal', {
        idempotency_key: key(),
        from_wallet_id: aed.wallet_id,
        to_account_number: otherAed.account_number,
        amount_minor: '250000',
        reference: 'Invoice 7',
      });
      expect(prepared.status).toBe(201);
      expect(prepared.body.data.status).toBe('awaiting_approval');
      expect((await balance(server, adminToken, aed.wallet_id)).balance).toBe('100000.00');
      expect((await balance(server, other.token, otherAed.wallet_id)).balance).toBe('0.00');
      expectError(
        await apiFor(server, other.token)(
          'GET',
          `/transaction/${prepared.body.data.transaction_id}`,
        ),
        404,
        'not_found',
      );
      const id = prepared.body.data.transaction_id;
      const waiting = (await viewer('GET', '/review/list')).body.data.map(
        (t: { transaction_id: string }) => t.transaction_id,
      );
      expect(waiting).toContain(id);
      const review = await viewer('GET', `/review/internal_transfer/${id}`);
      expect(review.body.data).toMatchObject({
        transaction_id: id,
        status: 'awaiting_approval',
        created_by: { name: 'Peter Falcon' },
      });
      expectError(await viewer('GET', `/review/external_transfer/${id}`), 404, 'not_found');
      expectError(
        await preparer('POST', `/review/internal_transfer/${id}/approve`, {
          idempotency_key: key(),
          otp_code: '123456',
        }),
        403,
        'forbidden',
      );
      const body = {
        idempotency_key: key(),
        otp_code: await approvalCode(server, approver, 'internal_transfer', id),
      };
      const approved = await approver('POST', `/review/internal_transfer/${id}/approve`, body);
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({
        status: 'completed',
        approved_by: { name: 'Amal Falcon' },
      });
      expect(await approver('POST', `/review/internal_transfer/${id}/approve`, body)).toMatchObject(
        { status: 200, body: approved.body },
      );
      expectError(
        await admin('POST', `/review/internal_transfer/${id}/approve`, {
          idempotency_key: key(),
          otp_code: '123456',
        }),
        409,
        'invalid_state',
      );
      expect((await balance(server, adminToken, aed.wallet_id)).balance).toBe('97500.00');
      expect((await balance(server, other.token, otherAed.wallet_id)).balance).toBe('2500.00');
      // Rejected: nothing moves.
      const second = (
        await preparer('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: aed.wallet_id,
          to_account_number: otherAed.account_number,
          amount_minor: '1000',
        })
      ).body.data;
      const rejected = await admin(
        'POST',
        `/review/internal_transfer/${second.transaction_id}/reject`,
        { reason: 'Duplicate invoice' },
      );
      expect(rejected.body.data).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Duplicate invoice',
        rejected_by: { name: 'Adam Falcon' },
      });
      expectError(
        await approver('POST', `/review/internal_transfer/${second.transaction_id}/approve`, {
          idempotency_key: key(),
          otp_code: '123456',
        }),
        409,
        'invalid_state',
      );
      expect((await balance(server, adminToken, aed.wallet_id)).balance).toBe('97500.00');
      await expectLedgerBalanced(server);
    });

    it('a prepared external transfer is confirmed by code, approved, then held and sent by the rail', async () => {
      const ben = (await admin('POST', '/beneficiary/add', GB)).body.data;
      const created = await preparer('POST', '/transfer/external', {
        idempotency_key: key(),
        from_wallet_id: gbp.wallet_id,
        beneficiary_id: ben.beneficiary_id,
        amount_minor: '100000',
        charges: 'SHA',
        purpose_code: 'GDI',
        reference: 'PO 12',
      });
      const id = created.body.data.transaction_id;
      const phone = await phoneOf(
        server,
        (
          await server.ctx.db
            .selectFrom('customers')
            .select('id')
            .where('email_normalized', '=', 'preparer@falcon-trading.demo.bank')
            .executeTakeFirstOrThrow()
        ).id,
      );
      const confirmed = await preparer('POST', `/transfer/external/${id}/confirm`, {
        idempotency_key: key(),
        otp_code: lastCode(server, phone),
      });
      expect(confirmed.body.data.status).toBe('awaiting_approval');
      // The approver reads the payee in full, as it was prepared: what an invoice is checked against.
      const review = (await approver('GET', `/review/external_transfer/${id}`)).body.data;
      expect(review.payee).toEqual({
        name: 'Supplier Ltd',
        iban: 'GB29NWBK60161331926819',
        account_number: null,
        bic: 'NWBKGB2L',
        bank_name: 'NatWest',
        country: 'GB',
      });
      expect(await balance(server, adminToken, gbp.wallet_id)).toEqual({
        balance: '10000.00',
        available: '10000.00',
        on_hold: '0.00',
      });
      server.clock.advance(60);
      await server.ctx.rail.tick();
      expect((await viewer('GET', `/transaction/${id}`)).body.data.status).toBe(
        'awaiting_approval',
      );
      const approved = await approver('POST', `/review/external_transfer/${id}/approve`, {
        idempotency_key: key(),
        otp_code: await approvalCode(server, approver, 'external_transfer', id),
      });
      expect(approved.body.data.status).toBe('pending');
      // The business fee: AED 20 at the mid rate = GBP 4.29.
      expect((await balance(server, adminToken, gbp.wallet_id)).on_hold).toBe('1004.29');
      for (let i = 0; i < 2; i++) {
        server.clock.advance(6);
        await server.ctx.rail.tick();
      }
      expect((await viewer('GET', `/transaction/${id}`)).body.data.status).toBe('completed');
      expect((await balance(server, adminToken, gbp.wallet_id)).balance).toBe('8995.71');
      await expectLedgerBalanced(server);
    });

    it('a prepared conversion whose quote expired is approved with a new quote for the same amount', async () => {
      const fresh = apiFor(server, await tokenFor(server, 'preparer@falcon-trading.demo.bank'));
      const q = (
        await fresh('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'GBP',
          amount_minor: '500000',
        })
      ).body.data;
      const prepared = (
        await fresh('POST', '/fx/conversion', { idempotency_key: key(), quote_id: q.quote_id })
      ).body.data;
      expect(prepared.status).toBe('awaiting_approval');
      server.clock.advance(120);
      const later = apiFor(server, await tokenFor(server, 'approver@falcon-trading.demo.bank'));
      // One code for the whole approval: the refusals a new quote fixes leave it usable.
      const code = await approvalCode(server, later, 'conversion', prepared.transaction_id);
      const expired = await later('POST', `/review/conversion/${prepared.transaction_id}/approve`, {
        idempotency_key: key(),
        otp_code: code,
      });
      expectError(expired, 409, 'quote_expired');
      expect(expired.body.error.message).toMatch(/get a new quote \(POST \/fx\/quote, AED → GBP/);
      const wrong = (
        await later('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'GBP',
          amount_minor: '500001',
        })
      ).body.data;
      expectError(
        await later('POST', `/review/conversion/${prepared.transaction_id}/approve`, {
          idempotency_key: key(),
          otp_code: code,
          quote_id: wrong.quote_id,
        }),
        409,
        'quote_invalid',
      );
      const again = (
        await later('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'GBP',
          amount_minor: '500000',
        })
      ).body.data;
      const done = await later('POST', `/review/conversion/${prepared.transaction_id}/approve`, {
        idempotency_key: key(),
        otp_code: code,
        quote_id: again.quote_id,
      });
      expect(done.body.data).toMatchObject({
        status: 'completed',
        rate: again.rate,
        counter_amount: again.buy,
        quote_id: again.quote_id,
      });
      await expectLedgerBalanced(server);
    });

    it('an admin invites users with a role, changes it and disables them; sessions end at once', async () => {
      const list = (await admin('GET', '/subaccount/list')).body.data;
      expect(list.map((u: { customer_type: string }) => u.customer_type).sort()).toEqual([
        'admin',
        'approver',
        'preparer',
        'viewer',
      ]);
      expect(list.find((u: { is_self: boolean }) => u.is_self).email).toBe(
        'admin@falcon-trading.demo.bank',
      );
      expectError(await approver('GET', '/subaccount/list'), 403, 'forbidden');
      const individual = await newCustomer(server);
      expectError(
        await apiFor(server, individual.token)('GET', '/subaccount/list'),
        403,
        'forbidden',
      );
      const email = `new-${key().slice(0, 8)}@falcon-trading.demo.bank`;
      const invited = await admin('POST', '/subaccount/invite', {
        email,
        first_name: 'Nadia',
        last_name: 'Falcon',
        customer_type: 'preparer',
      });
      expect(invited.status).toBe(201);
      expect(invited.body.data).toMatchObject({
        email,
        customer_type: 'preparer',
        status: 'invited',
      });
      expectError(
        await admin('POST', '/subaccount/invite', {
          email,
          first_name: 'N',
          last_name: 'F',
          customer_type: 'viewer',
        }),
        409,
        'email_taken',
      );
      const mail = server.messages.filter((m) => m.to === email).at(-1);
      expect(mail?.subject).toMatch(/invited to Falcon Trading LLC/);
      // The invitee sets a password through the link, then logs in (a second factor is enrolled at first login).
      const token = tokenIn(mail?.text ?? '');
      expect(
        (
          await call(server, 'POST', '/password/reset', {
            body: { token, password: 'A-fresh-invitee-password-9' },
          })
        ).status,
      ).toBe(200);
      expect(
        (await admin('GET', '/subaccount/list')).body.data.find(
          (u: { email: string }) => u.email === email,
        ).status,
      ).toBe('active');
      const login = await loginRequest(server, email, 'A-fresh-invitee-password-9');
      expect(login.body.data).toMatchObject({ status: 'mfa_required', enrollment_required: true });
      const id = invited.body.data.customer_id;
      // Each change is confirmed with the administrator's code for it (test/api.subaccounts.test.ts).
      const codeFor = async (change: Record<string, string>) => {
        expect((await admin('POST', `/subaccount/${id}/otp`, change)).status).toBe(202);
        return lastCode(server, server.messages.at(-1)?.to ?? '');
      };
      const role = await admin('PUT', `/subaccount/${id}/role`, {
        customer_type: 'approver',
        otp_code: await codeFor({ change: 'role', customer_type: 'approver' }),
      });
      expect(role.body.data.customer_type).toBe('approver');
      const userToken = await tokenFor(server, id);
      expect(
        (await call(server, 'GET', '/customer/customer_type', { token: userToken })).body.data
          .can_approve,
      ).toBe(true);
      const disabled = await admin('POST', `/subaccount/${id}/disable`, {
        otp_code: await codeFor({ change: 'disable' }),
      });
      expect(disabled.body.data.status).toBe('disabled');
      expectError(
        await call(server, 'POST', '/customer/isauthorised', { token: userToken }),
        401,
        'unauthorized',
      );
      expectError(
        await loginRequest(server, email, 'A-fresh-invitee-password-9'),
        403,
        'account_disabled',
      );
      expect(
        (
          await admin('POST', `/subaccount/${id}/enable`, {
            otp_code: await codeFor({ change: 'enable' }),
          })
        ).body.data.status,
      ).toBe('active');
      expectError(
        await admin(
          'POST',
          `/subaccount/${(await server.ctx.db.selectFrom('customers').select('id').where('email_normalized', '=', 'admin@falcon-trading.demo.bank').executeTakeFirstOrThrow()).id}/disable`,
          { otp_code: '123456' },
        ),
        403,
        'forbidden',
      );
      expectError(
        await admin('PUT', `/subaccount/${individual.customerId}/role`, {
          customer_type: 'admin',
          otp_code: '123456',
        }),
        404,
        'not_found',
      );
    });
  });
}
