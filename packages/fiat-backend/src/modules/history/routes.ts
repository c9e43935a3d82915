// History: the holder's transactions (made, or received once completed) with filters and keyset
// pagination; one transaction; and a summary by period and currency from the ledger's postings.
import { getTransaction, listTransactions, transactionSummary } from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { summary, transactionOne, transactionPage } from './history';

export function historyRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, listTransactions, (input) => transactionPage(ctx, input));
  registerCall(app, ctx.sessions, getTransaction, (input) => transactionOne(ctx, input));
  registerCall(app, ctx.sessions, transactionSummary, (input) => summary(ctx, input));
}
