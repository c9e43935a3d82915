// The FX-rates adapter: mid rates against the US dollar in a table, seeded with realistic values
// and updated by `pnpm run fx:update` (or by a market-data feed implementing the same interface).
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { CRYPTO_CODES } from '../money/assets';
import { parseDecimal, toSignificant } from '../money/decimal';
import type { RateTable } from '../money/fx';

/** Units of each currency per 1 USD (the market's convention for fiat), mid-market, late 2025 levels. */
export const SEED_FIAT_PER_USD: Record<string, string> = {
  USD: '1',
  AED: '3.6725',
  EUR: '0.9259',
  GBP: '0.7874',
  CHF: '0.885',
  AUD: '1.5152',
  TRY: '34.5',
  SGD: '1.342',
  HKD: '7.79',
  JPY: '150.25',
  BGN: '1.8109',
  CZK: '23.15',
  DKK: '6.908',
  HUF: '365.4',
  PLN: '3.985',
  RON: '4.608',
  SEK: '10.52',
  BHD: '0.376',
  KWD: '0.3077',
  ZAR: '18.35',
  UGX: '3700',
  BRL: '5.55',
  MXN: '19.2',
  SAR: '3.75',
  CNY: '7.22',
  QAR: '3.64',
  INR: '85.4',
  PKR: '280.5',
  UAH: '41.5',
};

/** Virtual assets are quoted the other way: USD per 1 unit. */
export const SEED_CRYPTO_USD: Record<string, string> = {
  BTC: '95000',
  ETH: '3400',
  USDT: '1',
  USDC: '1',
};

export type { RateTable } from '../money/fx';

/** What the quote engine needs from a rates provider. */
export interface FxRatesAdapter {
  table(): Promise<RateTable>;
  /** Sets rates (units per USD); answers how many changed. */
  update(rates: Record<string, string>, source: string): Promise<number>;
}

/** USD per unit ("95000") → units per USD with 24 significant digits. */
function perUsdFromUsdPrice(usdPrice: string): string {
  const r = parseDecimal(usdPrice);
  return toSignificant({ num: r.den, den: r.num }, 24, 'half_up');
}

/** The whole seed in the table's convention (units per USD). */
export function seedRates(): Record<string, string> {
  const out: Record<string, string> = { ...SEED_FIAT_PER_USD };
  for (const code of CRYPTO_CODES) out[code] = perUsdFromUsdPrice(SEED_CRYPTO_USD[code] ?? '1');
  return out;
}

const CACHE_MS = 5_000;

/** The table-backed adapter, with a short cache (quotes always read fresh rates). */
export class TableFxRates implements FxRatesAdapter {
  private cache: { at: number; table: RateTable } | undefined;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async seedIfEmpty(): Promise<void> {
    const now = this.clock.now();
    const rows = Object.entries(seedRates()).map(([currency, per_usd]) => ({
      currency,
      per_usd,
      source: 'seed',
      updated_at: now,
    }));
    await this.db
      .insertInto('fx_rates')
      .values(rows)
      .onConflict((oc) => oc.column('currency').doNothing())
      .execute();
    this.cache = undefined;
  }

  async table(fresh = false): Promise<RateTable> {
    const nowMs = Date.now();
    if (!fresh && this.cache && nowMs - this.cache.at < CACHE_MS) return this.cache.table;
    const rows = await this.db.selectFrom('fx_rates').selectAll().execute();
    const table = new Map(
      rows.map((r) => [
        r.currency,
        { perUsd: r.per_usd, updatedAt: r.updated_at, source: r.source },
      ]),
    );
    this.cache = { at: nowMs, table };
    return table;
  }

  async update(rates: Record<string, string>, source: string): Promise<number> {
    const now = this.clock.now();
    const rows = Object.entries(rates).map(([currency, per_usd]) => ({
      currency,
      per_usd,
      source,
      updated_at: now,
    }));
    if (!rows.length) return 0;
    await this.db
      .insertInto('fx_rates')
      .values(rows)
      .onConflict((oc) =>
        oc.column('currency').doUpdateSet((eb) => ({
          per_usd: eb.ref('excluded.per_usd'),
          source: eb.ref('excluded.source'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    this.cache = undefined;
    return rows.length;
  }
}

/**
 * What a rate may be where it enters (units per USD for fiat, the USD price of a virtual asset):
 * every real currency and asset fits with room to spare, and the quote engine's products of two
 * rates and an amount stay inside bigint. A rate of 1e-18 made a quote overflow (a 500).
 */
const RATE_BOUNDS = { min: '0.00000001', max: 1_000_000_000, digits: 12 } as const;

/** A rate outside RATE_BOUNDS (the dev route answers it with 422 value_out_of_range). */
export class RateOutOfRange extends RangeError {}

function rateInBounds(value: string): boolean {
  const r = parseDecimal(value);
  const min = parseDecimal(RATE_BOUNDS.min);
  const significant = value.replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return (
    r.num * min.den >= min.num * r.den &&
    r.num < BigInt(RATE_BOUNDS.max) * r.den &&
    significant.length <= RATE_BOUNDS.digits
  );
}

/**
 * Rates as people quote them → the table's convention: fiat in units per USD (AED=3.6725) is
 * kept; a virtual asset's USD price (BTC=95000) is inverted. Unknown codes and zeros are refused.
 */
export function toTable(
  quotes: Record<string, string>,
  isCrypto: (code: string) => boolean | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [raw, value] of Object.entries(quotes)) {
    const code = raw.toUpperCase();
    const kind = isCrypto(code);
    if (kind === undefined) throw new RangeError(`unknown currency ${code}`);
    if (!/^\d+(\.\d+)?$/.test(value) || /^[0.]+$/.test(value))
      throw new RangeError(`${code}: ${value} is not a positive decimal`);
    if (!rateInBounds(value))
      throw new RateOutOfRange(
        `${code}: ${value} is outside the range a rate may have (${RATE_BOUNDS.min} to ${RATE_BOUNDS.max.toLocaleString('en-US')}, at most ${RATE_BOUNDS.digits} significant digits)`,
      );
    out[code] = kind ? perUsdFromUsdPrice(value) : value;
  }
  return out;
}

/** Every rate moved at random by up to ± pct % (8 significant digits): a demo market. */
export function drift(
  table: RateTable,
  pct: number,
  random: () => number = Math.random,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [code, entry] of table) {
    if (code === 'USD') continue;
    const factor = 1 + ((random() * 2 - 1) * pct) / 100;
    const scaled = BigInt(Math.round(factor * 1e9));
    const r = parseDecimal(entry.perUsd);
    out[code] = toSignificant({ num: r.num * scaled, den: r.den * 1_000_000_000n }, 8, 'half_up');
  }
  return out;
}
