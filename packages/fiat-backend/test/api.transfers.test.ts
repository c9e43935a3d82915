// Internal transfers over real HTTP on PGlite and PostgreSQL: the movement and the ledger,
// idempotency keys, 200 concurrent transfers against a wallet funded for exactly 50, transfers
// between one's own wallets at a quoted rate, limits, and bad input answered with specific 4xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@bank/api-contract';
import { ENGINES, expectError, startServer, type Answer, type TestServer } from './helpers';
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
import { Recheck, transferInternal } from '../src/modules/transfers/internal';

for (const engine of ENGINES) {
  describe(`internal transfers on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine, { seed: false });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('moves money to another customer: both balances, both histories, one balanced journal', async () => {
      const a = await newCustomer(server);
      const b = await newCustomer(server);
      const aAed = await openWallet(server, a.token, 'AED');
      const bAed = await openWallet(server, b.token, 'AED');
      await fund(server, aAed, '100000', 'AED');
      const api = apiFor(server, a.token);
      const answer = await api('POST', '/transfer/internal', {
        idempotency_key: key(),
        from_wallet_id: aAed.wallet_id,
        to_account_number: bAed.account_number,
        amount_minor: '25075',
        reference: 'Lunch',
      });
      expect(answer.status).toBe(201);
      expect(calls.internalTransfer.response.safeParse(answer.body).success).toBe(true);
      expect(answer.body.data).toMatchObject({
        transaction_type: 'internal_transfer',
        status: 'completed',
        direction: 'out',
        amount: { currency: 'AED', amount: '250.75', minor: '25075' },
        reference: 'Lunch',
      });
      expect(answer.body.data.to_wallet.account_number).toMatch(/^•••• \d{4}$/);
      expect(await balance(server, a.token, aAed.wallet_id)).toEqual({
        balance: '749.25',
        available: '749.25',
        on_hold: '0.00',
      });
      expect(await balance(server, b.token, bAed.wallet_id)).toEqual({
        balance: '250.75',
        available: '250.75',
        on_hold: '0.00',
      });
      const received = await apiFor(server, b.token)(
        'GET',
        `/transaction/${answer.body.data.transaction_id}`,
      );
      expect(received.body.data).toMatchObject({
        direction: 'in',
        amount: { amount: '250.75' },
        fee: null,
        from_wallet: null,
        created_by: null,
      });
      expect(received.body.data.counterparty.name).toBe(
        `Test ${(await server.ctx.db.selectFrom('customers').select('last_name').where('id', '=', a.customerId).executeTakeFirstOrThrow()).last_name}`,
      );
      const journals = await server.ctx.db
        .selectFrom('journals')
        .select('id')
        .where('transaction_id', '=', answer.body.data.transaction_id)
        .execute();
      expect(journals).toHaveLength(1);
      await expectLedgerBalanced(server);
    });

    it('same idempotency key and body: the first answer, money moved once; another body: refused', async () => {
      const a = await newCustomer(server);
      const b = await newCustomer(server);
      const aUsd = await openWallet(server, a.token, 'USD');
      const bUsd = await openWallet(server, b.token, 'USD');
      await fund(server, aUsd, '10000', 'USD');
      const api = apiFor(server, a.token);
      const body = {
        idempotency_key: key(),
        from_wallet_id: aUsd.wallet_id,
        to_account_number: bUsd.account_number,
        amount_minor: '1000',
      };
      const first = await api('POST', '/transfer/internal', body);
      const again = await api('POST', '/transfer/internal', body);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      // A double click: ten at once with one key.
      const burstBody = { ...body, idempotency_key: key() };
      const burst = await Promise.all(
        Array.from({ length: 10 }, () => api('POST', '/transfer/internal', burstBody)),
      );
      expect(new Set(burst.map((r) => r.status))).toEqual(new Set([201]));
      expect(new Set(burst.map((r) => r.body.data.transaction_id)).size).toBe(1);
      expect((await balance(server, a.token, aUsd.wallet_id)).balance).toBe('80.00');
      const other = await api('POST', '/transfer/internal', { ...body, amount_minor: '1100' });
      expectError(other, 422, 'idempotency_key_reused');
      expect(other.body.error.message).toMatch(/already used for a different request/);
      expect((await balance(server, a.token, aUsd.wallet_id)).balance).toBe('80.00');
      // The key belongs to the user: another customer may use the same string.
      const c = await newCustomer(server);
      const cUsd = await openWallet(server, c.token, 'USD');
      await fund(server, cUsd, '500', 'USD');
      const theirs = await apiFor(server, c.token)('POST', '/transfer/internal', {
        ...body,
        from_wallet_id: cUsd.wallet_id,
        amount_minor: '500',
      });
      expect(theirs.status).toBe(201);
      await expectLedgerBalanced(server);
    });

    it('200 concurrent transfers from a wallet funded for exactly 50: 50 succeed, 150 refused, never below zero', async () => {
      const a = await newCustomer(server);
      const b = await newCustomer(server);
      const aAed = await openWallet(server, a.token, 'AED');
      const bAed = await openWallet(server, b.token, 'AED');
      await fund(server, aAed, '50000', 'AED');
      const api = apiFor(server, a.token);
      let lowest = Infinity;
      let polling = true;
      const poller = (async () => {
        while (polling) {
          const w = await server.ctx.db
            .selectFrom('accounts')
            .select(['balance', 'on_hold'])
            .where('id', '=', aAed.wallet_id)
            .executeTakeFirstOrThrow();
          lowest = Math.min(lowest, Number(w.balance) - Number(w.on_hold));
          await new Promise((r) => setTimeout(r, 5));
        }
      })();
      const answers = await Promise.all(
        Array.from({ length: 200 }, () =>
          api('POST', '/transfer/internal', {
            idempotency_key: key(),
            from_wallet_id: aAed.wallet_id,
            to_account_number: bAed.account_number,
            amount_minor: '1000',
          }),
        ),
      );
      polling = false;
      await poller;
      const ok = answers.filter((r) => r.status === 201);
      const refused = answers.filter((r) => r.status !== 201);
      expect(ok).toHaveLength(50);
      expect(refused).toHaveLength(150);
      for (const r of refused) {
        expectError(r, 422, 'insufficient_funds');
        expect(r.body.error.message).toMatch(
          /^Insufficient funds: the available balance of the AED wallet is AED 0\.00, and this needs AED 10\.00\.$/,
        );
      }
      expect(lowest).toBeGreaterThanOrEqual(0);
      expect(await balance(server, a.token, aAed.wallet_id)).toEqual({
        balance: '0.00',
        available: '0.00',
        on_hold: '0.00',
      });
      expect((await balance(server, b.token, bAed.wallet_id)).balance).toBe('500.00');
      const count = await server.ctx.db
        .selectFrom('transactions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('from_account_id', '=', aAed.wallet_id)
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(50);
      await expectLedgerBalanced(server);
    });

    it('transfers with opposite directions at once never deadlock and keep both balances exact', async () => {
      const a = await newCustomer(server);
      const b = await newCustomer(server);
      const aw = await openWallet(server, a.token, 'EUR');
      const bw = await openWallet(server, b.token, 'EUR');
      await fund(server, aw, '10000', 'EUR');
      await fund(server, bw, '10000', 'EUR');
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2
            ? apiFor(server, a.token)('POST', '/transfer/internal', {
                idempotency_key: key(),
                from_wallet_id: aw.wallet_id,
                to_account_number: bw.account_number,
                amount_minor: '100',
              })
            : apiFor(server, b.token)('POST', '/transfer/internal', {
                idempotency_key: key(),
                from_wallet_id: bw.wallet_id,
                to_account_number: aw.account_number,
                amount_minor: '200',
              }),
        ),
      );
      expect(answers.every((r) => r.status === 201)).toBe(true);
      expect((await balance(server, a.token, aw.wallet_id)).balance).toBe('120.00');
      expect((await balance(server, b.token, bw.wallet_id)).balance).toBe('80.00');
      await expectLedgerBalanced(server);
    });

    it("between one's own wallets: a quote is required, used once, at exactly its rate, and expires after 30 s", async () => {
      const a = await newCustomer(server);
      const aed = await openWallet(server, a.token, 'AED');
      const usd = await openWallet(server, a.token, 'USD');
      await fund(server, aed, '100000', 'AED');
      const api = apiFor(server, a.token);
      const base = {
        from_wallet_id: aed.wallet_id,
        to_wallet_id: usd.wallet_id,
        amount_minor: '36725',
      };
      const noQuote = await api('POST', '/transfer/internal', { ...base, idempotency_key: key() });
      expectError(noQuote, 400, 'validation_error');
      expect(noQuote.body.error.fields.quote_id).toMatch(/currencies differ \(AED → USD\)/);
      const quote = (
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'USD',
          amount_minor: '36725',
        })
      ).body.data;
      expect(quote).toMatchObject({
        from_currency: 'AED',
        to_currency: 'USD',
        sell: { amount: '367.25' },
        spread_bps: 50,
        expires_in: 30,
      });
      // The rate moves after the quote: the transfer still uses the quoted rate and amount.
      await server.ctx.rates.update({ USD: '1', AED: '3.9' }, 'test');
      const wrongAmount = await api('POST', '/transfer/internal', {
        ...base,
        amount_minor: '36724',
        quote_id: quote.quote_id,
        idempotency_key: key(),
      });
      expectError(wrongAmount, 409, 'quote_invalid');
      const done = await api('POST', '/transfer/internal', {
        ...base,
        quote_id: quote.quote_id,
        idempotency_key: key(),
      });
      expect(done.status).toBe(201);
      expect(done.body.data).toMatchObject({
        direction: 'own',
        rate: quote.rate,
        counter_amount: quote.buy,
      });
      expect((await balance(server, a.token, usd.wallet_id)).balance).toBe(quote.buy.amount);
      expectError(
        await api('POST', '/transfer/internal', {
          ...base,
          quote_id: quote.quote_id,
          idempotency_key: key(),
        }),
        409,
        'quote_invalid',
      );
      const late = (
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'USD',
          amount_minor: '36725',
        })
      ).body.data;
      server.clock.advance(31);
      const expired = await api('POST', '/transfer/internal', {
        ...base,
        quote_id: late.quote_id,
        idempotency_key: key(),
      });
      expectError(expired, 409, 'quote_expired');
      expect(expired.body.error.message).toMatch(
        /This quote expired at .* UTC\. Ask for a new quote/,
      );
      await server.ctx.rates.update({ AED: '3.6725' }, 'test');
      await expectLedgerBalanced(server);
    });

    it('answers bad input with a specific 4xx, never a 500', async () => {
      const a = await newCustomer(server);
      const b = await newCustomer(server);
      const usd = await openWallet(server, a.token, 'USD');
      const jpy = await openWallet(server, a.token, 'JPY');
      const bUsd = await openWallet(server, b.token, 'USD');
      await fund(server, usd, '10000', 'USD');
      await fund(server, jpy, '1000', 'JPY');
      const api = apiFor(server, a.token);
      const t = (amount: unknown, extra: Record<string, unknown> = {}) =>
        api('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: usd.wallet_id,
          to_account_number: bUsd.account_number,
          amount_minor: amount,
          ...extra,
        });
      const cases: [Promise<Answer>, number, string, RegExp][] = [
        [t('-500'), 400, 'validation_error', /negative amounts are not allowed/],
        [t('0'), 400, 'validation_error', /must be greater than zero/],
        [t('1234.50'), 400, 'validation_error', /in minor units as a whole number: "123450"/],
        [t(10), 400, 'validation_error', /not a JSON number/],
        [t('1e3'), 400, 'validation_error', /in minor units as a string of digits/],
        [t('1,000'), 400, 'validation_error', /in minor units as a string of digits/],
        [
          t('10001'),
          422,
          'insufficient_funds',
          /available balance of the USD wallet is USD 100\.00/,
        ],
        [
          t('100', { purpose_code: 'GDS' }),
          400,
          'validation_error',
          /GDS was withdrawn .* use GDE or GDI instead/,
        ],
        [
          t('100', { purpose_code: 'ZZZ' }),
          400,
          'validation_error',
          /"ZZZ" is not a UAE purpose-of-payment code/,
        ],
        [
          t('100', { to_account_number: '1000000000999999' }),
          404,
          'not_found',
          /No wallet of the bank has the account number 1000000000999999/,
        ],
        [
          t('100', { to_account_number: undefined, to_wallet_id: usd.wallet_id }),
          400,
          'validation_error',
          /other than the source wallet/,
        ],
        [t('100', { idempotency_key: 'short' }), 400, 'validation_error', /at least 8 characters/],
        [
          // JPY has no decimals: its minor unit is the yen.
          api('POST', '/transfer/internal', {
            idempotency_key: key(),
            from_wallet_id: jpy.wallet_id,
            to_account_number: bUsd.account_number,
            amount_minor: '1.5',
          }),
          400,
          'validation_error',
          /in minor units as a whole number/,
        ],
        [
          api('POST', '/wallet/open', { currency: 'XYZ' }),
          400,
          'validation_error',
          /Unknown currency "XYZ"/,
        ],
        [
          api('POST', '/fx/quote', {
            from_currency: 'USD',
            to_currency: 'ABC',
            amount_minor: '100',
          }),
          400,
          'validation_error',
          /Unknown currency "ABC"/,
        ],
      ];
      for (const [pending, status, code, message] of cases) {
        const answer = await pending;
        expectError(answer, status, code);
        expect(
          `${answer.body.error.message} ${JSON.stringify(answer.body.error.fields ?? {})}`,
        ).toMatch(message);
      }
      expect((await balance(server, a.token, usd.wallet_id)).balance).toBe('100.00');
    });

    it('reads amounts as integer minor units only: each refusal is a 400 naming the field with its own message', async () => {
      const a = await newCustomer(server);
      const b = await newCustomer(server);
      const aed = await openWallet(server, a.token, 'AED');
      const jpy = await openWallet(server, a.token, 'JPY');
      const bAed = await openWallet(server, b.token, 'AED');
      const bJpy = await openWallet(server, b.token, 'JPY');
      await fund(server, aed, '200000', 'AED');
      await fund(server, jpy, '5000', 'JPY');
      const api = apiFor(server, a.token);
      const send = (body: Record<string, unknown>, from = aed, to = bAed) =>
        api('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: from.wallet_id,
          to_account_number: to.account_number,
          ...body,
        });
      const refusals: [Record<string, unknown>, Record<string, string>][] = [
        [
          { amount_minor: '1234.50' },
          {
            amount_minor:
              'Send the amount in minor units as a whole number: "123450" for 1,234.50 in a currency with 2 decimals.',
          },
        ],
        [
          { amount_minor: 123450 },
          {
            amount_minor:
              'Send the amount in minor units as a string of digits, such as "123450" for 1,234.50 in a currency with 2 decimals, not a JSON number: numbers lose precision.',
          },
        ],
        [{ amount_minor: '0' }, { amount_minor: 'The amount must be greater than zero.' }],
        [
          { amount_minor: '-500' },
          {
            amount_minor: 'The amount must be greater than zero: negative amounts are not allowed.',
          },
        ],
        [{ amount_minor: '9'.repeat(19) }, { amount_minor: 'The amount is too large.' }],
        [
          { amount_minor: 'ten' },
          {
            amount_minor:
              'Send the amount in minor units as a string of digits: "123450" for 1,234.50 in a currency with 2 decimals.',
          },
        ],
      ];
      for (const [body, fields] of refusals) {
        const answer = await send(body);
        expectError(answer, 400, 'validation_error');
        expect(answer.body.error.fields, JSON.stringify(body)).toEqual(fields);
        expect(answer.body.error.message).toBe(Object.values(fields)[0]);
      }
      // The old field is never ignored: a 400 that names amount_minor.
      const old = await send({ amount: '12.50' });
      expectError(old, 400, 'validation_error');
      expect(old.body.error.fields.amount).toBe(
        'amount is no longer read: send amount_minor, the amount in minor units as a string of digits ("123450" for 1,234.50 in a currency with 2 decimals).',
      );
      expect(old.body.error.fields.amount_minor).toMatch(/^Send the amount in minor units/);
      const both = await send({ amount: '12.50', amount_minor: '1250' });
      expectError(both, 400, 'validation_error');
      expect(Object.keys(both.body.error.fields)).toEqual(['amount']);
      expect(both.body.error.message).toMatch(/send amount_minor/);
      for (const [path, body] of [
        ['/fx/quote', { from_currency: 'AED', to_currency: 'USD', amount: '10.00' }],
        ['/fx/quote', { from_currency: 'AED', to_currency: 'USD', buy_amount: '10.00' }],
        ['/topup/card/quote', { wallet_id: aed.wallet_id, amount: '10.00' }],
        [
          '/transfer/external/quote',
          { from_wallet_id: aed.wallet_id, beneficiary_id: key(), amount: '10.00', charges: 'SHA' },
        ],
      ] as const) {
        const answer = await api('POST', path, body);
        expectError(answer, 400, 'validation_error');
        expect(JSON.stringify(answer.body.error.fields), path).toMatch(
          /no longer read: send (buy_)?amount_minor/,
        );
      }
      // Sent as minor units, an amount is stored as is in each currency's decimals.
      expect((await send({ amount_minor: '123450' }, aed, bAed)).status).toBe(201);
      expect((await send({ amount_minor: '1234' }, jpy, bJpy)).status).toBe(201);
      expect((await balance(server, b.token, bJpy.wallet_id)).balance).toBe('1234');
      expect((await balance(server, b.token, bAed.wallet_id)).balance).toBe('1234.50');
    });

    it('refuses a NUL or another control character in free text with 400 naming the field (it used to reach PostgreSQL: 500)', async () => {
      const a = await newCustomer(server);
      const b = await newCustomer(server);
      const usd = await openWallet(server, a.token, 'USD');
      const bUsd = await openWallet(server, b.token, 'USD');
      await fund(server, usd, '10000', 'USD');
      const api = apiFor(server, a.token);
      const transfer = await api('POST', '/transfer/internal', {
        idempotency_key: key(),
        from_wallet_id: usd.wallet_id,
        to_account_number: bUsd.account_number,
        amount_minor: '100',
        reference: 'Rent\u0000March',
      });
      expectError(transfer, 400, 'validation_error');
      expect(transfer.body.error.fields).toEqual({
        reference: 'Remove the invisible control or formatting character (U+0000) from this field.',
      });
      const added = await api('POST', '/beneficiary/add', {
        kind: 'internal',
        account_number: bUsd.account_number,
        nickname: '\u0000',
      });
      expectError(added, 400, 'validation_error');
      expect(Object.keys(added.body.error.fields)).toEqual(['nickname']);
      const spoof = await api('POST', '/beneficiary/add', {
        kind: 'internal',
        account_number: bUsd.account_number,
        nickname: 'Mum \u202Eevil',
      });
      expect(spoof.body.error.fields.nickname).toMatch(/U\+202E/);
      // The same texts without the characters go through.
      expect(
        (
          await api('POST', '/beneficiary/add', {
            kind: 'internal',
            account_number: bUsd.account_number,
            nickname: 'Mum',
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await api('POST', '/transfer/internal', {
            idempotency_key: key(),
            from_wallet_id: usd.wallet_id,
            to_account_number: bUsd.account_number,
            amount_minor: '100',
            reference: 'Rent March',
          })
        ).status,
      ).toBe(201);
      expect((await balance(server, a.token, usd.wallet_id)).balance).toBe('99.00');
    });

    it('the service transferInternal moves money when called directly, and replays its key', async () => {
      const a = await newCustomer(server);
      const b = await newCustomer(server);
      const aAed = await openWallet(server, a.token, 'AED');
      const bAed = await openWallet(server, b.token, 'AED');
      await fund(server, aAed, '10000', 'AED');
      const auth = await server.ctx.sessions.authenticate(`Bearer ${a.token}`);
      const body = calls.internalTransfer.body.parse({
        idempotency_key: key(),
        from_wallet_id: aAed.wallet_id,
        to_account_number: bAed.account_number,
        amount_minor: '4000',
        reference: 'Direct',
      });
      const answer = await transferInternal(server.ctx, auth, body);
      expect(calls.internalTransfer.response.safeParse(answer).success).toBe(true);
      expect(answer.data).toMatchObject({
        status: 'completed',
        direction: 'out',
        amount: { amount: '40.00' },
        reference: 'Direct',
      });
      expect(await transferInternal(server.ctx, auth, body)).toEqual(answer);
      expect((await balance(server, a.token, aAed.wallet_id)).balance).toBe('60.00');
      expect((await balance(server, b.token, bAed.wallet_id)).balance).toBe('40.00');
      // A remembered session check never reaches the general path: it asks for a check in the database first.
      const usd = await openWallet(server, a.token, 'USD');
      const other = calls.internalTransfer.body.parse({
        idempotency_key: key(),
        from_wallet_id: aAed.wallet_id,
        to_wallet_id: usd.wallet_id,
        amount_minor: '100',
        quote_id: crypto.randomUUID(),
      });
      await expect(
        transferInternal(server.ctx, auth, other, { checked: false }),
      ).rejects.toBeInstanceOf(Recheck);
      await expectLedgerBalanced(server);
    });

    it('enforces per-transaction, daily and monthly limits by customer type, in AED', async () => {
      const a = await newCustomer(server);
      const b = await newCustomer(server);
      const aed = await openWallet(server, a.token, 'AED');
      const bAed = await openWallet(server, b.token, 'AED');
      await fund(server, aed, '30000000', 'AED');
      const api = apiFor(server, a.token);
      const t = (amount: string) =>
        api('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: aed.wallet_id,
          to_account_number: bAed.account_number,
          amount_minor: amount,
        });
      const over = await t('5000001');
      expectError(over, 422, 'limit_exceeded');
      expect(over.body.error.message).toBe(
        'AED 50,000.01 is over your per-transaction limit of AED 50,000.00 for transfers.',
      );
      expect((await t('5000000')).status).toBe(201);
      expect((await t('4900000')).status).toBe(201);
      const daily = await t('100001');
      expectError(daily, 422, 'limit_exceeded');
      expect(daily.body.error.message).toBe(
        'This would pass your daily limit of AED 100,000.00 for transfers: AED 1,000.00 is left today.',
      );
      expect((await t('100000')).status).toBe(201);
      const limits = await api('GET', '/limits');
      expect(limits.body.data.find((l: { kind: string }) => l.kind === 'transfer')).toMatchObject({
        used_today: { amount: '100000.00' },
        remaining_today: { amount: '0.00' },
      });
      // Next days: the daily limit starts again, until the monthly one (AED 500,000) is reached.
      await fund(server, aed, '30000000', 'AED');
      for (let day = 1; day <= 4; day++) {
        server.clock.advance(86_400);
        const next = apiFor(server, await tokenFor(server, a.customerId));
        for (const amount of ['5000000', '5000000']) {
          expect(
            (
              await next('POST', '/transfer/internal', {
                idempotency_key: key(),
                from_wallet_id: aed.wallet_id,
                to_account_number: bAed.account_number,
                amount_minor: amount,
              })
            ).status,
          ).toBe(201);
        }
      }
      server.clock.advance(86_400);
      const monthly = await apiFor(server, await tokenFor(server, a.customerId))(
        'POST',
        '/transfer/internal',
        {
          idempotency_key: key(),
          from_wallet_id: aed.wallet_id,
          to_account_number: bAed.account_number,
          amount_minor: '1',
        },
      );
      expectError(monthly, 422, 'limit_exceeded');
      expect(monthly.body.error.message).toBe(
        'This would pass your monthly limit of AED 500,000.00 for transfers: AED 0.00 is left this month.',
      );
      await expectLedgerBalanced(server);
    });
  });
}
