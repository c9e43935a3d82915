// Conversions and virtual assets over real HTTP on PGlite and PostgreSQL: quotes (rate, spread,
// fee, 30 s expiry on an injected clock), execution at the quoted rate only, the rates command,
// who may use the crypto wallet, deposit details, simulated deposits, crypto ↔ fiat conversion.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@bank/api-contract';
import { packageDir } from '../src/config';
import { customerRate, midRate } from '../src/money/fx';
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
} from './money-helpers';

const run = promisify(execFile);
const tsx = path.join(packageDir, 'node_modules', '.bin', 'tsx');

for (const engine of ENGINES) {
  describe(`conversions and virtual assets on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    it("quotes with the spread, rounds down in the bank's favour, converts at exactly the quoted rate", async () => {
      const c = await newCustomer(server);
      const aed = await openWallet(server, c.token, 'AED');
      const usd = await openWallet(server, c.token, 'USD');
      await fund(server, aed, '1000000', 'AED');
      const api = apiFor(server, c.token);
      const quote = await api('POST', '/fx/quote', {
        from_currency: 'AED',
        to_currency: 'USD',
        amount_minor: '367250',
      });
      expect(quote.status).toBe(201);
      expect(calls.fxQuote.response.safeParse(quote.body).success).toBe(true);
      const q = quote.body.data;
      expect(q.mid_rate).toBe('0.2722940776');
      expect(q.rate).toBe('0.2709326072');
      expect(q.sell).toEqual({ currency: 'AED', amount: '3672.50', minor: '367250' });
      // floor(367250 × 0.2709326072) = 99499: the rounded-down rate, then the rounded-down amount.
      expect(q.buy).toEqual({ currency: 'USD', amount: '994.99', minor: '99499' });
      expect(q.fee.amount).toBe('0.00');
      expect(q.expires_in).toBe(30);
      const rates = await server.ctx.rates.table(true);
      expect(customerRate(rates, 'AED', 'USD', 50)).toBe(q.rate);
      expect(midRate(rates, 'USD', 'AED')).toBe('3.6725');
      server.clock.advance(29);
      const done = await api('POST', '/fx/conversion', {
        idempotency_key: key(),
        quote_id: q.quote_id,
      });
      expect(done.status).toBe(201);
      expect(done.body.data).toMatchObject({
        transaction_type: 'conversion',
        status: 'completed',
        direction: 'own',
        rate: q.rate,
        amount: q.sell,
        counter_amount: q.buy,
      });
      expect((await balance(server, c.token, aed.wallet_id)).balance).toBe('6327.50');
      expect((await balance(server, c.token, usd.wallet_id)).balance).toBe('994.99');
      expectError(
        await api('POST', '/fx/conversion', { idempotency_key: key(), quote_id: q.quote_id }),
        409,
        'quote_invalid',
      );
      await expectLedgerBalanced(server);
    });

    it("refuses an expired quote, another customer's quote, a missing wallet and too much", async () => {
      const c = await newCustomer(server);
      const other = await newCustomer(server);
      const aed = await openWallet(server, c.token, 'AED');
      await openWallet(server, c.token, 'EUR');
      await fund(server, aed, '10000', 'AED');
      const api = apiFor(server, c.token);
      const q = (
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'EUR',
          amount_minor: '5000',
        })
      ).body.data;
      server.clock.advance(30);
      const expired = await api('POST', '/fx/conversion', {
        idempotency_key: key(),
        quote_id: q.quote_id,
      });
      expectError(expired, 409, 'quote_expired');
      expect(expired.body.error.message).toMatch(/Ask for a new quote to see the current rate/);
      const fresh = (
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'EUR',
          amount_minor: '5000',
        })
      ).body.data;
      expectError(
        await apiFor(server, other.token)('POST', '/fx/conversion', {
          idempotency_key: key(),
          quote_id: fresh.quote_id,
        }),
        404,
        'not_found',
      );
      const noWallet = (
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'CHF',
          amount_minor: '5000',
        })
      ).body.data;
      const missing = await api('POST', '/fx/conversion', {
        idempotency_key: key(),
        quote_id: noWallet.quote_id,
      });
      expectError(missing, 404, 'not_found');
      expect(missing.body.error.message).toBe(
        'You have no CHF wallet yet: open one, then convert.',
      );
      const big = (
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'EUR',
          amount_minor: '10001',
        })
      ).body.data;
      expectError(
        await api('POST', '/fx/conversion', { idempotency_key: key(), quote_id: big.quote_id }),
        422,
        'insufficient_funds',
      );
      expectError(
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'AED',
          amount_minor: '100',
        }),
        400,
        'validation_error',
      );
      const tiny = await api('POST', '/fx/quote', {
        from_currency: 'UGX',
        to_currency: 'KWD',
        amount_minor: '1',
      });
      expectError(tiny, 400, 'validation_error');
      expect(tiny.body.error.message).toMatch(/too small to convert into KWD/);
      const over = await api('POST', '/fx/quote', {
        from_currency: 'AED',
        to_currency: 'EUR',
        amount_minor: '20000001',
      });
      expectError(over, 422, 'limit_exceeded');
      expect(over.body.error.message).toMatch(
        /per-transaction limit of AED 200,000\.00 for conversions/,
      );
      await expectLedgerBalanced(server);
    });

    it('quotes the amount that should arrive: exactly that arrives, the least that buys it is sold (rounded up), and converts', async () => {
      const c = await newCustomer(server);
      const aed = await openWallet(server, c.token, 'AED');
      const usd = await openWallet(server, c.token, 'USD');
      await fund(server, aed, '100000', 'AED');
      const api = apiFor(server, c.token);
      const quote = await api('POST', '/fx/quote', {
        from_currency: 'AED',
        to_currency: 'USD',
        buy_amount_minor: '10000',
      });
      expect(quote.status).toBe(201);
      expect(calls.fxQuote.response.safeParse(quote.body).success).toBe(true);
      const q = quote.body.data;
      expect(q.rate).toBe('0.2709326072');
      expect(q.buy).toEqual({ currency: 'USD', amount: '100.00', minor: '10000' });
      // ceil(10000 / 0.2709326072) = 36910: AED 369.10 buys USD 100.00 at the rate; AED 369.09 would buy 99.99.
      expect(q.sell).toEqual({ currency: 'AED', amount: '369.10', minor: '36910' });
      const sold = (
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'USD',
          amount_minor: '36909',
        })
      ).body.data;
      expect(sold.buy.amount).toBe('99.99');
      const done = await api('POST', '/fx/conversion', {
        idempotency_key: key(),
        quote_id: q.quote_id,
      });
      expect(done.body.data).toMatchObject({
        status: 'completed',
        amount: q.sell,
        counter_amount: q.buy,
      });
      expect((await balance(server, c.token, aed.wallet_id)).balance).toBe('630.90');
      expect((await balance(server, c.token, usd.wallet_id)).balance).toBe('100.00');
      // One side only, in the destination's minor units, and the limit on what is sold.
      expectError(
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'USD',
          amount_minor: '1000',
          buy_amount_minor: '1000',
        }),
        400,
        'validation_error',
      );
      expectError(
        await api('POST', '/fx/quote', { from_currency: 'AED', to_currency: 'USD' }),
        400,
        'validation_error',
      );
      const fraction = await api('POST', '/fx/quote', {
        from_currency: 'AED',
        to_currency: 'USD',
        buy_amount_minor: '100.1',
      });
      expectError(fraction, 400, 'validation_error');
      expect(fraction.body.error.fields).toEqual({
        buy_amount_minor:
          'Send the amount in minor units as a whole number: "123450" for 1,234.50 in a currency with 2 decimals.',
      });
      const over = await api('POST', '/fx/quote', {
        from_currency: 'AED',
        to_currency: 'USD',
        buy_amount_minor: '6000000',
      });
      expectError(over, 422, 'limit_exceeded');
      await expectLedgerBalanced(server);
    });

    it("expires one quote on request in development (the journeys' expired-quote refusal), leaving the others", async () => {
      const c = await newCustomer(server);
      const aed = await openWallet(server, c.token, 'AED');
      await openWallet(server, c.token, 'EUR');
      await fund(server, aed, '10000', 'AED');
      const api = apiFor(server, c.token);
      const first = (
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'EUR',
          amount_minor: '1000',
        })
      ).body.data;
      const second = (
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'EUR',
          amount_minor: '1000',
        })
      ).body.data;
      const expire = await fetch(`${server.api}/dev/quotes/${first.quote_id}/expire`, {
        method: 'POST',
      });
      expect(expire.status).toBe(200);
      expectError(
        await api('POST', '/fx/conversion', { idempotency_key: key(), quote_id: first.quote_id }),
        409,
        'quote_expired',
      );
      expect(
        (await api('POST', '/fx/conversion', { idempotency_key: key(), quote_id: second.quote_id }))
          .status,
      ).toBe(201);
      expect(
        (await fetch(`${server.api}/dev/quotes/${crypto.randomUUID()}/expire`, { method: 'POST' }))
          .status,
      ).toBe(404);
    });

    it('updates rates with the command, through the running server and directly in the database', async () => {
      const c = await newCustomer(server);
      const api = apiFor(server, c.token);
      const before = (await api('GET', '/fx/rates?base=USD')).body.data;
      expect(before.rates.find((r: { currency: string }) => r.currency === 'AED').mid_rate).toBe(
        '3.6725',
      );
      await run(tsx, ['src/cli.ts', 'fx:update', 'AED=3.6800', 'BTC=100000'], {
        cwd: packageDir,
        env: { ...process.env, API_URL: server.api },
      });
      await server.ctx.rates.table(true);
      const after = (
        await apiFor(server, await tokenFor(server, c.customerId))('GET', '/fx/rates?base=USD')
      ).body.data;
      expect(after.rates.find((r: { currency: string }) => r.currency === 'AED').mid_rate).toBe(
        '3.68',
      );
      expect(after.rates.find((r: { currency: string }) => r.currency === 'BTC').mid_rate).toBe(
        '0.00001',
      );
      const q = (
        await api('POST', '/fx/quote', {
          from_currency: 'USD',
          to_currency: 'AED',
          amount_minor: '10000',
        })
      ).body.data;
      expect(q.mid_rate).toBe('3.68');
      const refused = await run(tsx, ['src/cli.ts', 'fx:update', 'XYZ=1'], {
        cwd: packageDir,
        env: { ...process.env, API_URL: server.api },
      }).catch((e: { stderr: string }) => e);
      expect((refused as { stderr: string }).stderr).toMatch(/unknown currency XYZ/);
      if (server.databaseUrl) {
        await run(tsx, ['src/cli.ts', 'fx:update', '--direct', '--seed'], {
          cwd: packageDir,
          env: {
            ...process.env,
            DATABASE_URL: server.databaseUrl,
            API_URL: 'http://127.0.0.1:1/api/fiat',
          },
        });
        expect((await server.ctx.rates.table(true)).get('AED')?.perUsd).toBe('3.6725');
      } else {
        await server.ctx.rates.update(
          { AED: '3.6725', BTC: '0.00001052631578947368421053' },
          'test',
        );
      }
      await server.ctx.rates.table(true);
    });

    it('lets only individuals with approved KYC use the crypto wallet', async () => {
      const pending = await newCustomer(server, { kyc: 'pending' });
      const api = apiFor(server, pending.token);
      const eligibility = await api('GET', '/crypto/eligibility');
      expect(eligibility.body.data).toEqual({
        allowed: false,
        reason: 'kyc_not_approved',
        kyc_status: 'pending',
        message:
          'Virtual assets need an approved identity check (KYC), and yours is still being reviewed.',
      });
      expectError(await api('POST', '/wallet/open', { currency: 'BTC' }), 403, 'kyc_required');
      expectError(await api('GET', '/crypto/deposit/BTC'), 403, 'kyc_required');
      expectError(
        await api('POST', '/fx/quote', {
          from_currency: 'BTC',
          to_currency: 'AED',
          amount_minor: '10000000',
        }),
        403,
        'kyc_required',
      );
      expect(
        (await api('GET', '/wallet/currencies')).body.data.map(
          (c: { currency: string }) => c.currency,
        ),
      ).not.toContain('BTC');
      const corp = apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank'));
      expect((await corp('GET', '/crypto/eligibility')).body.data).toMatchObject({
        allowed: false,
        reason: 'corporate_not_supported',
      });
      expectError(await corp('GET', '/crypto/deposit/ETH'), 403, 'forbidden');
      const approved = await newCustomer(server);
      expect(
        (await apiFor(server, approved.token)('GET', '/crypto/eligibility')).body.data.allowed,
      ).toBe(true);
    });

    it('gives deposit details per network, credits a simulated deposit once, converts crypto ↔ fiat', async () => {
      const c = await newCustomer(server);
      const api = apiFor(server, c.token);
      const assets = (await api('GET', '/crypto/assets')).body.data;
      expect(
        assets.map((a: { asset: string; minor_units: number }) => `${a.asset}:${a.minor_units}`),
      ).toEqual(['BTC:8', 'ETH:9', 'USDT:6', 'USDC:6']);
      const btc = await api('GET', '/crypto/deposit/BTC');
      expect(btc.status).toBe(200);
      expect(btc.body.data).toMatchObject({
        asset: 'BTC',
        network: 'bitcoin',
        memo: null,
        memo_required: false,
        confirmations: 2,
        min_deposit: { amount: '0.00010000' },
      });
      expect(btc.body.data.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
      expect((await api('GET', '/crypto/deposit/BTC')).body.data.address).toBe(
        btc.body.data.address,
      );
      const usdc = (await api('GET', '/crypto/deposit/USDC?network=stellar')).body.data;
      expect(usdc).toMatchObject({ network: 'stellar', memo_required: true });
      expect(usdc.memo).toMatch(/^\d{9}$/);
      expect(usdc.address).toMatch(/^G[A-Z2-7]{55}$/);
      expect((await api('GET', '/crypto/deposit/USDT?network=tron')).body.data.address).toMatch(
        /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
      );
      expectError(await api('GET', '/crypto/deposit/BTC?network=tron'), 400, 'validation_error');
      expectError(await api('GET', '/crypto/deposit/AED'), 422, 'currency_not_allowed');
      // A deposit over HTTP (dev route), credited once per transaction hash.
      const deposit = {
        address: btc.body.data.address,
        asset: 'BTC',
        amount_minor: '12345678',
        tx_hash: `0x${'ab'.repeat(32)}`,
      };
      const first = await fetch(`${server.api}/dev/crypto/deposit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(deposit),
      });
      expect(first.status).toBe(201);
      const again = (await (
        await fetch(`${server.api}/dev/crypto/deposit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(deposit),
        })
      ).json()) as { data: { duplicate: boolean } };
      expect(again.data.duplicate).toBe(true);
      const noMemo = await fetch(`${server.api}/dev/crypto/deposit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: usdc.address, asset: 'USDC', amount_minor: '5000000' }),
      });
      expect(noMemo.status).toBe(404);
      expect((await balance(server, c.token, btc.body.data.wallet_id)).balance).toBe('0.12345678');
      const history = (await api('GET', '/transaction/list?type=crypto_deposit')).body.data.items;
      expect(history).toHaveLength(1);
      expect(history[0].crypto).toMatchObject({ network: 'bitcoin', tx_hash: deposit.tx_hash });
      // BTC → AED and back, through the same quotes: the crypto spread (1 %) and fee (0.25 %, at least AED 5).
      const aed = await openWallet(server, c.token, 'AED');
      const sell = (
        await api('POST', '/fx/quote', {
          from_currency: 'BTC',
          to_currency: 'AED',
          amount_minor: '10000000',
        })
      ).body.data;
      expect(sell).toMatchObject({
        spread_bps: 100,
        sell: { amount: '0.10000000' },
        fee: { amount: '0.00025000' },
        total_debit: { amount: '0.10025000' },
      });
      expectError(
        await api('POST', '/fx/quote', {
          from_currency: 'BTC',
          to_currency: 'AED',
          // Half a satoshi: minor units are whole.
          amount_minor: '0.5',
        }),
        400,
        'validation_error',
      );
      const sold = await api('POST', '/fx/conversion', {
        idempotency_key: key(),
        quote_id: sell.quote_id,
      });
      expect(sold.body.data).toMatchObject({
        transaction_type: 'crypto_conversion',
        status: 'completed',
        counter_amount: sell.buy,
      });
      expect((await balance(server, c.token, aed.wallet_id)).balance).toBe(sell.buy.amount);
      expect((await balance(server, c.token, btc.body.data.wallet_id)).balance).toBe('0.02320678');
      const buy = (
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'BTC',
          amount_minor: '100000',
        })
      ).body.data;
      expect(buy.fee.amount).toBe('5.00');
      expect(
        (await api('POST', '/fx/conversion', { idempotency_key: key(), quote_id: buy.quote_id }))
          .status,
      ).toBe(201);
      // A virtual asset bought by the amount that should arrive: exactly that, the fee on what is sold.
      const exact = (
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'BTC',
          buy_amount_minor: '100000',
        })
      ).body.data;
      expect(exact.buy).toEqual({ currency: 'BTC', amount: '0.00100000', minor: '100000' });
      expect(BigInt(exact.total_debit.minor)).toBe(
        BigInt(exact.sell.minor) + BigInt(exact.fee.minor),
      );
      await expectLedgerBalanced(server);
    });
  });
}
