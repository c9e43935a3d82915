// Internal transfers (another customer of the bank, or between the caller's own wallets) and
// external transfers (review → create with a one-time code sent → confirm → the sandbox rail).
import {
  confirmExternalTransfer,
  createExternalTransfer,
  externalTransferQuote,
  internalTransfer,
  lookupInternalRecipient,
  resendTransferOtp,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { confirmExternal, createExternal, resendCode, reviewExternal } from './external';
import { internalTransferCall } from './internal';
import { lookUpRecipient } from './recipient';

export function transferRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions.cached, internalTransfer, ({ auth, body, request }) =>
    internalTransferCall(ctx, auth, body, request.headers.authorization),
  );
  registerCall(app, ctx.sessions, lookupInternalRecipient, (input) => lookUpRecipient(ctx, input));
  registerCall(app, ctx.sessions, externalTransferQuote, (input) => reviewExternal(ctx, input));
  registerCall(app, ctx.sessions, createExternalTransfer, (input) => createExternal(ctx, input));
  registerCall(app, ctx.sessions, resendTransferOtp, (input) => resendCode(ctx, input));
  registerCall(app, ctx.sessions, confirmExternalTransfer, (input) => confirmExternal(ctx, input));
}
