// The virtual-asset custody provider, as a sandbox: one deposit address per wallet and network,
// derived from a key (stable, unique, in each network's format, never spendable), with a memo
// where the network needs one (Stellar). Deposits are simulated (POST /dev/crypto/deposit or
// `pnpm run sim crypto-deposit`) and credited once per transaction hash.
import { createHmac } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Clock } from '../clock';
import type { CryptoAddressesTable } from '../db/schema';
import type { Db } from '../money/ledger';

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function encode(bytes: Buffer, alphabet: string, length: number): string {
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  const base = BigInt(alphabet.length);
  while (out.length < length) {
    out += alphabet[Number(n % base)];
    n /= base;
  }
  return out;
}

export interface DepositAddress {
  address: string;
  memo: string | null;
}

export interface CustodyProvider {
  depositAddress(
    db: Db,
    wallet: { id: string; currency: string },
    network: string,
  ): Promise<Selectable<CryptoAddressesTable>>;
  /** The wallet an address (and memo) belongs to. */
  resolve(
    db: Db,
    address: string,
    memo: string | null,
  ): Promise<Selectable<CryptoAddressesTable> | undefined>;
}

export class SandboxCustody implements CustodyProvider {
  constructor(
    private readonly key: Uint8Array,
    private readonly clock: Clock,
  ) {}

  derive(walletId: string, network: string): DepositAddress {
    const h = createHmac('sha256', this.key).update(`${walletId}:${network}`).digest();
    switch (network) {
      case 'bitcoin':
        return { address: `bc1q${encode(h, BECH32, 38)}`, memo: null };
      case 'ethereum':
        return { address: `0x${h.subarray(0, 20).toString('hex')}`, memo: null };
      case 'tron':
        return { address: `T${encode(h, BASE58, 33)}`, memo: null };
      case 'stellar':
        // One omnibus account per asset; the memo routes the deposit to the wallet.
        return {
          address: `G${encode(createHmac('sha256', this.key).update(`omnibus:${network}`).digest(), BASE32, 55)}`,
          memo: String((h.readUInt32BE(0) % 900_000_000) + 100_000_000),
        };
      default:
        throw new Error(`unknown network ${network}`);
    }
  }

  async depositAddress(db: Db, wallet: { id: string; currency: string }, network: string) {
    const existing = await db
      .selectFrom('crypto_addresses')
      .selectAll()
      .where('wallet_id', '=', wallet.id)
      .where('network', '=', network)
      .executeTakeFirst();
    if (existing) return existing;
    const { address, memo } = this.derive(wallet.id, network);
    await db
      .insertInto('crypto_addresses')
      .values({
        id: crypto.randomUUID(),
        wallet_id: wallet.id,
        asset: wallet.currency,
        network,
        address,
        memo,
        created_at: this.clock.now(),
      })
      .onConflict((oc) => oc.columns(['wallet_id', 'network']).doNothing())
      .execute();
    return db
      .selectFrom('crypto_addresses')
      .selectAll()
      .where('wallet_id', '=', wallet.id)
      .where('network', '=', network)
      .executeTakeFirstOrThrow();
  }

  async resolve(db: Db, address: string, memo: string | null) {
    const rows = await db
      .selectFrom('crypto_addresses')
      .selectAll()
      .where('address', '=', address)
      .execute();
    return rows.find((r) => (r.memo ?? null) === (memo || null));
  }
}
