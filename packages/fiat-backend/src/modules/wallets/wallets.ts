// The wallet calls: the holder's wallets, one, the currencies that may be opened, open one.
import type { getWallet, listWalletCurrencies, listWallets, openWallet } from '@bank/api-contract';
import type { AppContext } from '../../context';
import type { CallInput } from '../../http/route';
import { actorOf, requireMover } from '../../money/actor';
import { findAsset, requireAsset } from '../../money/assets';
import { cryptoAccess, requireCrypto } from '../../money/crypto-access';
import { assertCurrencyAllowed, createWallet, ownWallet, walletView } from '../../money/wallets';
import { openedCurrencies, walletsOf } from './queries';

export async function holderWallets(
  ctx: AppContext,
  { auth, query }: CallInput<typeof listWallets>,
) {
  const actor = actorOf(auth);
  return { data: (await walletsOf(ctx.db, actor.ownerId, query.kind)).map(walletView) };
}

export async function holderWallet(ctx: AppContext, { auth, params }: CallInput<typeof getWallet>) {
  return { data: walletView(await ownWallet(ctx.db, actorOf(auth), params.wallet_id)) };
}

export async function openableCurrencies(
  ctx: AppContext,
  { auth }: CallInput<typeof listWalletCurrencies>,
) {
  const actor = actorOf(auth);
  const [opened, access] = await Promise.all([
    openedCurrencies(ctx.db, actor.ownerId),
    cryptoAccess(ctx.db, actor),
  ]);
  const data = ctx.config.money.walletCurrencies
    .map((code) => findAsset(code))
    .filter((a) => a !== undefined && (a.kind === 'fiat' || access.allowed))
    .map((a) => ({
      currency: a!.code,
      kind: a!.kind,
      name: a!.name,
      minor_units: a!.minorUnits,
      opened: opened.has(a!.code),
    }));
  return { data };
}

export async function open(ctx: AppContext, { auth, body }: CallInput<typeof openWallet>) {
  const actor = actorOf(auth);
  requireMover(actor);
  const asset = requireAsset(body.currency);
  assertCurrencyAllowed(ctx.config.money.walletCurrencies, asset.code);
  if (asset.kind === 'crypto') await requireCrypto(ctx.db, actor);
  const row = await createWallet(
    ctx.db,
    { id: actor.ownerId, type: actor.ownerType },
    asset,
    ctx.clock.now(),
  );
  return { data: walletView(row) };
}
