// Assets the ledger knows: the spec's 29 ISO 4217 currencies (from @bank/lookups, ISO minor units)
// and four virtual assets with the precision we keep. Requests carry amounts in minor units; their
// reading and the formatting of answers and messages are @bank/lookups' (string and bigint
// arithmetic only, never floating point).
import { type Money } from '@bank/api-contract';
import {
  CURRENCY_CODES,
  formatAmountExact,
  getCurrency,
  minorToMajor,
  readRequestMinor,
  requestMinorMessage,
  type AmountUnit,
} from '@bank/lookups';
import { ApiError } from '../http/errors';

export interface CryptoNetwork {
  network: string;
  name: string;
  memoRequired: boolean;
  confirmations: number;
  /** Minimum deposit in the asset's minor units. */
  minDeposit: bigint;
}

export interface Asset {
  code: string;
  kind: 'fiat' | 'crypto';
  name: string;
  minorUnits: number;
  networks: CryptoNetwork[];
}

/**
 * Virtual assets. Precision: BTC 8 (the satoshi), ETH 9 (the gwei: 18 decimals would cap a bigint
 * balance at 9.2 ETH), USDT and USDC 6 (their token decimals on Ethereum).
 */
export const CRYPTO_ASSETS: readonly Asset[] = [
  {
    code: 'BTC',
    kind: 'crypto',
    name: 'Bitcoin',
    minorUnits: 8,
    networks: [
      {
        network: 'bitcoin',
        name: 'Bitcoin',
        memoRequired: false,
        confirmations: 2,
        minDeposit: 10_000n,
      },
    ],
  },
  {
    code: 'ETH',
    kind: 'crypto',
    name: 'Ether',
    minorUnits: 9,
    networks: [
      {
        network: 'ethereum',
        name: 'Ethereum (ERC-20)',
        memoRequired: false,
        confirmations: 12,
        minDeposit: 5_000_000n,
      },
    ],
  },
  {
    code: 'USDT',
    kind: 'crypto',
    name: 'Tether USD',
    minorUnits: 6,
    networks: [
      {
        network: 'ethereum',
        name: 'Ethereum (ERC-20)',
        memoRequired: false,
        confirmations: 12,
        minDeposit: 10_000_000n,
      },
      {
        network: 'tron',
        name: 'Tron (TRC-20)',
        memoRequired: false,
        confirmations: 20,
        minDeposit: 1_000_000n,
      },
    ],
  },
  {
    code: 'USDC',
    kind: 'crypto',
    name: 'USD Coin',
    minorUnits: 6,
    networks: [
      {
        network: 'ethereum',
        name: 'Ethereum (ERC-20)',
        memoRequired: false,
        confirmations: 12,
        minDeposit: 10_000_000n,
      },
      {
        network: 'stellar',
        name: 'Stellar',
        memoRequired: true,
        confirmations: 1,
        minDeposit: 1_000_000n,
      },
    ],
  },
];

export const CRYPTO_CODES = CRYPTO_ASSETS.map((a) => a.code);
export const ALL_ASSET_CODES: readonly string[] = [...CURRENCY_CODES, ...CRYPTO_CODES];

const byCode = new Map<string, Asset>();
for (const code of CURRENCY_CODES) {
  const c = getCurrency(code);
  if (c)
    byCode.set(code, { code, kind: 'fiat', name: c.name, minorUnits: c.minorUnits, networks: [] });
}
for (const a of CRYPTO_ASSETS) byCode.set(a.code, a);

export function findAsset(code: string): Asset | undefined {
  return byCode.get(code);
}

/** The asset, or a 400 naming the unknown code and what is accepted. */
export function requireAsset(code: string, field = 'currency'): Asset {
  const asset = byCode.get(code);
  if (!asset) {
    const message = `Unknown currency ${JSON.stringify(code)}: use one of the ${CURRENCY_CODES.length} supported currencies (AED, USD, EUR, …) or BTC, ETH, USDT, USDC.`;
    throw new ApiError('validation_error', message, { fields: { [field]: message } });
  }
  return asset;
}

/**
 * An amount of a request (integer minor units as a string of digits, "123450") as minor units;
 * a 400 naming the field with a specific message otherwise. The reading and the words are
 * @bank/lookups' (`readRequestMinor`), which the contract applies too: the amount is stored as
 * sent, never converted.
 */
export function parseMinor(text: string, asset: Asset, field = 'amount_minor'): bigint {
  const read = readRequestMinor(text);
  if (read.ok) return read.minor;
  const message = requestMinorMessage(read.reason, unitOf(asset.code));
  throw new ApiError('validation_error', message, { fields: { [field]: message } });
}

/** The asset as @bank/lookups counts it (an unknown code: 2 decimals). */
function unitOf(code: string): AmountUnit {
  return { code, minorUnits: findAsset(code)?.minorUnits ?? 2 };
}

export function money(minor: bigint, code: string): Money {
  return { currency: code, amount: minorToMajor(minor, unitOf(code)), minor: minor.toString() };
}

/** "AED 1,234.50" for messages (en-US grouping, exactly the asset's decimals). */
export function display(minor: bigint, code: string): string {
  return `${code} ${formatAmountExact(minor, unitOf(code))}`;
}
