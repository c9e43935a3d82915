// Wallets: one per customer (or company) per currency; balances, account numbers and the
// IBAN-format virtual account of each wallet.
import { z } from 'zod';
import { defineCall, envelope, uuidSchema } from './common';
import { assetCodeSchema, walletKindSchema, walletSchema } from './money';
import { API_PATHS } from './paths';

export const listWallets = defineCall({
  id: 'listWallets',
  area: 'wallets',
  method: API_PATHS.listWallets.method,
  path: API_PATHS.listWallets.path,
  summary: "The caller's wallets (fiat and virtual assets) with balances",
  description: "For a corporate user, the company's wallets (every role may read them).",
  auth: 'bearer',
  query: z.object({ kind: walletKindSchema.optional() }),
  status: 200,
  response: envelope(z.array(walletSchema)),
  errors: [],
});

export const getWallet = defineCall({
  id: 'getWallet',
  area: 'wallets',
  method: API_PATHS.getWallet.method,
  path: API_PATHS.getWallet.path,
  summary: 'One wallet with its balances',
  auth: 'bearer',
  params: z.object({ wallet_id: uuidSchema }),
  status: 200,
  response: envelope(walletSchema),
  errors: ['not_found'],
});

export const walletCurrencySchema = z.object({
  currency: z.string(),
  kind: walletKindSchema,
  name: z.string(),
  minor_units: z.number().int().nonnegative(),
  /** True when the caller already has this wallet. */
  opened: z.boolean(),
});

export const listWalletCurrencies = defineCall({
  id: 'listWalletCurrencies',
  area: 'wallets',
  method: API_PATHS.listWalletCurrencies.method,
  path: API_PATHS.listWalletCurrencies.path,
  summary: 'The currencies the caller may open a wallet in (configuration), and which are open',
  description:
    'Virtual assets are listed only for customers allowed to use the crypto wallet (see /crypto/eligibility).',
  auth: 'bearer',
  status: 200,
  response: envelope(z.array(walletCurrencySchema)),
  errors: [],
});

export const openWallet = defineCall({
  id: 'openWallet',
  area: 'wallets',
  method: API_PATHS.openWallet.method,
  path: API_PATHS.openWallet.path,
  summary: 'Open a wallet in a currency',
  description:
    'One wallet per currency: a second answers 409 wallet_exists. Viewers may not open wallets.',
  auth: 'bearer',
  body: z.object({ currency: assetCodeSchema }),
  status: 201,
  response: envelope(walletSchema),
  errors: ['wallet_exists', 'currency_not_allowed', 'forbidden', 'kyc_required'],
});
