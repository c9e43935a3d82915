// Statements: the transaction summary and the wire (external transfer) summary for a date range,
// as PDF (pdfkit) or CSV, streamed: rows are read from the database in pages of 500 while the
// file is being sent, so a long period never sits in memory.
import { downloadTransactionSummary, downloadWireSummary } from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerFileCall } from '../../http/route';
import { sendTransactionSummary, sendWireSummary } from './statements';

export function statementRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerFileCall(app, ctx.sessions, downloadTransactionSummary, (input) =>
    sendTransactionSummary(ctx, input, input.reply),
  );
  registerFileCall(app, ctx.sessions, downloadWireSummary, (input) =>
    sendWireSummary(ctx, input, input.reply),
  );
}
