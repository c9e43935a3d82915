// Development-only simulations of the outside world (never served in production): an incoming
// bank transfer, a virtual-asset deposit, a pass of the sandbox rail.
import { advanceRail, simulateCryptoDeposit, simulateIncomingTransfer } from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerCall } from '../http/route';
import { creditCryptoDeposit, creditIncomingTransfer } from '../money/incoming';
import type { SandboxRail } from '../money/rail';

export function simulationRoutes(app: FastifyInstance, ctx: AppContext, rail: SandboxRail): void {
  if (!ctx.config.devRoutes) return;
  registerCall(app, ctx.sessions, simulateIncomingTransfer, async ({ body }) => ({
    data: await creditIncomingTransfer(ctx, {
      iban: body.iban,
      amount: body.amount,
      currency: body.currency,
      senderName: body.sender_name,
      reference: body.reference,
      endToEndId: body.end_to_end_id,
    }),
  }));
  registerCall(app, ctx.sessions, simulateCryptoDeposit, async ({ body }) => ({
    data: await creditCryptoDeposit(ctx, { address: body.address, memo: body.memo, asset: body.asset, amount: body.amount, txHash: body.tx_hash }),
  }));
  registerCall(app, ctx.sessions, advanceRail, async () => ({ data: { advanced: await rail.tick() } }));
}
