// Virtual assets: eligibility (individuals with approved KYC), assets with networks and prices,
// deposit details from the custody provider (opening the wallet on first use).
import { cryptoDepositDetails, cryptoEligibility, listCryptoAssets } from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { actorOf } from '../../money/actor';
import { cryptoAccess } from '../../money/crypto-access';
import { assets, depositDetails } from './crypto';

export function cryptoRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, cryptoEligibility, async ({ auth }) => ({
    data: await cryptoAccess(ctx.db, actorOf(auth)),
  }));
  registerCall(app, ctx.sessions, listCryptoAssets, (input) => assets(ctx, input));
  registerCall(app, ctx.sessions, cryptoDepositDetails, (input) => depositDetails(ctx, input));
}
