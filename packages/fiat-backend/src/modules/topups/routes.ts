// Top-ups. By bank transfer: the wallet's virtual IBAN (incoming transfers are credited by the
// bank's side, simulated in development). By card: quote (amount + fee, 30 s) → confirm (the card
// provider authorises and captures; the wallet is credited from card clearing) → status.
import {
  bankTransferInstructions,
  cardTopupQuote,
  confirmCardTopup,
  getTopup,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { cardQuote, confirmCard, instructions, topupOne } from './topups';

export function topupRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, bankTransferInstructions, (input) => instructions(ctx, input));
  registerCall(app, ctx.sessions, cardTopupQuote, (input) => cardQuote(ctx, input));
  registerCall(app, ctx.sessions, confirmCardTopup, (input) =>
    confirmCard(ctx, input, (status) => input.reply.status(status)),
  );
  registerCall(app, ctx.sessions, getTopup, (input) => topupOne(ctx, input));
}
