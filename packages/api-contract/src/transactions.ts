// History: filters, cursor pagination, details, a summary by period and currency, and the
// transaction and wire (external transfer) summaries as PDF or CSV, streamed.
import { z } from 'zod';
import { defineCall, envelope, rawText, text, uuidSchema } from './common';
import {
  assetCodeSchema,
  dateRangeQuery,
  moneySchema,
  transactionSchema,
  transactionStatusSchema,
  transactionTypeSchema,
} from './money';
import { API_PATHS } from './paths';

const csvOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(item).min(1).max(10),
  );

export const listTransactions = defineCall({
  id: 'listTransactions',
  area: 'transactions',
  method: API_PATHS.listTransactions.method,
  path: API_PATHS.listTransactions.path,
  summary: 'Transactions, newest first, with filters and cursor pagination',
  description:
    'Filters: from/to (ISO days, UAE time, both included), type and status (one or several, comma-separated), ' +
    'currency, wallet_id, and q: words found (case-insensitive) in the counterparty, the reference, the purpose ' +
    'code or the transaction id. Pass next_cursor back as cursor for the next page; it is null on the last page.',
  auth: 'bearer',
  query: z.object({
    ...dateRangeQuery,
    type: csvOf(transactionTypeSchema).optional(),
    status: csvOf(transactionStatusSchema).optional(),
    currency: assetCodeSchema.optional(),
    wallet_id: uuidSchema.optional(),
    /** Free text: matched in the counterparty's name and detail, the reference, the purpose code and the id. */
    q: text().max(100).optional(),
    cursor: rawText().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  }),
  status: 200,
  response: envelope(
    z.object({ items: z.array(transactionSchema), next_cursor: z.string().nullable() }),
  ),
  errors: ['not_found'],
});

export const getTransaction = defineCall({
  id: 'getTransaction',
  area: 'transactions',
  method: API_PATHS.getTransaction.method,
  path: API_PATHS.getTransaction.path,
  summary: 'One transaction with its status history',
  auth: 'bearer',
  params: z.object({ transaction_id: uuidSchema }),
  status: 200,
  response: envelope(transactionSchema),
  errors: ['not_found'],
});

export const transactionSummary = defineCall({
  id: 'transactionSummary',
  area: 'transactions',
  method: API_PATHS.transactionSummary.method,
  path: API_PATHS.transactionSummary.path,
  summary: 'Money in, money out, fees and counts by period (day, week, month) and currency',
  description:
    "Computed from the ledger postings on the caller's wallets; periods start in UAE time (UTC+4).",
  auth: 'bearer',
  query: z.object({
    ...dateRangeQuery,
    period: z.enum(['day', 'week', 'month']).optional(),
    currency: assetCodeSchema.optional(),
  }),
  status: 200,
  response: envelope(
    z.object({
      from: z.iso.date(),
      to: z.iso.date(),
      period: z.enum(['day', 'week', 'month']),
      rows: z.array(
        z.object({
          period_start: z.iso.date(),
          currency: z.string(),
          count: z.number().int(),
          money_in: moneySchema,
          money_out: moneySchema,
          fees: moneySchema,
          net: moneySchema,
        }),
      ),
    }),
  ),
  errors: [],
});

const statementQuery = z.object({
  ...dateRangeQuery,
  format: z.enum(['pdf', 'csv']).optional(),
  currency: assetCodeSchema.optional(),
});

/** Statements answer a file (application/pdf or text/csv), streamed; not JSON. */
export const downloadTransactionSummary = defineCall({
  id: 'downloadTransactionSummary',
  area: 'transactions',
  method: API_PATHS.downloadTransactionSummary.method,
  path: API_PATHS.downloadTransactionSummary.path,
  summary:
    "The transaction summary for a date range as PDF or CSV (the spec's /download_transaction_summary)",
  description:
    'Streamed file (Content-Disposition: attachment). Opening and closing balances per currency, every transaction, totals.',
  auth: 'bearer',
  query: statementQuery,
  status: 200,
  response: z.string(),
  errors: [],
});

export const downloadWireSummary = defineCall({
  id: 'downloadWireSummary',
  area: 'transactions',
  method: API_PATHS.downloadWireSummary.method,
  path: API_PATHS.downloadWireSummary.path,
  summary:
    "The wire (external transfer) summary for a date range as PDF or CSV (the spec's /download_wire_transaction_summary)",
  description:
    'Streamed file: beneficiary, IBAN/account, BIC, purpose code, charges, status and amounts of each external transfer.',
  auth: 'bearer',
  query: statementQuery,
  status: 200,
  response: z.string(),
  errors: [],
});
