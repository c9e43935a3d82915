// Conversion between the caller's wallets: a quote (rate = mid less the spread, fee, expiry), then
// execution at exactly that rate while the quote is valid. The same quotes serve FX transfers.
import { executeConversion, fxQuote, listFxRates } from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { convert, indicativeRates, quoteConversion } from './conversions';

export function fxRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, fxQuote, (input) => quoteConversion(ctx, input));
  registerCall(app, ctx.sessions, executeConversion, (input) => convert(ctx, input));
  registerCall(app, ctx.sessions, listFxRates, (input) => indicativeRates(ctx, input));
}
