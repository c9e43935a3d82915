// Wallets: list, one, the currencies that may be opened (configuration), open one.
import { getWallet, listWalletCurrencies, listWallets, openWallet } from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { holderWallet, holderWallets, open, openableCurrencies } from './wallets';

export function walletRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, listWallets, (input) => holderWallets(ctx, input));
  registerCall(app, ctx.sessions, getWallet, (input) => holderWallet(ctx, input));
  registerCall(app, ctx.sessions, listWalletCurrencies, (input) => openableCurrencies(ctx, input));
  registerCall(app, ctx.sessions, openWallet, (input) => open(ctx, input));
}
