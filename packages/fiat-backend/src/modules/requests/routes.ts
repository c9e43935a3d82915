// Requests for money and pay links (issue 27).
import {
  cancelMoneyRequest,
  createMoneyRequest,
  declineMoneyRequest,
  getPayLink,
  listMoneyRequests,
  payMoneyRequest,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import {
  cancelRequest,
  createRequest,
  declineRequest,
  listRequests,
  payLinkPage,
  payRequest,
} from './requests';

export function requestRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, createMoneyRequest, (input) => createRequest(ctx, input));
  registerCall(app, ctx.sessions, listMoneyRequests, (input) => listRequests(ctx, input));
  registerCall(app, ctx.sessions, cancelMoneyRequest, (input) => cancelRequest(ctx, input));
  registerCall(app, ctx.sessions, declineMoneyRequest, (input) => declineRequest(ctx, input));
  registerCall(app, ctx.sessions, payMoneyRequest, (input) => payRequest(ctx, input));
  registerCall(app, ctx.sessions, getPayLink, (input) => payLinkPage(ctx, input));
}
