// A holder's wallets, and the currencies it has opened.
import type { Db } from '../../money/ledger';
import type { AccountRow } from '../../money/wallets';

export function walletsOf(
  db: Db,
  ownerId: string,
  kind: 'fiat' | 'crypto' | undefined,
): Promise<AccountRow[]> {
  let q = db
    .selectFrom('accounts')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'wallet');
  if (kind) q = q.where('asset_kind', '=', kind);
  return q.orderBy('created_at').orderBy('currency').execute();
}

export async function openedCurrencies(db: Db, ownerId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('accounts')
    .select('currency')
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'wallet')
    .execute();
  return new Set(rows.map((r) => r.currency));
}
