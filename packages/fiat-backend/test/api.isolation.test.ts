// One customer can never see or move another's money: every money call of the contract, made by
// another customer (and by a user of another company) with the victim's ids, over real HTTP on
// PGlite and PostgreSQL. The last test checks that no money call of the contract was left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callList } from '@bank/api-contract';
import { newCustomer as newCustomerRow } from '../src/modules/customers/customers';
import { ENGINES, call, expectError, startServer, type Answer, type TestServer } from './helpers';
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
  type Customer,
} from './money-helpers';

const MONEY_AREAS = new Set([
  'wallets',
  'beneficiaries',
  'topups',
  'transfers',
  'fx',
  'crypto',
  'transactions',
  'reviews',
  'subaccounts',
  'fees',
]);
const GB = {
  kind: 'external',
  name: 'Victim Landlord',
  iban: 'GB29NWBK60161331926819',
  bic: 'NWBKGB2L',
  bank_name: 'NatWest',
  bank_address: 'London',
  country: 'GB',
  currency: 'GBP',
};

for (const engine of ENGINES) {
  describe(`isolation of every money call on ${engine}`, () => {
    let server: TestServer;
    let victim: Customer;
    let attacker: Customer;
    let v: Api;
    let a: Api;
    const ids: Record<string, string> = {};
    const covered = new Set<string>();
    let rivalAdmin: Api;

    const notFound = (answer: Answer) => expectError(answer, 404, 'not_found');

    beforeAll(async () => {
      server = await startServer(engine);
      victim = await newCustomer(server);
      attacker = await newCustomer(server);
      v = apiFor(server, victim.token);
      a = apiFor(server, attacker.token);
      const aed = await openWallet(server, victim.token, 'AED');
      const gbp = await openWallet(server, victim.token, 'GBP');
      await openWallet(server, victim.token, 'USD');
      await fund(server, aed, '500000', 'AED');
      await fund(server, gbp, '500000', 'GBP');
      ids.aed = aed.wallet_id;
      ids.gbp = gbp.wallet_id;
      ids.aedAccount = aed.account_number;
      ids.beneficiary = (await v('POST', '/beneficiary/add', GB)).body.data.beneficiary_id;
      ids.quote = (
        await v('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'USD',
          amount_minor: '10000',
        })
      ).body.data.quote_id;
      ids.topupQuote = (
        await v('POST', '/topup/card/quote', { wallet_id: aed.wallet_id, amount_minor: '5000' })
      ).body.data.quote_id;
      const topupQuote2 = (
        await v('POST', '/topup/card/quote', { wallet_id: aed.wallet_id, amount_minor: '6000' })
      ).body.data.quote_id;
      ids.topup = (
        await v('POST', '/topup/card/confirm', {
          idempotency_key: key(),
          quote_id: topupQuote2,
          card: {
            number: '4242424242424242',
            expiry_month: 1,
            expiry_year: 2031,
            cvc: '123',
            holder_name: 'V',
          },
        })
      ).body.data.transaction_id;
      const ext = await v('POST', '/transfer/external', {
        idempotency_key: key(),
        from_wallet_id: gbp.wallet_id,
        beneficiary_id: ids.beneficiary,
        amount_minor: '10000',
        charges: 'SHA',
        purpose_code: 'FAM',
        reference: 'secret-ref',
      });
      ids.external = ext.body.data.transaction_id;
      const sent = await v('POST', '/transfer/external', {
        idempotency_key: key(),
        from_wallet_id: gbp.wallet_id,
        beneficiary_id: ids.beneficiary,
        amount_minor: '1000',
        charges: 'SHA',
        purpose_code: 'FAM',
        reference: 'wire-secret',
      });
      await v('POST', `/transfer/external/${sent.body.data.transaction_id}/confirm`, {
        idempotency_key: key(),
        otp_code: lastCode(server, await phoneOf(server, victim.customerId)),
      });
      ids.sent = sent.body.data.transaction_id;
      // A corporate victim: Falcon's prepared transfer; and a rival company with its own admin.
      const falconAdmin = await tokenFor(server, 'admin@falcon-trading.demo.bank');
      const falconAed = await openWallet(server, falconAdmin, 'AED');
      await fund(server, falconAed, '100000', 'AED');
      ids.falconWallet = falconAed.wallet_id;
      ids.prepared = (
        await apiFor(server, await tokenFor(server, 'preparer@falcon-trading.demo.bank'))(
          'POST',
          '/transfer/internal',
          {
            idempotency_key: key(),
            from_wallet_id: falconAed.wallet_id,
            to_account_number: aed.account_number,
            amount_minor: '1000',
          },
        )
      ).body.data.transaction_id;
      ids.falconViewer = (
        await server.ctx.db
          .selectFrom('customers')
          .select('id')
          .where('email_normalized', '=', 'viewer@falcon-trading.demo.bank')
          .executeTakeFirstOrThrow()
      ).id;
      const rivalCompany = crypto.randomUUID();
      const now = server.ctx.clock.now();
      await server.ctx.db
        .insertInto('companies')
        .values({ id: rivalCompany, name: 'Rival LLC', created_at: now })
        .execute();
      const rivalId = crypto.randomUUID();
      const email = `admin-${rivalId.slice(0, 6)}@rival.test`;
      await server.ctx.db
        .insertInto('customers')
        .values(
          newCustomerRow(
            {
              id: rivalId,
              email,
              email_verified_at: now,
              password_hash: 'x',
              user_type: 'corporate',
              customer_type: 'admin',
              company_id: rivalCompany,
              first_name: 'Rita',
              last_name: 'Rival',
              country_of_residence: 'AE',
            },
            now,
          ),
        )
        .execute();
      rivalAdmin = apiFor(server, await tokenFor(server, rivalId));
    });
    afterAll(async () => {
      await server?.close();
    });

    const check = (id: string, run: () => Promise<void>) =>
      it(`${id}: another customer's ids are not found; nothing of theirs shows`, async () => {
        covered.add(id);
        await run();
      });

    check('listWallets', async () => {
      const mine = (await a('GET', '/wallet/list')).body.data.map(
        (w: { wallet_id: string }) => w.wallet_id,
      );
      expect(mine).not.toContain(ids.aed);
    });
    check('getWallet', async () => notFound(await a('GET', `/wallet/${ids.aed}`)));
    check('listWalletCurrencies', async () => {
      const gbp = (await a('GET', '/wallet/currencies')).body.data.find(
        (c: { currency: string }) => c.currency === 'GBP',
      );
      expect(gbp.opened).toBe(false);
    });
    check('openWallet', async () => {
      const opened = await a('POST', '/wallet/open', { currency: 'GBP' });
      expect(opened.status).toBe(201);
      expect(opened.body.data.wallet_id).not.toBe(ids.gbp);
      expect((await v('GET', '/wallet/list')).body.data).toHaveLength(3);
    });
    check('listBeneficiaries', async () =>
      expect((await a('GET', '/beneficiary/list')).body.data).toEqual([]),
    );
    check('getBeneficiary', async () =>
      notFound(await a('GET', `/beneficiary/${ids.beneficiary}`)),
    );
    check('lookupBank', async () => {
      // The bank directory is public reference data: anyone gets the same answer, and nothing of
      // another customer (not the victim's saved beneficiary's name or account) comes with it.
      const theirs = await v('GET', `/bank/${GB.bic}`);
      const mine = await a('GET', `/bank/${GB.bic}`);
      expect(mine.status).toBe(theirs.status);
      expect(mine.body).toEqual(theirs.body);
      expect(JSON.stringify(mine.body)).not.toContain(GB.iban);
    });
    check('addBeneficiary', async () => {
      // Paying someone by account number is allowed; it reveals only a masked name, never their data.
      const added = await a('POST', '/beneficiary/add', {
        kind: 'internal',
        account_number: ids.aedAccount,
      });
      expect(added.body.data.name).toMatch(/^Test C\.$/);
      expect(Object.keys(added.body.data)).not.toContain('balance');
    });
    check('updateBeneficiary', async () =>
      notFound(await a('PUT', `/beneficiary/${ids.beneficiary}`, { nickname: 'mine now' })),
    );
    check('deleteBeneficiary', async () => {
      notFound(await a('DELETE', `/beneficiary/${ids.beneficiary}`));
      expect((await v('GET', `/beneficiary/${ids.beneficiary}`)).status).toBe(200);
    });
    check('bankTransferInstructions', async () =>
      notFound(await a('GET', `/topup/bank_transfer/${ids.aed}`)),
    );
    check('cardTopupQuote', async () =>
      notFound(await a('POST', '/topup/card/quote', { wallet_id: ids.aed, amount_minor: '1000' })),
    );
    check('confirmCardTopup', async () =>
      notFound(
        await a('POST', '/topup/card/confirm', {
          idempotency_key: key(),
          quote_id: ids.topupQuote,
          card: {
            number: '4242424242424242',
            expiry_month: 1,
            expiry_year: 2031,
            cvc: '123',
            holder_name: 'A',
          },
        }),
      ),
    );
    check('getTopup', async () => notFound(await a('GET', `/topup/${ids.topup}`)));
    check('lookupInternalRecipient', async () => {
      // Paying someone needs their masked name and the currencies they take; nothing more of theirs shows.
      const byEmail = await a('POST', '/transfer/internal/recipient', { email: victim.email });
      expect(byEmail.body.data).toEqual({
        name: 'Test C.',
        currencies: expect.arrayContaining(['AED', 'GBP']),
      });
      expect(JSON.stringify(byEmail.body)).not.toContain(ids.aedAccount);
      expect(JSON.stringify(byEmail.body)).not.toContain(victim.email);
    });
    check('internalTransfer', async () => {
      const mineAed = await openWallet(server, attacker.token, 'AED');
      await fund(server, mineAed, '10000', 'AED');
      notFound(
        await a('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: ids.aed,
          to_account_number: mineAed.account_number,
          amount_minor: '100',
        }),
      );
      notFound(
        await a('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: mineAed.wallet_id,
          beneficiary_id: ids.beneficiary,
          amount_minor: '100',
        }),
      );
      notFound(
        await a('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: mineAed.wallet_id,
          to_wallet_id: ids.gbp,
          amount_minor: '100',
        }),
      );
      const mineUsd = await openWallet(server, attacker.token, 'USD');
      notFound(
        await a('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: mineAed.wallet_id,
          to_wallet_id: mineUsd.wallet_id,
          amount_minor: '10000',
          quote_id: ids.quote,
        }),
      );
    });
    check('externalTransferQuote', async () => {
      notFound(
        await a('POST', '/transfer/external/quote', {
          from_wallet_id: ids.gbp,
          beneficiary_id: ids.beneficiary,
          amount_minor: '100',
          charges: 'SHA',
        }),
      );
      const mine = (await a('GET', '/wallet/list')).body.data.find(
        (w: { currency: string }) => w.currency === 'GBP',
      ).wallet_id;
      notFound(
        await a('POST', '/transfer/external/quote', {
          from_wallet_id: mine,
          beneficiary_id: ids.beneficiary,
          amount_minor: '100',
          charges: 'SHA',
        }),
      );
    });
    check('createExternalTransfer', async () => {
      const { kind: _k, ...inline } = GB;
      notFound(
        await a('POST', '/transfer/external', {
          idempotency_key: key(),
          from_wallet_id: ids.gbp,
          beneficiary: inline,
          amount_minor: '100',
          charges: 'SHA',
        }),
      );
    });
    check('resendTransferOtp', async () =>
      notFound(await a('POST', `/transfer/external/${ids.external}/otp`, {})),
    );
    check('confirmExternalTransfer', async () => {
      notFound(
        await a('POST', `/transfer/external/${ids.external}/confirm`, {
          idempotency_key: key(),
          otp_code: '123456',
        }),
      );
      expect((await v('GET', `/transaction/${ids.external}`)).body.data.status).toBe(
        'awaiting_confirmation',
      );
    });
    check('fxQuote', async () => {
      const q = await a('POST', '/fx/quote', {
        from_currency: 'AED',
        to_currency: 'USD',
        amount_minor: '100',
      });
      expect(q.status).toBe(201);
      notFound(
        await v('POST', '/fx/conversion', {
          idempotency_key: key(),
          quote_id: q.body.data.quote_id,
        }),
      );
    });
    check('executeConversion', async () =>
      notFound(await a('POST', '/fx/conversion', { idempotency_key: key(), quote_id: ids.quote })),
    );
    check('listFxRates', async () =>
      expect((await a('GET', '/fx/rates')).body.data.rates.length).toBeGreaterThan(30),
    );
    check('cryptoEligibility', async () =>
      expect((await a('GET', '/crypto/eligibility')).body.data.allowed).toBe(true),
    );
    check('listCryptoAssets', async () =>
      expect((await a('GET', '/crypto/assets')).status).toBe(200),
    );
    check('cryptoDepositDetails', async () => {
      const mine = (await a('GET', '/crypto/deposit/BTC')).body.data;
      const theirs = (await v('GET', '/crypto/deposit/BTC')).body.data;
      expect(mine.address).not.toBe(theirs.address);
      expect(mine.wallet_id).not.toBe(theirs.wallet_id);
    });
    check('listTransactions', async () => {
      const mine = (await a('GET', '/transaction/list?limit=100')).body.data.items.map(
        (t: { transaction_id: string }) => t.transaction_id,
      );
      for (const id of [ids.topup, ids.external, ids.sent]) expect(mine).not.toContain(id);
      notFound(await a('GET', `/transaction/list?wallet_id=${ids.aed}`));
    });
    check('getTransaction', async () => {
      for (const id of [ids.topup, ids.external, ids.sent, ids.prepared])
        notFound(await a('GET', `/transaction/${id}`));
    });
    check('transactionSummary', async () => {
      const rows = (await a('GET', '/transaction/summary?period=day')).body.data.rows;
      expect(rows.find((r: { currency: string }) => r.currency === 'GBP')).toBeUndefined();
    });
    check('downloadTransactionSummary', async () => {
      const res = await fetch(`${server.api}/transaction/statement?format=csv`, {
        headers: { authorization: `Bearer ${attacker.token}` },
      });
      const text = await res.text();
      for (const id of [ids.topup, ids.external, ids.sent]) expect(text).not.toContain(id);
      expect(text).not.toContain('secret-ref');
    });
    check('downloadWireSummary', async () => {
      const res = await fetch(`${server.api}/transaction/wire_statement?format=csv`, {
        headers: { authorization: `Bearer ${attacker.token}` },
      });
      const text = await res.text();
      expect(text).not.toContain(ids.sent);
      expect(text).not.toContain('wire-secret');
      expect(text).not.toContain('GB29NWBK60161331926819');
    });
    check('listReviews', async () => {
      expect((await a('GET', '/review/list')).body.data).toEqual([]);
      expect((await rivalAdmin('GET', '/review/list')).body.data).toEqual([]);
    });
    check('getReview', async () => {
      notFound(await a('GET', `/review/internal_transfer/${ids.prepared}`));
      notFound(await rivalAdmin('GET', `/review/internal_transfer/${ids.prepared}`));
    });
    check('sendApprovalCode', async () => {
      expectError(
        await a('POST', `/review/internal_transfer/${ids.prepared}/approve/otp`, {}),
        403,
        'forbidden',
      );
      notFound(
        await rivalAdmin('POST', `/review/internal_transfer/${ids.prepared}/approve/otp`, {}),
      );
    });
    check('approveReview', async () => {
      expectError(
        await a('POST', `/review/internal_transfer/${ids.prepared}/approve`, {
          idempotency_key: key(),
          otp_code: '123456',
        }),
        403,
        'forbidden',
      );
      notFound(
        await rivalAdmin('POST', `/review/internal_transfer/${ids.prepared}/approve`, {
          idempotency_key: key(),
          otp_code: '123456',
        }),
      );
    });
    check('rejectReview', async () => {
      notFound(
        await rivalAdmin('POST', `/review/internal_transfer/${ids.prepared}/reject`, {
          reason: 'mine',
        }),
      );
      const still = await apiFor(server, await tokenFor(server, 'viewer@falcon-trading.demo.bank'))(
        'GET',
        `/transaction/${ids.prepared}`,
      );
      expect(still.body.data.status).toBe('awaiting_approval');
    });
    check('listSubaccounts', async () => {
      const users = (await rivalAdmin('GET', '/subaccount/list')).body.data;
      expect(
        users
          .map((u: { email: string }) => u.email)
          .every((e: string) => e.endsWith('@rival.test')),
      ).toBe(true);
    });
    check('inviteSubaccount', async () => {
      const invited = await rivalAdmin('POST', '/subaccount/invite', {
        email: `x-${key().slice(0, 6)}@rival.test`,
        first_name: 'X',
        last_name: 'Y',
        customer_type: 'viewer',
      });
      expect(invited.status).toBe(201);
      const rivalUsers = await server.ctx.db
        .selectFrom('customers')
        .select('email')
        .where('email_normalized', 'like', '%@rival.test')
        .execute();
      expect(rivalUsers.length).toBe(2);
    });
    check('sendSubaccountChangeCode', async () => {
      notFound(
        await rivalAdmin('POST', `/subaccount/${ids.falconViewer}/otp`, {
          change: 'role',
          customer_type: 'admin',
        }),
      );
      notFound(
        await rivalAdmin('POST', `/subaccount/${ids.falconViewer}/otp`, { change: 'disable' }),
      );
    });
    check('changeSubaccountRole', async () =>
      notFound(
        await rivalAdmin('PUT', `/subaccount/${ids.falconViewer}/role`, {
          customer_type: 'admin',
          otp_code: '123456',
        }),
      ),
    );
    check('disableSubaccount', async () =>
      notFound(
        await rivalAdmin('POST', `/subaccount/${ids.falconViewer}/disable`, { otp_code: '123456' }),
      ),
    );
    check('enableSubaccount', async () =>
      notFound(
        await rivalAdmin('POST', `/subaccount/${ids.falconViewer}/enable`, { otp_code: '123456' }),
      ),
    );
    check('listSubaccountChanges', async () => {
      // A change recorded in the victim's company is not in the rival's list.
      const viewer = await server.ctx.db
        .selectFrom('customers')
        .select(['id', 'company_id'])
        .where('id', '=', ids.falconViewer ?? '')
        .executeTakeFirstOrThrow();
      await server.ctx.db
        .insertInto('subaccount_changes')
        .values({
          id: crypto.randomUUID(),
          company_id: viewer.company_id ?? '',
          changed_by: viewer.id,
          customer_id: viewer.id,
          change: 'disable',
          from_role: null,
          to_role: null,
          created_at: server.ctx.clock.now(),
        })
        .execute();
      const changes = (await rivalAdmin('GET', '/subaccount/changes')).body.data;
      expect(changes).toEqual({ items: [], next_cursor: null });
    });
    check('getLimits', async () => {
      const transfer = (await a('GET', '/limits')).body.data.find(
        (l: { kind: string }) => l.kind === 'transfer',
      );
      const theirs = (await v('GET', '/limits')).body.data.find(
        (l: { kind: string }) => l.kind === 'transfer',
      );
      expect(theirs.used_today.amount).not.toBe('0.00');
      expect(transfer.used_today.amount).toBe('0.00');
    });
    check('publicFees', async () => {
      const fees = await call(server, 'GET', '/public/fees');
      expect(fees.body.data.schedules).toHaveLength(2);
    });

    it("leaves the victim's money exactly where it was, and covers every money call of the contract", async () => {
      expect(await balance(server, victim.token, ids.aed ?? '')).toEqual({
        balance: '5060.00',
        available: '5060.00',
        on_hold: '0.00',
      });
      expect((await balance(server, victim.token, ids.gbp ?? '')).on_hold).toBe('15.37');
      await expectLedgerBalanced(server);
      const moneyCalls = callList.filter((c) => MONEY_AREAS.has(c.area)).map((c) => c.id);
      expect(moneyCalls.filter((id) => !covered.has(id))).toEqual([]);
    });
  });
}
