// Instant payments by proxy (issue 27): the caller's proxies, the look-up and the payment.
import {
  confirmProxy,
  instantPayment,
  listProxies,
  lookupProxy,
  registerProxy,
  removeProxy,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { lookUpProxy, payByProxy } from './payments';
import { finishProxy, listOwnProxies, startProxy, unlinkProxy } from './proxies';

export function instantRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, listProxies, (input) => listOwnProxies(ctx, input));
  registerCall(app, ctx.sessions, registerProxy, (input) => startProxy(ctx, input));
  registerCall(app, ctx.sessions, confirmProxy, (input) => finishProxy(ctx, input));
  registerCall(app, ctx.sessions, removeProxy, (input) => unlinkProxy(ctx, input));
  registerCall(app, ctx.sessions, lookupProxy, (input) => lookUpProxy(ctx, input));
  registerCall(app, ctx.sessions, instantPayment, (input) => payByProxy(ctx, input));
}
