// Password reset: the same answer whether or not the e-mail is registered; a signed, single-use
// link valid 30 minutes; a reset logs out every session.
import { changePassword, checkResetLink, forgotPassword, resetPassword } from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { change, checkReset, requestReset, reset } from './password';

export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, forgotPassword, (input) => requestReset(ctx, input));
  registerCall(app, ctx.sessions, checkResetLink, (input) => checkReset(ctx, input));
  registerCall(app, ctx.sessions, resetPassword, (input) => reset(ctx, input));
  registerCall(app, ctx.sessions, changePassword, (input) => change(ctx, input));
}
