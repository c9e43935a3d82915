// The two statements (spec: /download_transaction_summary, /download_wire_transaction_summary) for
// a date range, as PDF or CSV, streamed: rows are read from the database in pages of 500 while the
// file is being sent, so a long period never sits in memory.
import type { downloadTransactionSummary, downloadWireSummary } from '@bank/api-contract';
import { formatDate } from '@bank/lookups';
import type { AppContext } from '../../context';
import type { CallInput } from '../../http/route';
import { actorOf } from '../../money/actor';
import { display, requireAsset } from '../../money/assets';
import { holderName } from '../../money/common';
import { details, type TxRow } from '../../money/records';
import { dayRange } from '../history/periods';
import { columns, heading, pdfText, sendCsv, sendPdf } from './documents';
import { balances, pages } from './queries';
import {
  debit,
  localDate,
  statementLegs,
  TX_HEADER,
  txCsvRow,
  WIRE_HEADER,
  wireCsvRow,
} from './rows';

type Reply = Parameters<typeof sendCsv>[0];
const failed = (ctx: AppContext) => (error: unknown) =>
  ctx.log.error({ err: error }, 'statement failed while streaming');

/** The transaction summary: every transaction of the period, with the opening and closing balances. */
export async function sendTransactionSummary(
  ctx: AppContext,
  { auth, query }: CallInput<typeof downloadTransactionSummary>,
  reply: Reply,
) {
  const actor = actorOf(auth);
  const range = dayRange(query.from, query.to, ctx.clock.now(), 30);
  const currency = query.currency ? requireAsset(query.currency).code : undefined;
  const name = `transaction-summary-${range.from}-to-${range.to}`;
  if ((query.format ?? 'pdf') === 'csv') {
    return sendCsv(
      reply,
      `${name}.csv`,
      TX_HEADER,
      (async function* () {
        for await (const p of pages(ctx, actor, range, undefined, currency))
          yield p.views.map(txCsvRow);
      })(),
    );
  }
  const [holder, totals] = await Promise.all([
    holderName(ctx.db, actor.ownerId, actor.ownerType),
    balances(ctx, actor, range, currency),
  ]);
  const period = `${formatDate(range.from)} to ${formatDate(range.to)}`;
  return sendPdf(
    reply,
    ctx.config,
    `${name}.pdf`,
    `Transaction summary ${period}`,
    (doc) => {
      heading(
        doc,
        ctx.config,
        `Transaction summary, ${period}`,
        `Account holder: ${holder}. Times in UAE time (UTC+4). Generated ${localDate(ctx.clock.now().toISOString())}.`,
      );
      doc.moveDown(0.5);
      for (const t of totals) {
        doc.text(
          pdfText(
            `${t.currency}: opening ${display(t.opening, t.currency)}, money in ${display(t.moneyIn, t.currency)}, money out ${display(t.moneyOut, t.currency)}, closing ${display(t.closing, t.currency)}`,
          ),
        );
      }
      doc.moveDown();
    },
    columns(
      ['Date', 70],
      ['Type', 80],
      ['Status', 60],
      ['Counterparty', 150],
      ['Reference', 110],
      ['Amount', 80, 'right'],
      ['Fee', 55, 'right'],
      ['Converted', 90, 'right'],
      ['Bank reference', 75],
    ),
    (async function* () {
      for await (const p of pages(ctx, actor, range, undefined, currency)) {
        yield p.views.map((t) => {
          const legs = statementLegs(t);
          return [
            localDate(t.created_at),
            t.transaction_type.replace(/_/g, ' '),
            t.status.replace(/_/g, ' '),
            `${t.counterparty?.name ?? ''}${t.counterparty?.detail ? ` (${t.counterparty.detail})` : ''}`,
            t.reference ?? '',
            `${legs.amount} ${t.amount.currency}`,
            legs.fee,
            legs.credit ? `${legs.credit.amount} ${legs.credit.currency}` : '',
            t.bank_reference,
          ];
        });
      }
    })(),
    (doc) => {
      doc.moveDown();
      doc
        .font('Helvetica')
        .fontSize(8)
        .text(
          "Amounts are in each transaction's currency; money in is positive, money out (fees included) is negative; a conversion shows the amount that left one wallet and, under Converted, what arrived in the other. This statement is generated from the bank's ledger.",
        );
    },
    failed(ctx),
  );
}

/** The wire summary: the external transfers of the period, with the beneficiary as it was when sent. */
export async function sendWireSummary(
  ctx: AppContext,
  { auth, query }: CallInput<typeof downloadWireSummary>,
  reply: Reply,
) {
  const actor = actorOf(auth);
  const range = dayRange(query.from, query.to, ctx.clock.now(), 30);
  const currency = query.currency ? requireAsset(query.currency).code : undefined;
  const name = `wire-summary-${range.from}-to-${range.to}`;
  const wires = () => pages(ctx, actor, range, ['external_transfer'], currency);
  if ((query.format ?? 'pdf') === 'csv') {
    return sendCsv(
      reply,
      `${name}.csv`,
      WIRE_HEADER,
      (async function* () {
        for await (const p of wires())
          yield p.views.map((t, i) => wireCsvRow(t, p.rows[i] as TxRow));
      })(),
    );
  }
  const holder = await holderName(ctx.db, actor.ownerId, actor.ownerType);
  const period = `${formatDate(range.from)} to ${formatDate(range.to)}`;
  const totals = new Map<string, bigint>();
  let count = 0;
  return sendPdf(
    reply,
    ctx.config,
    `${name}.pdf`,
    `Wire transfer summary ${period}`,
    (doc) => {
      heading(
        doc,
        ctx.config,
        `Wire transfer summary, ${period}`,
        `Account holder: ${holder}. External transfers made in the period, with their current status. Times in UAE time (UTC+4).`,
      );
      doc.moveDown();
    },
    columns(
      ['Date', 62],
      ['Status', 52],
      ['Beneficiary', 100],
      ['IBAN / account', 120],
      ['BIC', 62],
      ['Purpose', 40],
      ['Charges', 38],
      ['Debited', 85, 'right'],
      ['Fee', 50, 'right'],
      ['Beneficiary gets', 85, 'right'],
      ['Reference', 76],
    ),
    (async function* () {
      for await (const p of wires()) {
        yield p.views.map((t, i) => {
          const b = details(p.rows[i] as TxRow).beneficiary;
          if (t.total_debit && t.status !== 'failed')
            totals.set(
              t.total_debit.currency,
              (totals.get(t.total_debit.currency) ?? 0n) - BigInt(t.total_debit.minor),
            );
          count++;
          return [
            localDate(t.created_at),
            t.status.replace(/_/g, ' '),
            b?.name ?? t.counterparty?.name ?? '',
            b?.iban ?? b?.account_number ?? '',
            b?.bic ?? '',
            t.purpose_code ?? '',
            t.charges ?? '',
            `${debit(t.total_debit?.amount ?? '')} ${t.amount.currency}`,
            debit(t.fee?.amount ?? ''),
            t.counter_amount
              ? `${t.counter_amount.amount} ${t.counter_amount.currency}`
              : `${t.amount.amount} ${t.amount.currency}`,
            t.reference ?? '',
          ];
        });
      }
    })(),
    (doc) => {
      doc.moveDown();
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(`${count} transfer${count === 1 ? '' : 's'}.`);
      for (const [c, total] of totals)
        doc
          .font('Helvetica')
          .text(pdfText(`Debited in ${c} (failed transfers excluded): ${display(total, c)}`));
      doc
        .font('Helvetica')
        .fontSize(8)
        .text(
          'Money out (debited amounts and fees) is negative; what the beneficiary gets is shown as the beneficiary receives it.',
        );
    },
    failed(ctx),
  );
}
