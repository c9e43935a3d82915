// The public fee schedule (for the app's fee pages) and the caller's limits with their usage.
import { getLimits, publicFees } from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { limitsOf, schedule } from './fees';

export function feeRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, publicFees, async (input) => {
    // Public and the same for everyone: cacheable for five minutes.
    input.reply.header('cache-control', 'public, max-age=300');
    return schedule(ctx, input);
  });
  registerCall(app, ctx.sessions, getLimits, (input) => limitsOf(ctx, input));
}
