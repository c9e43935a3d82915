// The customer's wallets, read in one place for money, transfers, transactions and crypto: the
// list as each screen asks for it (one function per kind, so a page's prefetch and its query are
// the same request) and the readings of that list the screens share.
import type { Wallet } from '@bank/api-contract';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { listWallets } from '@/api/calls/listWallets';

export type { Wallet };

/** The currency wallets (a company's for its users): what money is kept, topped up and sent from. */
export const fetchFiatWallets = () => listWallets({ kind: 'fiat' });

/** The virtual-asset wallets and their balances. */
export const fetchCryptoWallets = () => listWallets({ kind: 'crypto' });

/** Every wallet, virtual assets too (the history's wallet choice; a conversion may buy an asset). */
export const fetchAllWallets = () => listWallets();

/** The wallets held in a currency the app knows (its name and flag), in the bank's order. */
export const currencyWallets = (list: readonly Wallet[]): Wallet[] =>
  list.filter((w) => isCurrencyCode(w.currency));

/** The currency wallets of a list that holds virtual assets too (by the bank's own `kind`). */
export const fiatWallets = (list: readonly Wallet[]): Wallet[] =>
  list.filter((w) => w.kind === 'fiat');

/** A wallet's decimals, from its balance ("Major units with exactly the currency's decimals"). */
export const walletMinorUnits = (wallet: { available: { amount: string } }): number =>
  wallet.available.amount.split('.')[1]?.length ?? 0;
