// Virtual assets: who may use the crypto wallet, the assets and networks, deposit details from
// the custody provider. Conversions to and from fiat use /fx/quote and /fx/conversion.
import { z } from 'zod';
import { defineCall, envelope, isoDateTime, text, uuidSchema } from './common';
import { assetCodeSchema, moneySchema } from './money';
import { API_PATHS } from './paths';

export const cryptoEligibility = defineCall({
  id: 'cryptoEligibility',
  area: 'crypto',
  method: API_PATHS.cryptoEligibility.method,
  path: API_PATHS.cryptoEligibility.path,
  summary:
    "Whether the caller may use the crypto wallet (the spec's extra restriction on crypto_wallet)",
  description:
    'Allowed for individual customers whose identity check (KYC) is approved; never for corporate users.',
  auth: 'bearer',
  status: 200,
  response: envelope(
    z.object({
      allowed: z.boolean(),
      reason: z.enum(['allowed', 'kyc_not_approved', 'corporate_not_supported']),
      message: z.string(),
      kyc_status: z.enum(['not_started', 'pending', 'approved', 'rejected']),
    }),
  ),
  errors: [],
});

export const cryptoNetworkSchema = z.object({
  network: z.string(),
  name: z.string(),
  /** True where deposits must carry a memo (destination tag) to be credited. */
  memo_required: z.boolean(),
  confirmations: z.number().int().positive(),
  min_deposit: moneySchema,
});

export const listCryptoAssets = defineCall({
  id: 'listCryptoAssets',
  area: 'crypto',
  method: API_PATHS.listCryptoAssets.method,
  path: API_PATHS.listCryptoAssets.path,
  summary: 'Virtual assets with their precision, networks and indicative prices',
  auth: 'bearer',
  status: 200,
  response: envelope(
    z.array(
      z.object({
        asset: z.string(),
        name: z.string(),
        /** Decimals kept by the ledger: BTC 8, ETH 9 (gwei), USDT 6, USDC 6. */
        minor_units: z.number().int(),
        networks: z.array(cryptoNetworkSchema),
        price_usd: z.string(),
        price_aed: z.string(),
      }),
    ),
  ),
  errors: ['kyc_required', 'forbidden'],
});

export const cryptoDepositDetails = defineCall({
  id: 'cryptoDepositDetails',
  area: 'crypto',
  method: API_PATHS.cryptoDepositDetails.method,
  path: API_PATHS.cryptoDepositDetails.path,
  summary: 'Deposit details for an asset on a network: address and memo (crypto_deposit_detail)',
  description:
    "Opens the asset's wallet if there is none yet. The address is the custody provider's, one per wallet and network.",
  auth: 'bearer',
  params: z.object({ asset: assetCodeSchema }),
  query: z.object({ network: text().toLowerCase().max(30).optional() }),
  status: 200,
  response: envelope(
    z.object({
      wallet_id: uuidSchema,
      asset: z.string(),
      network: z.string(),
      network_name: z.string(),
      address: z.string(),
      memo: z.string().nullable(),
      memo_required: z.boolean(),
      confirmations: z.number().int(),
      min_deposit: moneySchema,
      warning: z.string(),
      created_at: isoDateTime,
    }),
  ),
  errors: ['kyc_required', 'forbidden', 'currency_not_allowed', 'not_found'],
});
