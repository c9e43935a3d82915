// Instant payments by proxy (issue 27) over real HTTP on PGlite and PostgreSQL: linking one's own
// number and address with a code, one proxy per account, the masked look-up with one answer for
// every proxy nobody linked, the per-customer limit and the log, and the payment itself: AED only,
// at most AED 50,000, settled at once on both sides, once per idempotency key, the ledger balanced.
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
  type Customer,
} from './money-helpers';
import { maskName, readProxy } from '../src/modules/instant/proxy-text';
import { notificationsFlushed } from '../src/modules/notifications/notifications';

describe('proxy text', () => {
  it('reads a UAE number written the local or the international way, and an address', () => {
    expect(readProxy('050 123 4567')).toEqual({ kind: 'mobile', value: '+971501234567' });
    expect(readProxy('+971 50-123-4567')).toEqual({ kind: 'mobile', value: '+971501234567' });
    expect(readProxy(' Omar@Example.AE ')).toEqual({ kind: 'email', value: 'omar@example.ae' });
    // A Dubai landline is not a mobile number; letters are neither.
    expect(() => readProxy('04 123 4567')).toThrow(/mobile number/);
    expect(() => readProxy('hello')).toThrow(/mobile number/);
  });

  it('masks a name letter by letter, keeping a family prefix', () => {
    expect(maskName('Omar', 'Al-Hashmi')).toBe('Om** Al-H*****');
    expect(maskName('Li', 'Wu')).toBe('L* W*');
    expect(maskName('مريم', 'الحمادي')).toBe('مر** ال*****');
    expect(maskName(null, null)).toBe('Customer');
  });
});

for (const engine of ENGINES) {
  describe(`instant payments by proxy on ${engine}`, () => {
    let server: TestServer;
    let omar: Customer;
    let omarAed: { wallet_id: string; account_number: string };
    let omarPhone: string;
    let payer: Customer;
    let pay: Api;
    let payerAed: { wallet_id: string; iban: string | null; account_number: string };

    /** Links a customer's own proxy of this kind to a wallet, with the code sent to it. */
    async function link(who: Customer, kind: 'mobile' | 'email', walletId: string) {
      const api = apiFor(server, who.token);
      const started = await api('POST', '/instant/proxies', { kind, wallet_id: walletId });
      expect(started.status).toBe(202);
      const to = kind === 'mobile' ? await phoneOf(server, who.customerId) : who.email;
      const confirmed = await api(
        'POST',
        `/instant/proxies/${started.body.data.proxy.id}/confirm`,
        {
          otp_code: lastCode(server, to),
        },
      );
      return { started, confirmed };
    }

    beforeAll(async () => {
      server = await startServer(engine, {
        limits: { proxyLookupPerCustomer: { limit: 25, windowSeconds: 3600 } },
      });
      omar = await newCustomer(server);
      await server.ctx.db
        .updateTable('customers')
        .set({ first_name: 'Omar', last_name: 'Al-Hashmi' })
        .where('id', '=', omar.customerId)
        .execute();
      omarAed = await openWallet(server, omar.token, 'AED');
      omarPhone = await phoneOf(server, omar.customerId);
      payer = await newCustomer(server);
      pay = apiFor(server, payer.token);
      payerAed = await openWallet(server, payer.token, 'AED');
      await fund(server, payerAed, '10000000', 'AED');
    });
    afterAll(async () => {
      await server?.close();
    });

    it('links the customer’s own number with the code sent to it, and lists it', async () => {
      const api = apiFor(server, omar.token);
      const started = await api('POST', '/instant/proxies', {
        kind: 'mobile',
        wallet_id: omarAed.wallet_id,
      });
      expect(started.status).toBe(202);
      expect(started.body.data.proxy).toMatchObject({
        kind: 'mobile',
        value: omarPhone,
        status: 'pending',
      });
      expect(started.body.data.code).toMatchObject({ channel: 'sms' });
      expect(started.body.data.code.sent_to).not.toBe(omarPhone);
      const id = started.body.data.proxy.id;
      // A pending proxy pays nobody.
      expectError(await pay('POST', '/instant/lookup', { proxy: omarPhone }), 404, 'not_found');
      expectError(
        await api('POST', `/instant/proxies/${id}/confirm`, { otp_code: '000000' }),
        400,
        'invalid_code',
      );
      const confirmed = await api('POST', `/instant/proxies/${id}/confirm`, {
        otp_code: lastCode(server, omarPhone),
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({ status: 'active', wallet_id: omarAed.wallet_id });
      const list = await api('GET', '/instant/proxies');
      expect(list.body.data).toEqual([expect.objectContaining({ id, status: 'active' })]);
      // Linking it again to the same wallet is refused; another customer cannot see Omar's list.
      expectError(
        await api('POST', '/instant/proxies', { kind: 'mobile', wallet_id: omarAed.wallet_id }),
        409,
        'invalid_state',
      );
      expectError(await pay('POST', `/instant/proxies/${id}/remove`), 404, 'not_found');
    });

    it('refuses a wallet in another currency, another customer’s wallet, and a company', async () => {
      const api = apiFor(server, omar.token);
      const usd = await openWallet(server, omar.token, 'USD');
      expectError(
        await api('POST', '/instant/proxies', { kind: 'email', wallet_id: usd.wallet_id }),
        422,
        'currency_not_allowed',
      );
      expectError(
        await api('POST', '/instant/proxies', { kind: 'email', wallet_id: payerAed.wallet_id }),
        404,
        'not_found',
      );
      const falcon = apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank'));
      expectError(await falcon('GET', '/instant/proxies'), 403, 'forbidden');
    });

    it('one proxy belongs to one account: a number another customer linked is refused after the code', async () => {
      const other = await newCustomer(server);
      const otherAed = await openWallet(server, other.token, 'AED');
      // The other customer's profile now has Omar's number (say it changed hands and was verified).
      await server.ctx.db
        .updateTable('customers')
        .set({ phone: omarPhone })
        .where('id', '=', other.customerId)
        .execute();
      const { confirmed } = await link(other, 'mobile', otherAed.wallet_id);
      expectError(confirmed, 409, 'proxy_taken');
      // Omar still gets the money paid to his number.
      expect((await pay('POST', '/instant/lookup', { proxy: omarPhone })).status).toBe(200);
    });

    it('names the payee masked with the bank, and never their account number', async () => {
      const local = `0${omarPhone.slice(4, 6)} ${omarPhone.slice(6, 9)} ${omarPhone.slice(9)}`;
      const found = await pay('POST', '/instant/lookup', { proxy: local });
      expect(found.status).toBe(200);
      expect(found.body.data).toEqual({
        kind: 'mobile',
        proxy: omarPhone,
        name: 'Om** Al-H*****',
        bank_name: server.ctx.config.bankName,
        currency: 'AED',
      });
      expect(JSON.stringify(found.body)).not.toContain(omarAed.account_number);
      expect(JSON.stringify(found.body)).not.toContain('Omar');
      // Oneself, and text that is no proxy.
      const own = apiFor(server, omar.token);
      expectError(
        await own('POST', '/instant/lookup', { proxy: omarPhone }),
        400,
        'validation_error',
      );
      const junk = await pay('POST', '/instant/lookup', { proxy: 'not a number' });
      expectError(junk, 400, 'validation_error');
      expect(junk.body.error.fields.proxy).toMatch(/mobile number/);
    });

    it('answers one not_found for every proxy nobody linked, logs each look-up, and limits them', async () => {
      const prober = await newCustomer(server);
      const probe = apiFor(server, prober.token);
      const unlinked = await newCustomer(server); // banks here, never linked a proxy
      const a = await probe('POST', '/instant/lookup', {
        proxy: await phoneOf(server, unlinked.customerId),
      });
      const b = await probe('POST', '/instant/lookup', { proxy: '+971559999999' });
      const c = await probe('POST', '/instant/lookup', { proxy: unlinked.email });
      for (const answer of [a, b, c]) expectError(answer, 404, 'not_found');
      expect(new Set([a, b, c].map((x) => x.body.error.message)).size).toBe(1);
      const logged = await server.ctx.db
        .selectFrom('proxy_lookups')
        .selectAll()
        .where('customer_id', '=', prober.customerId)
        .execute();
      expect(logged).toHaveLength(3);
      expect(logged.every((l) => !l.found && /^[0-9a-f]{64}$/.test(l.proxy_digest))).toBe(true);
      expect(JSON.stringify(logged)).not.toContain(unlinked.email);
      let last = a;
      for (let i = 0; i < 25 && last.status !== 429; i++)
        last = await probe('POST', '/instant/lookup', { proxy: '+971559999999' });
      expectError(last, 429, 'rate_limited');
    });

    it('pays by number at once on both sides, once per key, with the number on the payer’s receipt', async () => {
      const body = {
        idempotency_key: key(),
        from_wallet_id: payerAed.wallet_id,
        proxy: omarPhone,
        amount_minor: '12550',
        reference: 'Dinner',
      };
      const before = await balance(server, omar.token, omarAed.wallet_id);
      const paid = await pay('POST', '/instant/pay', body);
      expect(paid.status).toBe(201);
      expect(paid.body.data).toMatchObject({
        transaction_type: 'internal_transfer',
        status: 'completed',
        amount: { currency: 'AED', minor: '12550' },
        reference: 'Dinner',
        counterparty: { name: 'Omar A.', detail: expect.stringMatching(/^\+971 5\d/) },
      });
      expect(paid.body.data.payee.account_number).toBeNull();
      const again = await pay('POST', '/instant/pay', body);
      expect(again.status).toBe(201);
      expect(again.body.data.transaction_id).toBe(paid.body.data.transaction_id);
      const after = await balance(server, omar.token, omarAed.wallet_id);
      expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(125.5, 2);
      // The payee sees who paid.
      const history = await apiFor(server, omar.token)(
        'GET',
        `/transaction/${paid.body.data.transaction_id}`,
      );
      expect(history.status).toBe(200);
      expect(history.body.data.counterparty.name).toMatch(/^Test C/);
      // Both centres: the payee's money in, and the payer's payment sent (once, the replay adds none).
      await notificationsFlushed(server.ctx);
      const centre = async (token: string) =>
        (await apiFor(server, token)('GET', '/notifications?limit=50')).body.data.items as {
          kind: string;
          title: string;
          transaction_id: string | null;
        }[];
      const id = paid.body.data.transaction_id;
      expect((await centre(omar.token)).filter((n) => n.transaction_id === id)).toEqual([
        expect.objectContaining({ kind: 'money_in', title: 'AED 125.50 received' }),
      ]);
      expect((await centre(payer.token)).filter((n) => n.transaction_id === id)).toEqual([
        expect.objectContaining({ kind: 'transfer_status', title: 'AED 125.50 sent to Omar A.' }),
      ]);
      await expectLedgerBalanced(server);
    });

    it('does not spend the look-ups on payments: more payments to one friend than look-ups allowed', async () => {
      // The server allows 25 look-ups an hour here; 26 payments to Omar all go.
      for (let i = 0; i < 26; i++) {
        const paid = await pay('POST', '/instant/pay', {
          idempotency_key: key(),
          from_wallet_id: payerAed.wallet_id,
          proxy: omarPhone,
          amount_minor: '1',
        });
        expect(paid.status, `payment ${i + 1}`).toBe(201);
      }
      // A payment to a proxy nobody linked answers as a look-up does, and spends a look-up: payments
      // cannot probe the directory faster than look-ups (25 an hour here).
      const prober = await newCustomer(server);
      const probe = apiFor(server, prober.token);
      const proberAed = await openWallet(server, prober.token, 'AED');
      let last = { status: 0 } as Awaited<ReturnType<typeof pay>>;
      let probes = 0;
      for (; probes < 30 && last.status !== 429; probes++)
        last = await probe('POST', '/instant/pay', {
          idempotency_key: key(),
          from_wallet_id: proberAed.wallet_id,
          proxy: '+971559999998',
          amount_minor: '1',
        });
      expectError(last, 429, 'rate_limited');
      expect(probes).toBeLessThanOrEqual(26);
      await expectLedgerBalanced(server);
    });

    it('pays in AED only and at most AED 50,000; refuses what the wallet cannot pay', async () => {
      const usd = await openWallet(server, payer.token, 'USD');
      const base = { from_wallet_id: payerAed.wallet_id, proxy: omarPhone };
      expectError(
        await pay('POST', '/instant/pay', {
          ...base,
          from_wallet_id: usd.wallet_id,
          idempotency_key: key(),
          amount_minor: '100',
        }),
        422,
        'currency_not_allowed',
      );
      const over = await pay('POST', '/instant/pay', {
        ...base,
        idempotency_key: key(),
        amount_minor: '5000001',
      });
      expectError(over, 422, 'limit_exceeded');
      expect(over.body.error.fields.amount_minor).toMatch(/AED 50,000\.00|50,000\.00 AED/);
      expect(
        (
          await pay('POST', '/instant/pay', {
            ...base,
            idempotency_key: key(),
            amount_minor: '5000000',
          })
        ).status,
      ).toBe(201);
      const poor = await newCustomer(server);
      const poorAed = await openWallet(server, poor.token, 'AED');
      expectError(
        await apiFor(server, poor.token)('POST', '/instant/pay', {
          ...base,
          from_wallet_id: poorAed.wallet_id,
          idempotency_key: key(),
          amount_minor: '100',
        }),
        422,
        'insufficient_funds',
      );
      await expectLedgerBalanced(server);
    });

    it('pays by e-mail once linked, and unlinking stops it', async () => {
      const { confirmed } = await link(omar, 'email', omarAed.wallet_id);
      expect(confirmed.status).toBe(200);
      const paid = await pay('POST', '/instant/pay', {
        idempotency_key: key(),
        from_wallet_id: payerAed.wallet_id,
        proxy: omar.email.toUpperCase(),
        amount_minor: '500',
      });
      expect(paid.status).toBe(201);
      expect(paid.body.data.counterparty.detail).toBe(omar.email);
      const removed = await apiFor(server, omar.token)(
        'POST',
        `/instant/proxies/${confirmed.body.data.id}/remove`,
      );
      expect(removed.status).toBe(200);
      expectError(await pay('POST', '/instant/lookup', { proxy: omar.email }), 404, 'not_found');
    });

    /** The platform's clock: one step of instant payments to other banks, then the rail's pass. */
    async function platformStep() {
      server.clock.advance(2);
      await server.ctx.rail.tick();
    }
    const txOf = async (id: string) =>
      (await pay('GET', `/transaction/${id}`)).body.data as {
        status: string;
        failure_reason: string | null;
      };

    it('pays a number at another bank through the platform: sent, accepted, settled, the money gone', async () => {
      const found = await pay('POST', '/instant/lookup', { proxy: '058 123 4567' });
      expect(found.status).toBe(200);
      expect(found.body.data).toMatchObject({ kind: 'mobile', proxy: '+971581234567' });
      expect(found.body.data.bank_name).toMatch(/Sandbox Bank$/);
      expect(found.body.data.name).toMatch(/^\S{2}\*+ Al-\S\*+$/);
      const before = await balance(server, payer.token, payerAed.wallet_id);
      const k = key();
      const body = {
        idempotency_key: k,
        from_wallet_id: payerAed.wallet_id,
        proxy: '058 123 4567',
        amount_minor: '20000',
        reference: 'Football kit',
      };
      const sent = await pay('POST', '/instant/pay', body);
      expect(sent.status).toBe(201);
      expect(sent.body.data).toMatchObject({
        transaction_type: 'external_transfer',
        status: 'pending',
        counterparty: {
          name: found.body.data.name,
          detail: expect.stringMatching(/Sandbox Bank · \+971 58 123 4567$/),
        },
      });
      const id = sent.body.data.transaction_id;
      // Held at once; the same key answers the same payment.
      const held = await balance(server, payer.token, payerAed.wallet_id);
      expect(Number(held.available)).toBeCloseTo(Number(before.available) - 200, 2);
      expect((await pay('POST', '/instant/pay', body)).body.data.transaction_id).toBe(id);
      await platformStep();
      expect((await txOf(id)).status).toBe('processing');
      await platformStep();
      expect((await txOf(id)).status).toBe('completed');
      const after = await balance(server, payer.token, payerAed.wallet_id);
      expect(Number(after.balance)).toBeCloseTo(Number(before.balance) - 200, 2);
      expect(after.on_hold).toBe(before.on_hold);
      // Settled is final: more steps change nothing.
      await platformStep();
      expect((await txOf(id)).status).toBe('completed');
      await expectLedgerBalanced(server);
    });

    it('gives the money back when the receiving bank rejects it, with the reason', async () => {
      const before = await balance(server, payer.token, payerAed.wallet_id);
      const sent = await pay('POST', '/instant/pay', {
        idempotency_key: key(),
        from_wallet_id: payerAed.wallet_id,
        proxy: 'friend@otherbank.example',
        amount_minor: '7500',
        reference: 'REJECT test',
      });
      expect(sent.status).toBe(201);
      await platformStep();
      await platformStep();
      const done = await txOf(sent.body.data.transaction_id);
      expect(done.status).toBe('failed');
      expect(done.failure_reason).toMatch(/receiving bank rejected the instant payment/);
      const after = await balance(server, payer.token, payerAed.wallet_id);
      expect(after.balance).toBe(before.balance);
      expect(after.available).toBe(before.available);
      await expectLedgerBalanced(server);
    });

    it("a company preparer's payment to another bank waits for one approval, then goes through the platform", async () => {
      const adminToken = await tokenFor(server, 'admin@falcon-trading.demo.bank');
      const company = await openWallet(server, adminToken, 'AED');
      await fund(server, company, '1000000', 'AED');
      const preparer = apiFor(server, await tokenFor(server, 'preparer@falcon-trading.demo.bank'));
      const approver = apiFor(server, await tokenFor(server, 'approver@falcon-trading.demo.bank'));
      const prepared = await preparer('POST', '/instant/pay', {
        idempotency_key: key(),
        from_wallet_id: company.wallet_id,
        proxy: '+971 58 222 3344',
        amount_minor: '150000',
        reference: 'Catering',
      });
      expect(prepared.status).toBe(201);
      expect(prepared.body.data.status).toBe('awaiting_approval');
      const id = prepared.body.data.transaction_id;
      // Nothing moves before the approval, however long the platform waits.
      await platformStep();
      expect((await balance(server, adminToken, company.wallet_id)).available).toBe('10000.00');
      const approved = await approver('POST', `/review/external_transfer/${id}/approve`, {
        idempotency_key: key(),
        otp_code: await approvalCode(server, approver, 'external_transfer', id),
      });
      expect(approved.status).toBe(200);
      expect(approved.body.data.status).toBe('pending');
      await platformStep();
      await platformStep();
      const done = await preparer('GET', `/transaction/${id}`);
      expect(done.body.data.status).toBe('completed');
      expect((await balance(server, adminToken, company.wallet_id)).balance).toBe('8500.00');
      await expectLedgerBalanced(server);
    });

    it('needs the identity check to pay another bank, and a number the platform does not know is one not_found', async () => {
      const unverified = await newCustomer(server, { kyc: 'pending' });
      const aed = await openWallet(server, unverified.token, 'AED');
      await fund(server, aed, '10000', 'AED');
      expectError(
        await apiFor(server, unverified.token)('POST', '/instant/pay', {
          idempotency_key: key(),
          from_wallet_id: aed.wallet_id,
          proxy: '+971 58 765 4321',
          amount_minor: '100',
        }),
        403,
        'kyc_required',
      );
      // A standing order to it is refused as it is set up, not at its first run.
      expectError(
        await apiFor(server, unverified.token)('POST', '/standing_orders', {
          kind: 'instant',
          from_wallet_id: aed.wallet_id,
          proxy: '+971 58 765 4321',
          amount_minor: '100',
          frequency: 'monthly',
          start_date: new Date(server.ctx.clock.now().getTime() + 4 * 3_600_000)
            .toISOString()
            .slice(0, 10),
        }),
        403,
        'kyc_required',
      );
      // 055…: no bank has it, here or on the platform; the same words as for any unknown proxy.
      const unknown = await pay('POST', '/instant/lookup', { proxy: '055 765 4321' });
      expectError(unknown, 404, 'not_found');
      expect(unknown.body.error.message).toMatch(/^Nobody can be paid instantly/);
    });
  });
}
