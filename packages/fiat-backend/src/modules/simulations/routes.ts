// Development-only simulations of the outside world (never served in production): an incoming
// bank transfer, a virtual-asset deposit, a pass of the sandbox rail, a quote expiring now.
import {
  advanceRail,
  expireQuote,
  setFxRates,
  simulateCryptoDeposit,
  simulateIncomingTransfer,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import { drift, RateOutOfRange, toTable } from '../../adapters/fx-rates';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { findAsset, requireAsset } from '../../money/assets';
import { creditCryptoDeposit, creditIncomingTransfer } from '../../money/incoming';
import type { SandboxRail } from '../../money/rail';
import { walletByCurrency } from '../../money/wallets';
import { normaliseEmail } from '../customers/customers';

export function simulationRoutes(app: FastifyInstance, ctx: AppContext, rail: SandboxRail): void {
  if (!ctx.config.devRoutes) return;
  registerCall(app, ctx.sessions, simulateIncomingTransfer, async ({ body }) => ({
    data: await creditIncomingTransfer(ctx, {
      iban: body.iban,
      amountMinor: body.amount_minor,
      currency: body.currency,
      senderName: body.sender_name,
      reference: body.reference,
      endToEndId: body.end_to_end_id,
    }),
  }));
  registerCall(app, ctx.sessions, simulateCryptoDeposit, async ({ body }) => {
    let address = body.address ?? '';
    let memo = body.memo;
    if (body.email) {
      const found = await depositAddressOf(ctx, body.email, body.asset, body.network);
      address = found.address;
      memo = found.memo ?? undefined;
    }
    return {
      data: await creditCryptoDeposit(ctx, {
        address,
        memo,
        asset: body.asset,
        amountMinor: body.amount_minor,
        txHash: body.tx_hash,
      }),
    };
  });
  registerCall(app, ctx.sessions, setFxRates, async ({ body }) => {
    let table: Record<string, string>;
    try {
      table = toTable(body.rates, (code) => findAsset(code) && findAsset(code)?.kind === 'crypto');
    } catch (error) {
      const code = error instanceof RateOutOfRange ? 'value_out_of_range' : 'currency_not_allowed';
      throw new ApiError(code, (error as Error).message);
    }
    if (body.drift_pct) table = { ...drift(await ctx.rates.table(true), body.drift_pct), ...table };
    const updated = await ctx.rates.update(table, body.source);
    return { data: { updated, rates: table } };
  });
  registerCall(app, ctx.sessions, advanceRail, async () => ({
    data: { advanced: await rail.tick() },
  }));
  // One quote, not the clock: the journeys share one server, and moving its clock would expire
  // every other journey's quotes and codes too.
  registerCall(app, ctx.sessions, expireQuote, async ({ params }) => {
    const now = ctx.clock.now();
    const row = await ctx.db
      .updateTable('quotes')
      .set({ expires_at: now })
      .where('id', '=', params.quote_id)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new ApiError('not_found', 'No such quote.');
    return { data: { quote_id: row.id, expires_at: now.toISOString() } };
  });
}

/** A customer's deposit address for an asset (the wallet must exist: see /crypto/deposit). */
async function depositAddressOf(
  ctx: AppContext,
  email: string,
  assetCode: string,
  network: string | undefined,
) {
  const asset = requireAsset(assetCode, 'asset');
  const c = await ctx.db
    .selectFrom('customers')
    .select(['id', 'company_id', 'user_type'])
    .where('email_normalized', '=', normaliseEmail(email))
    .executeTakeFirst();
  const wallet = c
    ? await walletByCurrency(
        ctx.db,
        c.user_type === 'corporate' ? (c.company_id ?? '') : c.id,
        asset.code,
      )
    : undefined;
  if (!wallet)
    throw new ApiError(
      'not_found',
      `${email} has no ${asset.code} wallet: open the deposit details in the app (or GET /crypto/deposit/${asset.code}) first.`,
    );
  const net = network ?? asset.networks[0]?.network ?? '';
  if (!asset.networks.some((n) => n.network === net))
    throw new ApiError('not_found', `${asset.code} is not deposited on ${net}.`);
  return ctx.custody.depositAddress(ctx.db, wallet, net);
}
