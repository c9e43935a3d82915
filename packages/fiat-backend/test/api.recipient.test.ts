// A new internal recipient over real HTTP on PGlite and PostgreSQL: named (masked) before paying,
// by account number or by the e-mail address they bank with, with the currencies they can be paid
// in; one answer for every address nobody can be paid at; the look-up's per-customer limit; and the
// transfer to an e-mail address and currency.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, expectError, startServer, type TestServer } from './helpers';
import {
  apiFor,
  balance,
  expectLedgerBalanced,
  fund,
  key,
  newCustomer,
  openWallet,
  tokenFor,
  type Api,
  type Customer,
} from './money-helpers';

const LOOKUP = '/transfer/internal/recipient';

for (const engine of ENGINES) {
  describe(`a new internal recipient by account number or e-mail on ${engine}`, () => {
    let server: TestServer;
    let sender: Customer;
    let pay: Api;
    let aed: { wallet_id: string; iban: string | null; account_number: string };
    let payee: Customer;
    let payeeAed: { wallet_id: string; account_number: string };

    beforeAll(async () => {
      server = await startServer(engine, {
        limits: { recipientLookupPerCustomer: { limit: 12, windowSeconds: 3600 } },
      });
      sender = await newCustomer(server);
      pay = apiFor(server, sender.token);
      aed = await openWallet(server, sender.token, 'AED');
      await fund(server, aed, '100000', 'AED');
      payee = await newCustomer(server);
      payeeAed = await openWallet(server, payee.token, 'AED');
      await openWallet(server, payee.token, 'USD');
    });
    afterAll(async () => {
      await server?.close();
    });

    it('names the recipient, masked, with the currencies they can be paid in; never their account number', async () => {
      const byEmail = await pay('POST', LOOKUP, { email: payee.email.toUpperCase() });
      expect(byEmail.status).toBe(200);
      expect(byEmail.body.data).toEqual({
        name: expect.stringMatching(/^Test C\.$/),
        currencies: ['AED', 'USD'],
      });
      expect(JSON.stringify(byEmail.body)).not.toContain(payeeAed.account_number);
      expect(JSON.stringify(byEmail.body)).not.toMatch(/Customer\d/);
      const byNumber = await pay('POST', LOOKUP, { account_number: payeeAed.account_number });
      expect(byNumber.body.data).toEqual({ name: 'Test C.', currencies: ['AED'] });
      // A company is named in full: a business is paid by its name.
      const falcon = (
        await apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank'))(
          'POST',
          '/wallet/open',
          { currency: 'EUR' },
        )
      ).body.data;
      expect(
        (await pay('POST', LOOKUP, { email: 'viewer@falcon-trading.demo.bank' })).body.data,
      ).toEqual({
        name: 'Falcon Trading LLC',
        currencies: expect.arrayContaining([falcon.currency]),
      });
    });

    it('answers the same for every address nobody can be paid at, and refuses oneself, both or neither', async () => {
      const walletless = await newCustomer(server);
      const unknown = await pay('POST', LOOKUP, { email: 'nobody-here@test.bank' });
      expectError(unknown, 404, 'not_found');
      const noWallet = await pay('POST', LOOKUP, { email: walletless.email });
      expectError(noWallet, 404, 'not_found');
      expect(noWallet.body.error.message).toBe(unknown.body.error.message);
      expectError(
        await pay('POST', LOOKUP, { account_number: '9999999999999999' }),
        404,
        'not_found',
      );
      const self = await pay('POST', LOOKUP, { email: sender.email });
      expectError(self, 400, 'validation_error');
      expect(self.body.error.fields).toEqual({
        email: 'This is you: move money between your own wallets instead.',
      });
      expectError(await pay('POST', LOOKUP, {}), 400, 'validation_error');
      expectError(
        await pay('POST', LOOKUP, { email: payee.email, account_number: payeeAed.account_number }),
        400,
        'validation_error',
      );
      expectError(await pay('POST', LOOKUP, { email: 'not-an-address' }), 400, 'validation_error');
      const viewer = apiFor(server, await tokenFor(server, 'viewer@falcon-trading.demo.bank'));
      expectError(await viewer('POST', LOOKUP, { email: payee.email }), 403, 'forbidden');
    });

    it('limits look-ups per customer, so addresses cannot be probed in bulk', async () => {
      const prober = await newCustomer(server);
      const probe = apiFor(server, prober.token);
      for (let i = 0; i < 12; i++) await probe('POST', LOOKUP, { email: `guess-${i}@test.bank` });
      expectError(await probe('POST', LOOKUP, { email: payee.email }), 429, 'rate_limited');
      // Another customer is not held back by it.
      expect(
        (
          await apiFor(server, (await newCustomer(server)).token)('POST', LOOKUP, {
            email: payee.email,
          })
        ).status,
      ).toBe(200);
    });

    it("pays the recipient's wallet in the chosen currency by e-mail; the receipt shows the address, not the account", async () => {
      expectError(
        await pay('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: aed.wallet_id,
          to_email: payee.email,
          amount_minor: '1000',
        }),
        400,
        'validation_error',
      );
      expectError(
        await pay('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: aed.wallet_id,
          to_email: payee.email,
          to_currency: 'EUR',
          amount_minor: '1000',
        }),
        404,
        'not_found',
      );
      expectError(
        await pay('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: aed.wallet_id,
          to_email: 'nobody-here@test.bank',
          to_currency: 'AED',
          amount_minor: '1000',
        }),
        404,
        'not_found',
      );
      const body = {
        idempotency_key: key(),
        from_wallet_id: aed.wallet_id,
        to_email: payee.email,
        to_currency: 'AED',
        amount_minor: '12550',
        reference: 'Dinner',
      };
      const sent = await pay('POST', '/transfer/internal', body);
      expect(sent.status).toBe(201);
      expect(sent.body.data).toMatchObject({
        status: 'completed',
        counterparty: { name: 'Test C.', detail: payee.email },
      });
      expect(await pay('POST', '/transfer/internal', body)).toMatchObject({
        status: 201,
        body: sent.body,
      });
      expect((await balance(server, payee.token, payeeAed.wallet_id)).balance).toBe('125.50');
      expect((await balance(server, sender.token, aed.wallet_id)).balance).toBe('874.50');
      await expectLedgerBalanced(server);
    });
  });
}
