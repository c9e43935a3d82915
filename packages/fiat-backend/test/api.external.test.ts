// External transfers over real HTTP on PGlite and PostgreSQL: beneficiaries (IBAN, BIC, no-IBAN
// countries), review with charges OUR/SHA/BEN and FX quotes, the one-time code, the hold, the
// sandbox rail's statuses (completed, failed, returned), the purpose-code rule, expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@bank/api-contract';
import { ENGINES, expectError, startServer, type TestServer } from './helpers';
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

const GB = {
  kind: 'external',
  name: 'John Smith',
  iban: 'GB29 NWBK 6016 1331 9268 19',
  bic: 'NWBKGB2L',
  bank_name: 'NatWest',
  bank_address: '250 Bishopsgate, London',
  country: 'GB',
  currency: 'GBP',
};
const DE = {
  kind: 'external',
  name: 'Müller GmbH',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  bank_name: 'Commerzbank',
  bank_address: 'Frankfurt',
  country: 'DE',
  currency: 'EUR',
};
const AE = {
  kind: 'external',
  name: 'Dubai Supplies',
  iban: 'AE070331234567890123456',
  bic: 'BOMLAEAD',
  bank_name: 'Mashreq',
  bank_address: 'Dubai',
  country: 'AE',
  currency: 'AED',
};

for (const engine of ENGINES) {
  describe(`beneficiaries and external transfers on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine, { seed: false });
    });
    afterAll(async () => {
      await server?.close();
    });

    async function setup(country = 'GB') {
      const c = await newCustomer(server, { country });
      const api = apiFor(server, c.token);
      const wallets = {
        gbp: await openWallet(server, c.token, 'GBP'),
        usd: await openWallet(server, c.token, 'USD'),
        aed: await openWallet(server, c.token, 'AED'),
      };
      await fund(server, wallets.gbp, '200000', 'GBP');
      await fund(server, wallets.usd, '200000', 'USD');
      await fund(server, wallets.aed, '500000', 'AED');
      return { c, api, wallets, phone: await phoneOf(server, c.customerId) };
    }

    async function confirm(api: Api, phone: string, transactionId: string) {
      return api('POST', `/transfer/external/${transactionId}/confirm`, {
        idempotency_key: key(),
        otp_code: lastCode(server, phone),
      });
    }

    async function rail(steps = 1) {
      for (let i = 0; i < steps; i++) {
        server.clock.advance(6);
        await server.ctx.rail.tick();
      }
    }

    it('names the bank of a BIC where the directory knows it: by the whole code or by its first 8', async () => {
      const { api } = await setup();
      const commerzbank = await api('GET', '/bank/COBADEFFXXX');
      expect(commerzbank.status).toBe(200);
      expect(commerzbank.body.data).toEqual({
        bic: 'COBADEFFXXX',
        bank_name: 'Commerzbank AG',
        bank_address: 'Kaiserplatz, 60311 Frankfurt am Main',
        country: 'DE',
      });
      expect(calls.lookupBank.response.safeParse(commerzbank.body).success).toBe(true);
      expect((await api('GET', '/bank/nwbkgb2l')).body.data).toMatchObject({
        bic: 'NWBKGB2L',
        bank_name: 'National Westminster Bank plc (NatWest)',
        country: 'GB',
      });
      expect((await api('GET', '/bank/EBILAEAD123')).body.data).toMatchObject({
        bic: 'EBILAEAD123',
        bank_name: 'Emirates NBD Bank PJSC',
        country: 'AE',
      });
      expectError(await api('GET', '/bank/ZZZZGB2L'), 404, 'not_found');
      const malformed = await api('GET', '/bank/NWBK');
      expectError(malformed, 400, 'validation_error');
      expect(malformed.body.error.fields.bic).toMatch(/not a valid BIC\/SWIFT code/);
      expect((await fetch(`${server.api}/bank/COBADEFF`)).status).toBe(401);
    });

    it('adds, lists, edits and deletes beneficiaries; checks IBAN, BIC, country and currency', async () => {
      const { api } = await setup();
      const gb = await api('POST', '/beneficiary/add', { ...GB, nickname: 'Landlord' });
      expect(gb.status).toBe(201);
      expect(gb.body.data).toMatchObject({
        kind: 'external',
        iban: 'GB29NWBK60161331926819',
        bic: 'NWBKGB2L',
        country: 'GB',
        currency: 'GBP',
        nickname: 'Landlord',
      });
      expectError(await api('POST', '/beneficiary/add', GB), 409, 'beneficiary_exists');
      const us = await api('POST', '/beneficiary/add', {
        ...GB,
        iban: undefined,
        account_number: '000123456789',
        bic: 'CHASUS33',
        country: 'US',
        currency: 'USD',
      });
      expect(us.status).toBe(201);
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ ...GB, iban: 'GB29 NWBK 6016 1331 9268 18' }, 'iban', /fails the check-digit test/],
        [{ ...GB, iban: 'GB29 NWBK 6016 1331 9268' }, 'iban', /wrong length|format/],
        [{ ...GB, iban: undefined }, 'iban', /Banks in .* use IBANs/],
        [{ ...GB, bic: 'NWBK' }, 'bic', /not a valid BIC\/SWIFT code/],
        [{ ...GB, bic: 'COBADEFF' }, 'bic', /belongs to a bank in DE, not in GB/],
        [{ ...GB, iban: DE.iban }, 'iban', /The IBAN is from DE, but the bank is in GB/],
        [{ ...GB, country: 'XX' }, 'country', /not a country code/],
        [{ ...GB, currency: 'GBX' }, 'currency', /Unknown currency "GBX"/],
        [{ ...GB, currency: 'BTC' }, 'currency', /fiat currencies only/],
        [
          { ...GB, iban: undefined, country: 'US', bic: 'CHASUS33', account_number: '12' },
          'account_number',
          /do not use IBANs/,
        ],
      ];
      for (const [body, field, message] of cases) {
        const answer = await api('POST', '/beneficiary/add', body);
        expectError(answer, 400, 'validation_error');
        expect(answer.body.error.fields[field]).toMatch(message);
        expect(answer.body.error.message).toMatch(message);
      }
      const edited = await api('PUT', `/beneficiary/${gb.body.data.beneficiary_id}`, {
        nickname: 'Flat',
        bank_address: '1 Princes St, London',
      });
      expect(edited.body.data).toMatchObject({
        nickname: 'Flat',
        bank_address: '1 Princes St, London',
        iban: 'GB29NWBK60161331926819',
      });
      expectError(
        await api('PUT', `/beneficiary/${gb.body.data.beneficiary_id}`, { iban: 'GB00' }),
        400,
        'validation_error',
      );
      const list = await api('GET', '/beneficiary/list?kind=external');
      expect(
        list.body.data.map((b: { beneficiary_id: string }) => b.beneficiary_id).sort(),
      ).toEqual([us.body.data.beneficiary_id, gb.body.data.beneficiary_id].sort());
      expect((await api('DELETE', `/beneficiary/${us.body.data.beneficiary_id}`)).status).toBe(200);
      expectError(
        await api('GET', `/beneficiary/${us.body.data.beneficiary_id}`),
        404,
        'not_found',
      );
      // Internal: by e-mail and currency (the name is shown masked), or by account number.
      const other = await newCustomer(server);
      const otherAed = await openWallet(server, other.token, 'AED');
      const byEmail = await api('POST', '/beneficiary/add', {
        kind: 'internal',
        email: other.email,
        currency: 'AED',
      });
      expect(byEmail.body.data).toMatchObject({
        kind: 'internal',
        account_number: otherAed.account_number,
        currency: 'AED',
      });
      expect(byEmail.body.data.name).toMatch(/^Test C\.$/);
      expectError(
        await api('POST', '/beneficiary/add', {
          kind: 'internal',
          account_number: otherAed.account_number,
        }),
        409,
        'beneficiary_exists',
      );
      expectError(
        await api('POST', '/beneficiary/add', {
          kind: 'internal',
          email: other.email,
          currency: 'EUR',
        }),
        404,
        'not_found',
      );
      expectError(
        await api('POST', '/beneficiary/add', {
          kind: 'internal',
          email: 'nobody@nowhere.test',
          currency: 'AED',
        }),
        404,
        'not_found',
      );
    });

    it('reviews fees for SHA, OUR and BEN and an FX quote when the currencies differ', async () => {
      const { api, wallets } = await setup();
      const gb = (await api('POST', '/beneficiary/add', GB)).body.data;
      const review = (charges: string, from = wallets.gbp.wallet_id) =>
        api('POST', '/transfer/external/quote', {
          from_wallet_id: from,
          beneficiary_id: gb.beneficiary_id,
          amount_minor: '10000',
          charges,
        });
      const sha = (await review('SHA')).body.data;
      // AED 25 at the mid rate (GBP 0.7874 per USD, AED 3.6725 per USD), rounded up: GBP 5.37.
      expect(sha).toMatchObject({
        amount: { amount: '100.00' },
        fee: { amount: '5.37' },
        correspondent_fee: { amount: '0.00' },
        total_debit: { amount: '105.37' },
        beneficiary_receives: { amount: '100.00', currency: 'GBP' },
        quote: null,
        purpose_code_required: false,
      });
      const our = (await review('OUR')).body.data;
      expect(our).toMatchObject({
        fee: { amount: '12.88' },
        correspondent_fee: { amount: '7.51' },
        total_debit: { amount: '112.88' },
      });
      const ben = (await review('BEN')).body.data;
      expect(ben).toMatchObject({
        fee: { amount: '5.37' },
        total_debit: { amount: '100.00' },
        beneficiary_receives: { amount: '94.63' },
      });
      const fx = (await review('SHA', wallets.usd.wallet_id)).body.data;
      expect(fx.quote).toMatchObject({
        from_currency: 'USD',
        to_currency: 'GBP',
        sell: { amount: '100.00' },
      });
      expect(fx.beneficiary_receives).toEqual(fx.quote.buy);
      expect(fx.purpose_code_required).toBe(false);
      const tiny = await api('POST', '/transfer/external/quote', {
        from_wallet_id: wallets.gbp.wallet_id,
        beneficiary_id: gb.beneficiary_id,
        amount_minor: '500',
        charges: 'BEN',
      });
      expectError(tiny, 400, 'validation_error');
      expect(tiny.body.error.message).toMatch(/must be more than the fee of GBP 5\.37/);
    });

    it('creates, sends a code, confirms, holds, and the rail completes it: pending → processing → completed', async () => {
      const { c, api, wallets, phone } = await setup();
      const gb = (await api('POST', '/beneficiary/add', GB)).body.data;
      const created = await api('POST', '/transfer/external', {
        idempotency_key: key(),
        from_wallet_id: wallets.gbp.wallet_id,
        beneficiary_id: gb.beneficiary_id,
        amount_minor: '10000',
        charges: 'SHA',
        reference: 'Rent',
      });
      expect(created.status).toBe(201);
      // One envelope: data is the transaction, with how its code was sent as data.confirmation.
      expect(calls.createExternalTransfer.response.safeParse(created.body).success).toBe(true);
      expect(created.body.data).toMatchObject({
        transaction_type: 'external_transfer',
        status: 'awaiting_confirmation',
        total_debit: { amount: '105.37' },
      });
      expect(created.body.data.confirmation).toMatchObject({ channel: 'sms' });
      expect(created.body.data.confirmation.sent_to).toMatch(/•/);
      expect(Date.parse(created.body.data.confirmation.expires_at)).toBe(
        server.clock.now().getTime() + 300_000,
      );
      expect(created.body.data.transaction).toBeUndefined();
      const id = created.body.data.transaction_id;
      const { confirmation: _sent, ...transaction } = created.body.data;
      expect((await api('GET', `/transaction/${id}`)).body.data).toEqual(transaction);
      expect(await balance(server, c.token, wallets.gbp.wallet_id)).toEqual({
        balance: '2000.00',
        available: '2000.00',
        on_hold: '0.00',
      });
      const wrong = await api('POST', `/transfer/external/${id}/confirm`, {
        idempotency_key: key(),
        otp_code: lastCode(server, phone) === '000000' ? '111111' : '000000',
      });
      expectError(wrong, 400, 'invalid_code');
      const resent = await api('POST', `/transfer/external/${id}/otp`, { channel: 'whatsapp' });
      expect(resent.status).toBe(202);
      expect(server.messages.at(-1)).toMatchObject({ channel: 'whatsapp', to: phone });
      expect(server.messages.at(-1)?.text).toMatch(/GBP 105\.37 to John Smith|GBP 105\.37/);
      const confirmed = await confirm(api, phone, id);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.status).toBe('pending');
      expect(await balance(server, c.token, wallets.gbp.wallet_id)).toEqual({
        balance: '2000.00',
        available: '1894.63',
        on_hold: '105.37',
      });
      expectError(await confirm(api, phone, id), 409, 'invalid_state');
      await rail();
      expect((await api('GET', `/transaction/${id}`)).body.data.status).toBe('processing');
      expect(await balance(server, c.token, wallets.gbp.wallet_id)).toEqual({
        balance: '1894.63',
        available: '1894.63',
        on_hold: '0.00',
      });
      await rail();
      const done = (await api('GET', `/transaction/${id}`)).body.data;
      expect(done.status).toBe('completed');
      expect(done.status_history.map((h: { status: string }) => h.status)).toEqual([
        'awaiting_confirmation',
        'pending',
        'processing',
        'completed',
      ]);
      expect(done.completed_at).not.toBeNull();
      await rail(3);
      expect((await api('GET', `/transaction/${id}`)).body.data.status).toBe('completed');
      await expectLedgerBalanced(server);
    });

    it('the sandbox rail fails a transfer (all refunded) and returns another (principal refunded, fee kept)', async () => {
      const { c, api, wallets, phone } = await setup();
      const gb = (await api('POST', '/beneficiary/add', GB)).body.data;
      const make = async (reference: string) => {
        const created = await api('POST', '/transfer/external', {
          idempotency_key: key(),
          from_wallet_id: wallets.gbp.wallet_id,
          beneficiary_id: gb.beneficiary_id,
          amount_minor: '20000',
          charges: 'SHA',
          reference,
        });
        const id = created.body.data.transaction_id as string;
        expect((await confirm(api, phone, id)).status).toBe(200);
        return id;
      };
      const failing = await make('Invoice SANDBOX-FAIL');
      await rail(2);
      const failed = (await api('GET', `/transaction/${failing}`)).body.data;
      expect(failed.status).toBe('failed');
      expect(failed.failure_reason).toMatch(/amount and the fee were refunded/);
      expect((await balance(server, c.token, wallets.gbp.wallet_id)).balance).toBe('2000.00');
      const returning = await make('Deposit SANDBOX-RETURN');
      await rail(3);
      const returned = (await api('GET', `/transaction/${returning}`)).body.data;
      expect(returned.status).toBe('returned');
      expect(returned.status_history.map((h: { status: string }) => h.status)).toEqual([
        'awaiting_confirmation',
        'pending',
        'processing',
        'completed',
        'returned',
      ]);
      expect((await balance(server, c.token, wallets.gbp.wallet_id)).balance).toBe('1994.63');
      await expectLedgerBalanced(server);
    });

    it('FX transfers use the reviewed quote; purpose codes are required in AED and to or from the UAE', async () => {
      const { c, api, wallets, phone } = await setup();
      const gb = (await api('POST', '/beneficiary/add', GB)).body.data;
      const ae = (await api('POST', '/beneficiary/add', AE)).body.data;
      const review = (
        await api('POST', '/transfer/external/quote', {
          from_wallet_id: wallets.usd.wallet_id,
          beneficiary_id: gb.beneficiary_id,
          amount_minor: '30000',
          charges: 'SHA',
        })
      ).body.data;
      const base = {
        from_wallet_id: wallets.usd.wallet_id,
        beneficiary_id: gb.beneficiary_id,
        amount_minor: '30000',
        charges: 'SHA',
      };
      const noQuote = await api('POST', '/transfer/external', { ...base, idempotency_key: key() });
      expectError(noQuote, 400, 'validation_error');
      expect(noQuote.body.error.fields.quote_id).toMatch(/beneficiary receives GBP/);
      const created = await api('POST', '/transfer/external', {
        ...base,
        idempotency_key: key(),
        quote_id: review.quote.quote_id,
      });
      expect(created.body.data).toMatchObject({
        rate: review.quote.rate,
        counter_amount: review.quote.buy,
      });
      expect((await confirm(api, phone, created.body.data.transaction_id)).status).toBe(200);
      await rail(2);
      expect((await balance(server, c.token, wallets.usd.wallet_id)).balance).toBe(
        String((2000 - 300 - Number(review.fee.amount)).toFixed(2)),
      );
      // AED and the UAE: purpose code required; withdrawn and unknown ones refused.
      const aed = {
        from_wallet_id: wallets.aed.wallet_id,
        beneficiary_id: ae.beneficiary_id,
        amount_minor: '10000',
        charges: 'SHA',
      };
      const aedReview = (await api('POST', '/transfer/external/quote', aed)).body.data;
      expect(aedReview.purpose_code_required).toBe(true);
      const missing = await api('POST', '/transfer/external', { ...aed, idempotency_key: key() });
      expectError(missing, 400, 'validation_error');
      expect(missing.body.error.message).toBe(
        'A purpose-of-payment code is required for transfers in AED and to or from the UAE.',
      );
      const withdrawn = await api('POST', '/transfer/external', {
        ...aed,
        idempotency_key: key(),
        purpose_code: 'REM',
      });
      expectError(withdrawn, 400, 'validation_error');
      expect(withdrawn.body.error.fields.purpose_code).toMatch(
        /REM was withdrawn by the UAE Central Bank/,
      );
      expect(
        (
          await api('POST', '/transfer/external', {
            ...aed,
            idempotency_key: key(),
            purpose_code: 'gdi',
          })
        ).status,
      ).toBe(201);
      // A UAE resident sending abroad: required too.
      const resident = await setup('AE');
      const rgb = (await resident.api('POST', '/beneficiary/add', GB)).body.data;
      const r = (
        await resident.api('POST', '/transfer/external/quote', {
          from_wallet_id: resident.wallets.gbp.wallet_id,
          beneficiary_id: rgb.beneficiary_id,
          amount_minor: '1000',
          charges: 'SHA',
        })
      ).body.data;
      expect(r.purpose_code_required).toBe(true);
      await expectLedgerBalanced(server);
    });

    it('inline beneficiaries, saving them, insufficient funds, expiry of the confirmation and idempotent create', async () => {
      const { c, api, phone } = await setup();
      const { kind: _kind, ...inline } = DE;
      const eur = await openWallet(server, c.token, 'EUR');
      await fund(server, eur, '5000', 'EUR');
      const body = {
        idempotency_key: key(),
        from_wallet_id: eur.wallet_id,
        beneficiary: inline,
        save_beneficiary: true,
        amount_minor: '2000',
        charges: 'SHA',
        purpose_code: 'FAM',
      };
      const first = await api('POST', '/transfer/external', body);
      expect(first.status).toBe(201);
      const again = await api('POST', '/transfer/external', body);
      expect(again.body).toEqual(first.body);
      // An answer stored before the envelope was made one is replayed in today's shape.
      const { confirmation, ...transaction } = first.body.data;
      await server.ctx.db
        .updateTable('idempotency_keys')
        .set({ response: JSON.stringify({ data: { transaction, otp: confirmation } }) })
        .where('customer_id', '=', c.customerId)
        .where('key', '=', body.idempotency_key)
        .execute();
      expect((await api('POST', '/transfer/external', body)).body).toEqual(first.body);
      expect(
        server.messages.filter((m) => m.to === phone && /confirm the transfer/.test(m.text)),
      ).toHaveLength(1);
      expect((await api('GET', '/beneficiary/list')).body.data).toHaveLength(1);
      const bad = await api('POST', '/transfer/external', {
        ...body,
        idempotency_key: key(),
        beneficiary: { ...inline, iban: 'DE89370400440532013001' },
      });
      expectError(bad, 400, 'validation_error');
      expect(bad.body.error.fields.iban).toMatch(/check-digit/);
      const poor = await api('POST', '/transfer/external', {
        ...body,
        idempotency_key: key(),
        save_beneficiary: false,
        amount_minor: '4500',
      });
      expectError(poor, 422, 'insufficient_funds');
      server.clock.advance(601);
      const later = apiFor(server, await tokenFor(server, c.customerId));
      const late = await confirm(later, phone, first.body.data.transaction_id);
      expectError(late, 409, 'invalid_state');
      expect(late.body.error.message).toMatch(/not confirmed in time and has expired/);
      expect(
        (await later('GET', `/transaction/${first.body.data.transaction_id}`)).body.data.status,
      ).toBe('expired');
      expect((await later('GET', `/wallet/${eur.wallet_id}`)).body.data.available.amount).toBe(
        '50.00',
      );
      await expectLedgerBalanced(server);
    });
  });
}

for (const engine of ENGINES) {
  describe(`the sandbox rail advances by itself on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine, {
        seed: false,
        env: { SANDBOX_TICK_MS: '20', RAIL_STEP_SECONDS: '0' },
      });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('takes a confirmed transfer to completed without being called', async () => {
      const c = await newCustomer(server, { country: 'GB' });
      const api = apiFor(server, c.token);
      const gbp = await openWallet(server, c.token, 'GBP');
      await fund(server, gbp, '50000', 'GBP');
      const ben = (await api('POST', '/beneficiary/add', GB)).body.data;
      const created = await api('POST', '/transfer/external', {
        idempotency_key: key(),
        from_wallet_id: gbp.wallet_id,
        beneficiary_id: ben.beneficiary_id,
        amount_minor: '1000',
        charges: 'SHA',
      });
      const id = created.body.data.transaction_id;
      await api('POST', `/transfer/external/${id}/confirm`, {
        idempotency_key: key(),
        otp_code: lastCode(server, await phoneOf(server, c.customerId)),
      });
      let status = 'pending';
      for (let i = 0; i < 500 && status !== 'completed'; i++) {
        await new Promise((r) => setTimeout(r, 20));
        status = (await api('GET', `/transaction/${id}`)).body.data.status;
      }
      expect(status).toBe('completed');
      expect((await balance(server, c.token, gbp.wallet_id)).balance).toBe('484.63');
      await expectLedgerBalanced(server);
    });
  });
}

/** A decimal rate ("4.6545000000") as an exact fraction. */
function fraction(rate: string): { num: bigint; den: bigint } {
  const [whole = '0', decimals = ''] = rate.split('.');
  return { num: BigInt(whole + decimals), den: 10n ** BigInt(decimals.length) };
}

for (const engine of ENGINES) {
  describe(`the amount the beneficiary receives, fixed (buy_amount_minor) on ${engine}`, () => {
    let server: TestServer;
    let admin: Api;
    let adminToken: string;
    let adminPhone: string;
    let aed: { wallet_id: string; iban: string | null; account_number: string };
    let gbp: { wallet_id: string; iban: string | null; account_number: string };
    let supplier: string;
    beforeAll(async () => {
      // A company (a UAE business customer, its admin moving money) paying a supplier's invoice in GBP.
      server = await startServer(engine);
      const email = 'admin@falcon-trading.demo.bank';
      adminToken = await tokenFor(server, email);
      admin = apiFor(server, adminToken);
      const row = await server.ctx.db
        .selectFrom('customers')
        .select('id')
        .where('email_normalized', '=', email)
        .executeTakeFirstOrThrow();
      adminPhone = await phoneOf(server, row.id);
      aed = await openWallet(server, adminToken, 'AED');
      gbp = await openWallet(server, adminToken, 'GBP');
      await fund(server, aed, '20000000', 'AED');
      await fund(server, gbp, '2000000', 'GBP');
      supplier = (await admin('POST', '/beneficiary/add', { ...GB, name: 'Supplier Ltd' })).body
        .data.beneficiary_id;
    });
    afterAll(async () => {
      await server?.close();
    });

    const invoice = (extra: Record<string, unknown> = {}) => ({
      from_wallet_id: aed.wallet_id,
      beneficiary_id: supplier,
      buy_amount_minor: '1200000',
      charges: 'SHA',
      ...extra,
    });

    it('pays exactly GBP 12,000.00 from AED: the amount sent is the least that buys it, and the debit is the quote', async () => {
      const before = await balance(server, adminToken, aed.wallet_id);
      const reviewed = await admin('POST', '/transfer/external/quote', invoice());
      expect(reviewed.status).toBe(201);
      expect(calls.externalTransferQuote.response.safeParse(reviewed.body).success).toBe(true);
      const review = reviewed.body.data;
      expect(review.beneficiary_receives).toEqual({
        currency: 'GBP',
        amount: '12000.00',
        minor: '1200000',
      });
      expect(review.quote).toMatchObject({
        from_currency: 'AED',
        to_currency: 'GBP',
        buy: { minor: '1200000' },
        fee: { minor: '0' },
      });
      // Rounded in the bank's favour: the least amount of fils that buys GBP 12,000.00 at the rate.
      const sell = BigInt(review.quote.sell.minor);
      const { num, den } = fraction(review.quote.rate);
      expect(sell * num >= 1_200_000n * den).toBe(true);
      expect((sell - 1n) * num < 1_200_000n * den).toBe(true);
      // The amount sent is what the quote sells; the fee (a company's AED 20) is added; the debit
      // is their sum.
      expect(review.amount).toEqual(review.quote.sell);
      expect(review.fee).toEqual({ currency: 'AED', amount: '20.00', minor: '2000' });
      expect(BigInt(review.total_debit.minor)).toBe(sell + 2000n);
      expect(review.purpose_code_required).toBe(true);

      const created = await admin('POST', '/transfer/external', {
        ...invoice(),
        idempotency_key: key(),
        purpose_code: 'GDI',
        reference: 'Invoice 2026-114',
        quote_id: review.quote.quote_id,
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        status: 'awaiting_confirmation',
        amount: review.amount,
        fee: review.fee,
        total_debit: review.total_debit,
        counter_amount: { currency: 'GBP', amount: '12000.00', minor: '1200000' },
        rate: review.quote.rate,
      });
      const id = created.body.data.transaction_id;
      const confirmed = await admin('POST', `/transfer/external/${id}/confirm`, {
        idempotency_key: key(),
        otp_code: lastCode(server, adminPhone),
      });
      expect(confirmed.status).toBe(200);
      for (let i = 0; i < 2; i++) {
        server.clock.advance(6);
        await server.ctx.rail.tick();
      }
      const done = (await admin('GET', `/transaction/${id}`)).body.data;
      expect(done).toMatchObject({
        status: 'completed',
        total_debit: review.total_debit,
        counter_amount: { minor: '1200000' },
      });
      const after = await balance(server, adminToken, aed.wallet_id);
      expect(BigInt(before.balance.replace('.', '')) - BigInt(after.balance.replace('.', ''))).toBe(
        BigInt(review.total_debit.minor),
      );
      await expectLedgerBalanced(server);
    });

    it('with charges BEN the fee comes on top of what the quote sells, so that GBP 12,000.00 still arrives', async () => {
      const review = (await admin('POST', '/transfer/external/quote', invoice({ charges: 'BEN' })))
        .body.data;
      expect(review.beneficiary_receives.minor).toBe('1200000');
      expect(BigInt(review.amount.minor)).toBe(BigInt(review.quote.sell.minor) + 2000n);
      expect(review.total_debit).toEqual(review.amount);
      const created = await admin('POST', '/transfer/external', {
        ...invoice({ charges: 'BEN' }),
        idempotency_key: key(),
        purpose_code: 'GDI',
        quote_id: review.quote.quote_id,
      });
      expect(created.body.data).toMatchObject({
        amount: review.amount,
        total_debit: review.amount,
        counter_amount: { minor: '1200000' },
      });
    });

    it("in the wallet's own currency the amount sent is the amount received; a malformed amount names its field", async () => {
      const review = (
        await admin('POST', '/transfer/external/quote', invoice({ from_wallet_id: gbp.wallet_id }))
      ).body.data;
      expect(review).toMatchObject({
        amount: { currency: 'GBP', minor: '1200000' },
        beneficiary_receives: { currency: 'GBP', minor: '1200000' },
        quote: null,
      });
      expect(BigInt(review.total_debit.minor)).toBe(1_200_000n + BigInt(review.fee.minor));
      const ben = (
        await admin(
          'POST',
          '/transfer/external/quote',
          invoice({ from_wallet_id: gbp.wallet_id, charges: 'BEN' }),
        )
      ).body.data;
      expect(BigInt(ben.amount.minor) - BigInt(ben.fee.minor)).toBe(1_200_000n);
      expect(ben.beneficiary_receives.minor).toBe('1200000');
      const malformed = await admin(
        'POST',
        '/transfer/external/quote',
        invoice({ buy_amount_minor: '12000.00' }),
      );
      expectError(malformed, 400, 'validation_error');
      expect(Object.keys(malformed.body.error.fields)).toEqual(['buy_amount_minor']);
      const renamed = await admin(
        'POST',
        '/transfer/external/quote',
        invoice({ buy_amount_minor: undefined, buy_amount: '12000.00' }),
      );
      expectError(renamed, 400, 'validation_error');
      expect(renamed.body.error.fields.buy_amount).toMatch(/send buy_amount_minor/);
    });

    it('refuses both amounts and neither (400), and a quote for another amount or side (409)', async () => {
      const oneOf = /Give amount_minor \(the amount sent\) or buy_amount_minor .*one of them/;
      for (const path of ['/transfer/external/quote', '/transfer/external']) {
        const extra =
          path === '/transfer/external' ? { idempotency_key: key(), purpose_code: 'GDI' } : {};
        const both = await admin('POST', path, invoice({ ...extra, amount_minor: '100000' }));
        expectError(both, 400, 'validation_error');
        expect(both.body.error.fields.amount_minor).toMatch(oneOf);
        const neither = await admin(
          'POST',
          path,
          invoice({ ...extra, buy_amount_minor: undefined }),
        );
        expectError(neither, 400, 'validation_error');
        expect(neither.body.error.fields.amount_minor).toMatch(oneOf);
      }
      const review = (await admin('POST', '/transfer/external/quote', invoice())).body.data;
      const other = await admin('POST', '/transfer/external', {
        ...invoice({ buy_amount_minor: '1100000' }),
        idempotency_key: key(),
        purpose_code: 'GDI',
        quote_id: review.quote.quote_id,
      });
      expectError(other, 409, 'quote_invalid');
      expect(other.body.error.message).toMatch(
        /This quote buys GBP 12,000\.00 with AED; this transfer needs GBP 11,000\.00 with AED/,
      );
      // The same transfer named by the amount sent (what the quote sells) may use it too.
      const selling = await admin('POST', '/transfer/external', {
        ...invoice({ buy_amount_minor: undefined, amount_minor: review.quote.sell.minor }),
        idempotency_key: key(),
        purpose_code: 'GDI',
        quote_id: review.quote.quote_id,
      });
      expect(selling.status).toBe(201);
      const noQuote = await admin('POST', '/transfer/external', {
        ...invoice(),
        idempotency_key: key(),
        purpose_code: 'GDI',
      });
      expectError(noQuote, 400, 'validation_error');
      expect(noQuote.body.error.fields.quote_id).toMatch(/beneficiary receives GBP/);
      await expectLedgerBalanced(server);
    });
  });
}
