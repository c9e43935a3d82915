// Top-ups over real HTTP on PGlite and PostgreSQL: bank-transfer instructions and incoming
// transfers (route and command), card top-ups through the sandbox provider (authorise, capture,
// decline, settlement), idempotency, limits and bad cards.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { isValidIBAN } from 'ibantools';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageDir } from '../src/config';
import { ENGINES, expectError, startServer, type TestServer } from './helpers';
import {
  apiFor,
  balance,
  expectLedgerBalanced,
  key,
  newCustomer,
  openWallet,
  tokenFor,
} from './money-helpers';

const run = promisify(execFile);
const CARD = {
  number: '4242 4242 4242 4242',
  expiry_month: 12,
  expiry_year: 2030,
  cvc: '123',
  holder_name: 'TEST CUSTOMER',
};

async function post(server: TestServer, path: string, body: unknown) {
  const res = await fetch(`${server.api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: Record<string, unknown>;
      error?: { code: string; message: string };
    },
  };
}

for (const engine of ENGINES) {
  describe(`top-ups on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('gives bank-transfer instructions and credits incoming transfers to the virtual IBAN once', async () => {
      const c = await newCustomer(server);
      const api = apiFor(server, c.token);
      const aed = await openWallet(server, c.token, 'AED');
      const instructions = (await api('GET', `/topup/bank_transfer/${aed.wallet_id}`)).body.data;
      expect(instructions).toMatchObject({
        wallet_id: aed.wallet_id,
        currency: 'AED',
        iban: aed.iban,
        bic: 'DGBKAEADXXX',
        bank_name: 'Sadu Bank PJSC',
        fee: { amount: '0.00' },
      });
      expect(instructions.account_name).toMatch(/^Test Customer\d+$/);
      expect(isValidIBAN(instructions.iban)).toBe(true);
      expect(instructions.iban).toMatch(/^AE\d{2}090\d{16}$/);
      const incoming = {
        iban: instructions.iban,
        amount_minor: '150000',
        currency: 'AED',
        sender_name: 'Employer LLC',
        reference: 'Salary',
        end_to_end_id: `E2E-${key()}`,
      };
      const first = await post(server, '/dev/bank/incoming', incoming);
      expect(first.status).toBe(201);
      expect((await post(server, '/dev/bank/incoming', incoming)).body.data?.duplicate).toBe(true);
      expect((await balance(server, c.token, aed.wallet_id)).balance).toBe('1500.00');
      const t = (await api('GET', `/topup/${first.body.data?.transaction_id}`)).body.data;
      expect(t).toMatchObject({
        transaction_type: 'topup_bank_transfer',
        status: 'completed',
        direction: 'in',
        counterparty: { name: 'Employer LLC', detail: 'Salary' },
      });
      expect(
        (
          await post(server, '/dev/bank/incoming', {
            ...incoming,
            end_to_end_id: undefined,
            currency: 'USD',
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await post(server, '/dev/bank/incoming', {
            ...incoming,
            end_to_end_id: undefined,
            iban: 'AE070331234567890123456',
          })
        ).status,
      ).toBe(404);
      // The command does the same through the running server.
      const { stdout } = await run(
        path.join(packageDir, 'node_modules', '.bin', 'tsx'),
        [
          'src/cli.ts',
          'sim',
          'incoming-transfer',
          '--iban',
          instructions.iban,
          '--amount-minor',
          '25050',
          '--currency',
          'AED',
        ],
        {
          cwd: packageDir,
          env: { ...process.env, API_URL: server.api },
        },
      );
      expect(stdout).toMatch(/duplicate: false/);
      expect((await balance(server, c.token, aed.wallet_id)).balance).toBe('1750.50');
      await expectLedgerBalanced(server);
    });

    it('tops up by card: quote with the fee, authorise and capture, credit, settle; never stores the number', async () => {
      const c = await newCustomer(server);
      const api = apiFor(server, c.token);
      const usd = await openWallet(server, c.token, 'USD');
      const quote = (
        await api('POST', '/topup/card/quote', { wallet_id: usd.wallet_id, amount_minor: '20000' })
      ).body.data;
      expect(quote).toMatchObject({
        amount: { amount: '200.00' },
        fee: { amount: '3.00' },
        total_charge: { amount: '203.00' },
      });
      const body = { idempotency_key: key(), quote_id: quote.quote_id, card: CARD };
      const paid = await api('POST', '/topup/card/confirm', body);
      expect(paid.status).toBe(201);
      expect(paid.body.data).toMatchObject({
        transaction_type: 'topup_card',
        status: 'completed',
        amount: { amount: '200.00' },
        fee: { amount: '3.00' },
        card: { brand: 'Visa', last4: '4242' },
      });
      expect(await api('POST', '/topup/card/confirm', body)).toMatchObject({
        status: 201,
        body: paid.body,
      });
      expect((await balance(server, c.token, usd.wallet_id)).balance).toBe('200.00');
      const payments = await server.ctx.db
        .selectFrom('card_payments')
        .selectAll()
        .where('reference', '=', paid.body.data.transaction_id)
        .execute();
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({ status: 'captured', last4: '4242', brand: 'Visa' });
      const dump = JSON.stringify(
        await sql`SELECT t.*, p.* FROM transactions t LEFT JOIN card_payments p ON p.reference = t.id::text`.execute(
          server.ctx.db,
        ),
        (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v),
      );
      expect(dump).not.toContain('4242424242424242');
      expect(dump).not.toContain('"123"');
      await server.ctx.rail.tick();
      const settled = await server.ctx.db
        .selectFrom('card_payments')
        .select('status')
        .where('reference', '=', paid.body.data.transaction_id)
        .executeTakeFirstOrThrow();
      expect(settled.status).toBe('settled');
      const clearing = await sql<{ total: string }>`
        SELECT coalesce(sum(p.amount), 0)::text AS total FROM postings p JOIN journals j ON j.id = p.journal_id
        WHERE j.transaction_id = ${paid.body.data.transaction_id} AND p.account_id = ${server.ctx.ledger.bankAccount('card_clearing', 'USD')}`.execute(
        server.ctx.db,
      );
      expect(clearing.rows[0]?.total).toBe('0');
      expectError(
        await api('POST', '/topup/card/confirm', { ...body, idempotency_key: key() }),
        409,
        'quote_invalid',
      );
      await expectLedgerBalanced(server);
    });

    it('twenty concurrent confirmations with one key (a double click, retries) all get the one answer: one payment, never "quote invalid"', async () => {
      const c = await newCustomer(server);
      const api = apiFor(server, c.token);
      const aed = await openWallet(server, c.token, 'AED');
      const quote = (
        await api('POST', '/topup/card/quote', { wallet_id: aed.wallet_id, amount_minor: '10000' })
      ).body.data;
      const body = { idempotency_key: key(), quote_id: quote.quote_id, card: CARD };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => api('POST', '/topup/card/confirm', body)),
      );
      const summary = answers.map((a) => `${a.status} ${a.body.error?.code ?? 'ok'}`);
      expect(summary).toEqual(Array.from({ length: 20 }, () => '201 ok'));
      const id = answers[0]!.body.data.transaction_id;
      expect(answers.every((a) => a.body.data.transaction_id === id)).toBe(true);
      expect((await balance(server, c.token, aed.wallet_id)).balance).toBe('100.00');
      const payments = await server.ctx.db
        .selectFrom('card_payments')
        .select('reference')
        .where('reference', '=', id)
        .execute();
      expect(payments).toHaveLength(1);
      // A declined card's repeats read the decline, not "in progress" or "quote invalid".
      const q2 = (
        await api('POST', '/topup/card/quote', { wallet_id: aed.wallet_id, amount_minor: '10000' })
      ).body.data;
      const declined = {
        idempotency_key: key(),
        quote_id: q2.quote_id,
        card: { ...CARD, number: '4000 0000 0000 0002' },
      };
      const refusals = await Promise.all(
        Array.from({ length: 10 }, () => api('POST', '/topup/card/confirm', declined)),
      );
      expect(new Set(refusals.map((a) => `${a.status} ${a.body.error?.code}`))).toEqual(
        new Set(['402 card_declined']),
      );
      await expectLedgerBalanced(server);
    });

    it('declines sandbox cards with the reason, keeps the failed top-up in the history, and refuses bad cards', async () => {
      const c = await newCustomer(server);
      const api = apiFor(server, c.token);
      const aed = await openWallet(server, c.token, 'AED');
      const quote = async (amount_minor = '10000') =>
        (await api('POST', '/topup/card/quote', { wallet_id: aed.wallet_id, amount_minor })).body
          .data;
      const q = await quote();
      expect(q.fee.amount).toBe('1.50');
      const body = {
        idempotency_key: key(),
        quote_id: q.quote_id,
        card: { ...CARD, number: '4000000000009995' },
      };
      const declined = await api('POST', '/topup/card/confirm', body);
      expectError(declined, 402, 'card_declined');
      expect(declined.body.error.message).toBe(
        'The card payment of AED 101.50 was declined: The card has insufficient funds.',
      );
      const replay = await api('POST', '/topup/card/confirm', body);
      expectError(replay, 402, 'card_declined');
      expect(replay.body.error.message).toBe(declined.body.error.message);
      const failed = (await api('GET', '/transaction/list?status=failed')).body.data.items;
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ transaction_type: 'topup_card', card: { last4: '9995' } });
      expect((await balance(server, c.token, aed.wallet_id)).balance).toBe('0.00');
      const limits = (await api('GET', '/limits')).body.data.find(
        (l: { kind: string }) => l.kind === 'topup_card',
      );
      expect(limits.used_today.amount).toBe('0.00');
      const bad: [Record<string, unknown>, number, string, RegExp][] = [
        [
          { ...CARD, number: '4242 4242 4242 4241' },
          400,
          'validation_error',
          /card number is not valid/,
        ],
        [{ ...CARD, expiry_year: 2025 }, 400, 'validation_error', /The card has expired/],
        [{ ...CARD, cvc: '12' }, 400, 'validation_error', /3- or 4-digit security code/],
        [{ ...CARD, number: '4000000000000002' }, 402, 'card_declined', /declined by its issuer/],
      ];
      for (const [card, status, code, message] of bad) {
        const answer = await api('POST', '/topup/card/confirm', {
          idempotency_key: key(),
          quote_id: (await quote()).quote_id,
          card,
        });
        expectError(answer, status, code);
        expect(
          `${answer.body.error.message} ${JSON.stringify(answer.body.error.fields ?? {})}`,
        ).toMatch(message);
      }
      const over = await api('POST', '/topup/card/quote', {
        wallet_id: aed.wallet_id,
        amount_minor: '2000001',
      });
      expectError(over, 422, 'limit_exceeded');
      expect(over.body.error.message).toMatch(
        /per-transaction limit of AED 20,000\.00 for card top-ups/,
      );
      const late = await quote();
      server.clock.advance(31);
      const fresh = apiFor(server, await tokenFor(server, c.customerId));
      expectError(
        await fresh('POST', '/topup/card/confirm', {
          idempotency_key: key(),
          quote_id: late.quote_id,
          card: CARD,
        }),
        409,
        'quote_expired',
      );
      await expectLedgerBalanced(server);
    });

    it('publishes the fee schedule and limits without a login: the same figures the server charges', async () => {
      const res = await fetch(`${server.api}/public/fees`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      const body = (await res.json()) as {
        data: {
          currency: string;
          schedules: {
            customer_type: string;
            fees: {
              transaction_type: string;
              percent_bps: number;
              fixed: { amount: string };
              min: { amount: string };
              our_surcharge: { amount: string } | null;
            }[];
            limits: {
              kind: string;
              per_transaction: { amount: string };
              daily: { amount: string };
            }[];
          }[];
        };
      };
      expect(body.data.currency).toBe('AED');
      const individual = body.data.schedules.find((s) => s.customer_type === 'individual');
      const business = body.data.schedules.find((s) => s.customer_type === 'corporate');
      expect(individual?.fees.find((f) => f.transaction_type === 'topup_card')).toMatchObject({
        percent_bps: 150,
        min: { amount: '1.00' },
      });
      expect(
        individual?.fees.find((f) => f.transaction_type === 'external_transfer'),
      ).toMatchObject({ fixed: { amount: '25.00' }, our_surcharge: { amount: '35.00' } });
      expect(
        business?.fees.find((f) => f.transaction_type === 'external_transfer')?.fixed.amount,
      ).toBe('20.00');
      expect(individual?.limits.find((l) => l.kind === 'transfer')).toMatchObject({
        per_transaction: { amount: '50000.00' },
        daily: { amount: '100000.00' },
      });
      const only = (await (
        await fetch(`${server.api}/public/fees?customer_type=corporate`)
      ).json()) as { data: { schedules: unknown[] } };
      expect(only.data.schedules).toHaveLength(1);
      // What the schedule says is what a quote charges: 1.5 % of AED 1,000.
      const c = await newCustomer(server);
      const aed = await openWallet(server, c.token, 'AED');
      const q = (
        await apiFor(server, c.token)('POST', '/topup/card/quote', {
          wallet_id: aed.wallet_id,
          amount_minor: '100000',
        })
      ).body.data;
      expect(q.fee.amount).toBe('15.00');
    });

    it('card top-ups of a business account are for approvers and admins; viewers never move money', async () => {
      const preparer = apiFor(server, await tokenFor(server, 'preparer@falcon-trading.demo.bank'));
      const viewer = apiFor(server, await tokenFor(server, 'viewer@falcon-trading.demo.bank'));
      const admin = apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank'));
      const wallet = (await admin('POST', '/wallet/open', { currency: 'SAR' })).body.data;
      const p = await preparer('POST', '/topup/card/quote', {
        wallet_id: wallet.wallet_id,
        amount_minor: '1000',
      });
      expectError(p, 403, 'forbidden');
      expect(p.body.error.message).toMatch(/cannot wait for approval/);
      expectError(
        await viewer('POST', '/topup/card/quote', {
          wallet_id: wallet.wallet_id,
          amount_minor: '1000',
        }),
        403,
        'forbidden',
      );
      const q = (
        await admin('POST', '/topup/card/quote', {
          wallet_id: wallet.wallet_id,
          amount_minor: '10000',
        })
      ).body.data;
      expect(q.fee.amount).toBe('2.05');
      expect(
        (
          await admin('POST', '/topup/card/confirm', {
            idempotency_key: key(),
            quote_id: q.quote_id,
            card: CARD,
          })
        ).status,
      ).toBe(201);
    });
  });
}
