// The ledger's own guarantees, on PGlite and PostgreSQL: journals that do not balance are refused
// by the code and by the database, postings are append-only, a wallet can never go below its hold
// even by a direct update; and the exact arithmetic of amounts, rates and fees.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_CODES, majorToMinor } from '@bank/lookups';
import { seedRates } from '../src/adapters/fx-rates';
import { ApiError } from '../src/http/errors';
import { display, findAsset, money, parseMinor, requireAsset } from '../src/money/assets';
import { convertMinor, parseDecimal, scaleMinor, toSignificant } from '../src/money/decimal';
import { atMid, customerRate, midRate } from '../src/money/fx';
import { assertBalanced } from '../src/money/ledger';
import { computeFee, feeRule } from '../src/money/policy';
import { ENGINES, startServer, type TestServer } from './helpers';
import { expectLedgerBalanced, fund, newCustomer, openWallet } from './money-helpers';

for (const engine of ENGINES) {
  describe(`ledger guarantees on ${engine}`, () => {
    let server: TestServer;
    let wallet: { wallet_id: string; iban: string | null };
    let txId: string;
    beforeAll(async () => {
      server = await startServer(engine, { seed: false });
      const c = await newCustomer(server);
      wallet = await openWallet(server, c.token, 'AED');
      await fund(server, wallet, '10000', 'AED');
      txId = (
        await server.ctx.db
          .selectFrom('transactions')
          .select('id')
          .where('to_account_id', '=', wallet.wallet_id)
          .executeTakeFirstOrThrow()
      ).id;
    });
    afterAll(async () => {
      await server?.close();
    });

    it('reads money as bigint from the driver: columns, counts and sums cast back to bigint', async () => {
      const w = await server.ctx.db
        .selectFrom('accounts')
        .select(['balance', 'on_hold'])
        .where('id', '=', wallet.wallet_id)
        .executeTakeFirstOrThrow();
      expect(w).toEqual({ balance: 10_000n, on_hold: 0n });
      const { rows } = await sql<{
        n: bigint;
        total: bigint;
      }>`SELECT count(*) AS n, sum(amount)::bigint AS total FROM postings WHERE account_id = ${wallet.wallet_id}`.execute(
        server.ctx.db,
      );
      expect(rows[0]).toEqual({ n: 1n, total: 10_000n });
      // Beyond 2^53, exactly.
      const big = await sql<{ v: bigint }>`SELECT 9007199254740993::bigint AS v`.execute(
        server.ctx.db,
      );
      expect(big.rows[0]?.v).toBe(9_007_199_254_740_993n);
    });

    it('refuses an unbalanced journal in the code and in the database', async () => {
      const fees = server.ctx.ledger.bankAccount('fees', 'AED');
      await expect(
        server.ctx.db.transaction().execute((tx) =>
          server.ctx.ledger.post(tx, txId, 'bad', [
            { account: wallet.wallet_id, currency: 'AED', amount: -100n, wallet: true },
            { account: fees, currency: 'AED', amount: 99n },
          ]),
        ),
      ).rejects.toThrow(/unbalanced journal bad: AED sums to -1/);
      const journal = crypto.randomUUID();
      const now = server.ctx.clock.now();
      await expect(
        server.ctx.db.transaction().execute(async (tx) => {
          await tx
            .insertInto('journals')
            .values({ id: journal, transaction_id: txId, kind: 'raw', created_at: now })
            .execute();
          await tx
            .insertInto('postings')
            .values([
              {
                journal_id: journal,
                line: 1,
                account_id: fees,
                currency: 'AED',
                amount: 5n,
                created_at: now,
              },
            ])
            .execute();
        }),
      ).rejects.toThrow(/unbalanced journal/);
      const usdFees = server.ctx.ledger.bankAccount('fees', 'USD');
      await expect(
        server.ctx.db.transaction().execute(async (tx) => {
          await tx
            .insertInto('journals')
            .values({ id: journal, transaction_id: txId, kind: 'raw', created_at: now })
            .execute();
          await tx
            .insertInto('postings')
            .values([
              {
                journal_id: journal,
                line: 1,
                account_id: fees,
                currency: 'AED',
                amount: 5n,
                created_at: now,
              },
              {
                journal_id: journal,
                line: 2,
                account_id: usdFees,
                currency: 'AED',
                amount: -5n,
                created_at: now,
              },
            ])
            .execute();
        }),
      ).rejects.toThrow(/posting currency differs/);
      await expectLedgerBalanced(server);
    });

    it('keeps postings and journals append-only, and a wallet never below its hold', async () => {
      await expect(
        sql`UPDATE postings SET amount = amount + 1`.execute(server.ctx.db),
      ).rejects.toThrow(/append-only/);
      await expect(sql`DELETE FROM postings`.execute(server.ctx.db)).rejects.toThrow(/append-only/);
      await expect(sql`DELETE FROM journals`.execute(server.ctx.db)).rejects.toThrow(/append-only/);
      await expect(
        sql`UPDATE accounts SET balance = -1 WHERE id = ${wallet.wallet_id}`.execute(server.ctx.db),
      ).rejects.toThrow(/check/i);
      await expect(
        sql`UPDATE accounts SET on_hold = balance + 1 WHERE id = ${wallet.wallet_id}`.execute(
          server.ctx.db,
        ),
      ).rejects.toThrow(/check/i);
      await expect(
        server.ctx.db
          .transaction()
          .execute((tx) => server.ctx.ledger.hold(tx, wallet.wallet_id, 10_001n)),
      ).rejects.toThrow(ApiError);
      await expectLedgerBalanced(server);
    });
  });
}

describe('exact arithmetic', () => {
  it('reads request amounts in minor units as sent and answers them exactly (every currency, any amount)', () => {
    const codes = [...CURRENCY_CODES, 'BTC', 'ETH', 'USDT', 'USDC'];
    fc.assert(
      fc.property(
        fc.constantFrom(...codes),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        (code, minor) => {
          const asset = requireAsset(code);
          expect(parseMinor(minor.toString(), asset)).toBe(minor);
          const answered = money(minor, code);
          expect(answered.minor).toBe(minor.toString());
          expect(majorToMinor(answered.amount, asset)).toBe(minor);
          expect(display(minor, code).replaceAll(',', '')).toBe(`${code} ${answered.amount}`);
        },
      ),
    );
    expect(money(-5n, 'BHD')).toEqual({ currency: 'BHD', amount: '-0.005', minor: '-5' });
    expect(money(7n, 'JPY').amount).toBe('7');
    expect(money(1n, 'ETH').amount).toBe('0.000000001');
    expect(display(123450n, 'AED')).toBe('AED 1,234.50');
    expect(display(-123450n, 'AED')).toBe('AED -1,234.50');
    expect(display(1234567n, 'JPY')).toBe('JPY 1,234,567');
    expect(display(1500n, 'BHD')).toBe('BHD 1.500');
    expect(display(5000000n, 'BTC')).toBe('BTC 0.05000000');
    expect(parseMinor('1500', requireAsset('BHD'))).toBe(1500n);
    for (const [text, message] of [
      ['1.50', 'Send the amount in minor units as a whole number: "1234500" for 1,234.500 BHD.'],
      ['0', 'The amount must be greater than zero.'],
      ['-1', 'The amount must be greater than zero: negative amounts are not allowed.'],
      ['9'.repeat(30), 'The amount is too large for BHD.'],
    ] as const) {
      expect(() => parseMinor(text, requireAsset('BHD'))).toThrow(message);
    }
  });

  it('rounds rates to 10 significant digits, down for the customer rate, and converts exactly', () => {
    expect(toSignificant({ num: 1n, den: 3n }, 10, 'down')).toBe('0.3333333333');
    expect(toSignificant({ num: 2n, den: 3n }, 10, 'half_up')).toBe('0.6666666667');
    expect(toSignificant({ num: 95_000n, den: 1n }, 10, 'down')).toBe('95000');
    expect(toSignificant({ num: 999_999_999_95n, den: 10n }, 10, 'half_up')).toBe('10000000000');
    expect(parseDecimal('3.6725')).toEqual({ num: 36725n, den: 10000n });
    expect(convertMinor(100n, '3.6725', 2, 2)).toBe(367n);
    expect(convertMinor(100n, '3.6725', 2, 2, 'up')).toBe(368n);
    expect(convertMinor(1n, '0.00001', 8, 2)).toBe(0n);
    const table = new Map(
      Object.entries(seedRates()).map(([c, perUsd]) => [
        c,
        { perUsd, updatedAt: new Date(0), source: 'seed' },
      ]),
    );
    expect(midRate(table, 'USD', 'AED')).toBe('3.6725');
    expect(midRate(table, 'BTC', 'USD')).toBe('95000');
    expect(customerRate(table, 'USD', 'AED', 50)).toBe('3.6541375');
    // Mid-rate conversions (fees, limits) round through the same function as the customer's rate.
    expect(atMid(table, 100n, 'USD', 'AED', 'down')).toBe(
      convertMinor(100n, '3.6725', 2, 2, 'down'),
    );
    expect(atMid(table, 100n, 'USD', 'AED', 'up')).toBe(368n);
    expect(atMid(table, 1n, 'BTC', 'AED', 'up')).toBe(
      scaleMinor(1n, { num: 95_000n * 36_725n, den: 10_000n }, 8, 2, 'up'),
    );
    // Every pair: the customer rate never exceeds the mid rate.
    for (const from of Object.keys(seedRates())) {
      for (const to of ['AED', 'USD', 'BTC']) {
        if (from === to) continue;
        const r = parseDecimal(customerRate(table, from, to, 50));
        const m = parseDecimal(midRate(table, from, to));
        expect(r.num * m.den <= m.num * r.den).toBe(true);
      }
    }
  });

  it('checks that lines balance in each currency before any journal is written', () => {
    expect(() =>
      assertBalanced(
        [
          { currency: 'AED', amount: 5n },
          { currency: 'AED', amount: -5n },
          { currency: 'USD', amount: 0n },
        ],
        'journal t',
      ),
    ).not.toThrow();
    expect(() =>
      assertBalanced(
        [
          { currency: 'AED', amount: 5n },
          { currency: 'USD', amount: -5n },
        ],
        'movement m',
      ),
    ).toThrow('unbalanced movement m: AED sums to 5');
  });

  it('computes fees from the schedule: percent, fixed and minimum in AED, rounded up in the currency', () => {
    const table = new Map(
      Object.entries(seedRates()).map(([c, perUsd]) => [
        c,
        { perUsd, updatedAt: new Date(0), source: 'seed' },
      ]),
    );
    expect(computeFee(feeRule('individual', 'topup_card'), 10_000n, 'AED', table)).toEqual({
      fee: 150n,
      correspondent: 0n,
    });
    expect(computeFee(feeRule('individual', 'topup_card'), 10n, 'AED', table)).toEqual({
      fee: 100n,
      correspondent: 0n,
    });
    expect(computeFee(feeRule('individual', 'external_transfer'), 1n, 'JPY', table).fee).toBe(
      1023n,
    );
    expect(
      computeFee(feeRule('individual', 'external_transfer'), 1n, 'KWD', table, { our: true }),
    ).toEqual({ fee: 5_028n, correspondent: 2_933n });
    expect(
      computeFee(feeRule('corporate', 'internal_transfer'), 10n ** 12n, 'USD', table).fee,
    ).toBe(0n);
    expect(findAsset('ETH')?.minorUnits).toBe(9);
  });
});
