// The virtual-asset calls: eligibility, the assets with their networks and prices, and a wallet's
// deposit address from the custody provider.
import type { cryptoDepositDetails, listCryptoAssets } from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { actorOf, requireMover } from '../../money/actor';
import { CRYPTO_ASSETS, money, requireAsset } from '../../money/assets';
import { requireCrypto } from '../../money/crypto-access';
import { midRate } from '../../money/fx';
import { assertCurrencyAllowed, createWallet, walletByCurrency } from '../../money/wallets';

export async function assets(ctx: AppContext, { auth }: CallInput<typeof listCryptoAssets>) {
  await requireCrypto(ctx.db, actorOf(auth));
  const rates = await ctx.rates.table();
  return {
    data: CRYPTO_ASSETS.filter((a) => ctx.config.money.walletCurrencies.includes(a.code)).map(
      (a) => ({
        asset: a.code,
        name: a.name,
        minor_units: a.minorUnits,
        networks: a.networks.map((n) => ({
          network: n.network,
          name: n.name,
          memo_required: n.memoRequired,
          confirmations: n.confirmations,
          min_deposit: money(n.minDeposit, a.code),
        })),
        price_usd: midRate(rates, a.code, 'USD'),
        price_aed: midRate(rates, a.code, 'AED'),
      }),
    ),
  };
}

export async function depositDetails(
  ctx: AppContext,
  { auth, params, query }: CallInput<typeof cryptoDepositDetails>,
) {
  const actor = actorOf(auth);
  await requireCrypto(ctx.db, actor);
  const asset = requireAsset(params.asset, 'asset');
  if (asset.kind !== 'crypto')
    throw new ApiError(
      'currency_not_allowed',
      `${asset.code} is not a virtual asset: fund it by bank transfer or card.`,
    );
  assertCurrencyAllowed(ctx.config.money.walletCurrencies, asset.code);
  const network = asset.networks.find(
    (n) => n.network === (query.network ?? asset.networks[0]?.network),
  );
  if (!network) {
    throw new ApiError(
      'validation_error',
      `${asset.code} is deposited on ${asset.networks.map((n) => n.network).join(' or ')}, not on ${query.network}.`,
      {
        fields: { network: 'Unsupported network.' },
      },
    );
  }
  let wallet = await walletByCurrency(ctx.db, actor.ownerId, asset.code);
  if (!wallet) {
    requireMover(actor);
    wallet = await createWallet(
      ctx.db,
      { id: actor.ownerId, type: actor.ownerType },
      asset,
      ctx.clock.now(),
    ).catch(async (error: unknown) => {
      // Opened concurrently: use it.
      const again = await walletByCurrency(ctx.db, actor.ownerId, asset.code);
      if (again) return again;
      throw error;
    });
  }
  const address = await ctx.custody.depositAddress(ctx.db, wallet, network.network);
  return {
    data: {
      wallet_id: wallet.id,
      asset: asset.code,
      network: network.network,
      network_name: network.name,
      address: address.address,
      memo: address.memo,
      memo_required: network.memoRequired,
      confirmations: network.confirmations,
      min_deposit: money(network.minDeposit, asset.code),
      warning: `Send only ${asset.code} on ${network.name} to this address${network.memoRequired ? ', always with the memo' : ''}. Other assets or networks are lost.`,
      created_at: address.created_at.toISOString(),
    },
  };
}
