// Statements: the transaction summary and the wire (external transfer) summary for a date range,
// as PDF (pdfkit) or CSV, streamed: rows are read from the database in pages of 500 while the
// file is being sent, so a long period never sits in memory.
import { Readable } from 'node:stream';
import { downloadTransactionSummary, downloadWireSummary, type Transaction } from '@bank/api-contract';
import { formatDate, splitUtcTimestamp } from '@bank/lookups';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import PDFDocument from 'pdfkit';
import type { AppContext } from '../../context';
import { registerFileCall } from '../../http/route';
import { actorOf, type Actor } from '../../money/actor';
import { display, requireAsset } from '../../money/assets';
import { holderName } from '../../money/common';
import { details, present, type TxRow } from '../../money/records';
import { BANK } from '../../money/wallets';
import { dayRange } from '../history/periods';
import { historyQuery } from '../history/queries';

const PAGE = 500;

interface Range {
  start: Date;
  end: Date;
  from: string;
  to: string;
}

/** Every matching transaction, oldest first, page by page. */
async function* pages(ctx: AppContext, actor: Actor, range: Range, types: string[] | undefined, currency: string | undefined): AsyncGenerator<{ rows: TxRow[]; views: Transaction[] }> {
  let after: { at: Date; id: string } | undefined;
  for (;;) {
    const rows = await historyQuery(ctx.db, {
      ownerId: actor.ownerId,
      start: range.start,
      end: range.end,
      ...(types ? { types } : {}),
      ...(currency ? { currency } : {}),
      ...(after ? { after } : {}),
      order: 'asc',
    })
      .limit(PAGE)
      .execute();
    if (!rows.length) return;
    yield { rows, views: await present(ctx.db, actor.ownerId, rows) };
    const last = rows[rows.length - 1];
    if (!last || rows.length < PAGE) return;
    after = { at: last.created_at, id: last.id };
  }
}

/** Opening and closing balances, money in and out per currency, from the postings on the holder's wallets. */
async function balances(ctx: AppContext, actor: Actor, range: Range, currency: string | undefined) {
  const { rows } = await sql<{ currency: string; opening: bigint; closing: bigint; money_in: bigint; money_out: bigint }>`
    SELECT a.currency,
      coalesce(sum(p.amount) FILTER (WHERE p.created_at < ${range.start}), 0)::bigint AS opening,
      coalesce(sum(p.amount) FILTER (WHERE p.created_at < ${range.end}), 0)::bigint AS closing,
      coalesce(sum(p.amount) FILTER (WHERE p.created_at >= ${range.start} AND p.created_at < ${range.end} AND p.amount > 0), 0)::bigint AS money_in,
      coalesce(sum(p.amount) FILTER (WHERE p.created_at >= ${range.start} AND p.created_at < ${range.end} AND p.amount < 0), 0)::bigint AS money_out
    FROM accounts a LEFT JOIN postings p ON p.account_id = a.id
    WHERE a.owner_id = ${actor.ownerId} AND a.kind = 'wallet' ${currency ? sql`AND a.currency = ${currency}` : sql``}
    GROUP BY a.currency ORDER BY a.currency`.execute(ctx.db);
  return rows.map((r) => ({ currency: r.currency, opening: r.opening, closing: r.closing, moneyIn: r.money_in, moneyOut: r.money_out }));
}

const localDate = (iso: string) => {
  const { date, time } = splitUtcTimestamp(new Date(Date.parse(iso) + 4 * 3600 * 1000).toISOString());
  return `${date} ${time.slice(0, 5)}`;
};

/** A CSV cell: quoted when needed; text starting with = + - @ is defused (spreadsheet formula injection). */
function cell(value: string | null | undefined, text = true): string {
  let v = value ?? '';
  if (text && /^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** A major-unit amount with the sign of its leg: negative for money that leaves the holder. */
const debit = (amount: string) => (/^-|^0*(\.0*)?$/.test(amount) ? amount : `-${amount}`);

/**
 * The holder's legs of a transaction, signed as the statement's totals count them: what leaves a
 * wallet (a transfer's amount, a conversion's source, every fee) is negative, what arrives positive.
 * `credit` is the other currency's side: a conversion's (or own transfer's) credit to the holder's
 * other wallet, positive; for money out in another currency, what was sent in it, negative.
 */
export function statementLegs(t: Transaction): { amount: string; fee: string; credit: { amount: string; currency: string } | null } {
  const out = t.direction !== 'in';
  const amount = out ? debit(t.amount.amount) : t.amount.amount;
  const fee = t.fee && t.fee.minor !== '0' ? debit(t.fee.amount) : (t.fee?.amount ?? '');
  const other = t.counter_amount ?? (t.direction === 'own' ? t.amount : null);
  const credit = other ? { currency: other.currency, amount: t.direction === 'out' ? debit(other.amount) : other.amount } : null;
  return { amount, fee, credit };
}

const TX_HEADER = ['date (UAE time)', 'transaction_id', 'type', 'status', 'direction', 'currency', 'amount', 'fee', 'counter_currency', 'counter_amount', 'rate', 'counterparty', 'detail', 'reference', 'purpose_code'];
const WIRE_HEADER = ['date (UAE time)', 'transaction_id', 'status', 'beneficiary', 'iban_or_account', 'bic', 'bank', 'country', 'purpose_code', 'charges', 'currency', 'amount', 'fee', 'total_debit', 'beneficiary_currency', 'beneficiary_amount', 'rate', 'reference'];

function txCsvRow(t: Transaction): string {
  const legs = statementLegs(t);
  return [
    cell(localDate(t.created_at)),
    cell(t.transaction_id),
    cell(t.transaction_type),
    cell(t.status),
    cell(t.direction),
    cell(t.amount.currency),
    cell(legs.amount, false),
    cell(legs.fee, false),
    cell(legs.credit?.currency ?? ''),
    cell(legs.credit?.amount ?? '', false),
    cell(t.rate ?? '', false),
    cell(t.counterparty?.name),
    cell(t.counterparty?.detail),
    cell(t.reference),
    cell(t.purpose_code),
  ].join(',');
}

function wireCsvRow(t: Transaction, row: TxRow): string {
  const b = details(row).beneficiary;
  return [
    cell(localDate(t.created_at)),
    cell(t.transaction_id),
    cell(t.status),
    cell(b?.name ?? t.counterparty?.name),
    cell(b?.iban ?? b?.account_number ?? ''),
    cell(b?.bic ?? ''),
    cell(b?.bank_name ?? ''),
    cell(b?.country ?? ''),
    cell(t.purpose_code),
    cell(t.charges),
    cell(t.amount.currency),
    cell(debit(t.amount.amount), false),
    cell(debit(t.fee?.amount ?? ''), false),
    cell(debit(t.total_debit?.amount ?? ''), false),
    cell(t.counter_amount?.currency ?? t.amount.currency),
    cell(t.counter_amount?.amount ?? t.amount.amount, false),
    cell(t.rate ?? '', false),
    cell(t.reference),
  ].join(',');
}

/** Standard PDF fonts speak WinAnsi: keep text to what they can draw. */
const pdfText = (s: string | null | undefined) => (s ?? '').replace(/→/g, '->').replace(/[^\x20-\x7E\u00A0-\u00FF•–—]/g, '?');

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

function pdfTable(doc: PDFKit.PDFDocument, columns: Column[]) {
  const x0 = doc.page.margins.left;
  const drawRow = (cells: string[], bold = false) => {
    const height = Math.max(...cells.map((c, i) => doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5).heightOfString(pdfText(c), { width: (columns[i]?.width ?? 50) - 4 }))) + 4;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    let x = x0;
    cells.forEach((c, i) => {
      const col = columns[i];
      if (!col) return;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5).text(pdfText(c), x + 2, y + 2, { width: col.width - 4, align: col.align ?? 'left' });
      x += col.width;
    });
    doc.y = y + height;
    doc.x = x0;
    doc
      .moveTo(x0, doc.y)
      .lineTo(x0 + columns.reduce((s, c) => s + c.width, 0), doc.y)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke();
  };
  const header = () => drawRow(columns.map((c) => c.title), true);
  return { header, drawRow };
}

async function sendPdf(
  reply: FastifyReply,
  filename: string,
  title: string,
  intro: (doc: PDFKit.PDFDocument) => void,
  columns: Column[],
  rows: AsyncGenerator<string[][]>,
  footer: (doc: PDFKit.PDFDocument) => void,
  log: (error: unknown) => void,
) {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: title, Author: BANK.name, Creator: 'Bank fiat backend' } });
  reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`);
  void (async () => {
    try {
      intro(doc);
      const table = pdfTable(doc, columns);
      table.header();
      for await (const page of rows) for (const r of page) table.drawRow(r);
      footer(doc);
    } catch (error) {
      log(error);
      doc.font('Helvetica-Bold').fontSize(10).text('The statement could not be completed. Please download it again.');
    } finally {
      doc.end();
    }
  })();
  return reply.send(doc);
}

function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: AsyncGenerator<string[]>) {
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
  async function* lines() {
    yield `\uFEFF${header.join(',')}\r\n`;
    for await (const page of rows) if (page.length) yield `${page.join('\r\n')}\r\n`;
  }
  return reply.send(Readable.from(lines()));
}

export function statementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const log = (error: unknown) => ctx.log.error({ err: error }, 'statement failed while streaming');

  registerFileCall(app, ctx.sessions, downloadTransactionSummary, async ({ auth, query, reply }) => {
    const actor = actorOf(auth);
    const range = dayRange(query.from, query.to, ctx.clock.now(), 30);
    const currency = query.currency ? requireAsset(query.currency).code : undefined;
    const name = `transaction-summary-${range.from}-to-${range.to}`;
    if ((query.format ?? 'pdf') === 'csv') {
      return sendCsv(reply, `${name}.csv`, TX_HEADER, (async function* () {
        for await (const p of pages(ctx, actor, range, undefined, currency)) yield p.views.map(txCsvRow);
      })());
    }
    const [holder, totals] = await Promise.all([holderName(ctx.db, actor.ownerId, actor.ownerType), balances(ctx, actor, range, currency)]);
    const period = `${formatDate(range.from)} to ${formatDate(range.to)}`;
    return sendPdf(
      reply,
      `${name}.pdf`,
      `Transaction summary ${period}`,
      (doc) => {
        doc.font('Helvetica-Bold').fontSize(16).text(BANK.name);
        doc.font('Helvetica').fontSize(9).text(BANK.address);
        doc.moveDown();
        doc.font('Helvetica-Bold').fontSize(13).text(`Transaction summary, ${period}`);
        doc.font('Helvetica').fontSize(9).text(pdfText(`Account holder: ${holder}. Times in UAE time (UTC+4). Generated ${localDate(ctx.clock.now().toISOString())}.`));
        doc.moveDown(0.5);
        for (const t of totals) {
          doc.text(
            pdfText(`${t.currency}: opening ${display(t.opening, t.currency)}, money in ${display(t.moneyIn, t.currency)}, money out ${display(t.moneyOut, t.currency)}, closing ${display(t.closing, t.currency)}`),
          );
        }
        doc.moveDown();
      },
      [
        { title: 'Date', width: 70 },
        { title: 'Type', width: 80 },
        { title: 'Status', width: 60 },
        { title: 'Counterparty', width: 150 },
        { title: 'Reference', width: 110 },
        { title: 'Amount', width: 80, align: 'right' },
        { title: 'Fee', width: 55, align: 'right' },
        { title: 'Converted', width: 90, align: 'right' },
        { title: 'Transaction id', width: 75 },
      ],
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
              t.transaction_id.slice(0, 8),
            ];
          });
        }
      })(),
      (doc) => {
        doc.moveDown();
        doc.font('Helvetica').fontSize(8).text('Amounts are in each transaction\'s currency; money in is positive, money out (fees included) is negative; a conversion shows the amount that left one wallet and, under Converted, what arrived in the other. This statement is generated from the bank\'s ledger.');
      },
      log,
    );
  });

  registerFileCall(app, ctx.sessions, downloadWireSummary, async ({ auth, query, reply }) => {
    const actor = actorOf(auth);
    const range = dayRange(query.from, query.to, ctx.clock.now(), 30);
    const currency = query.currency ? requireAsset(query.currency).code : undefined;
    const name = `wire-summary-${range.from}-to-${range.to}`;
    const wires = () => pages(ctx, actor, range, ['external_transfer'], currency);
    if ((query.format ?? 'pdf') === 'csv') {
      return sendCsv(reply, `${name}.csv`, WIRE_HEADER, (async function* () {
        for await (const p of wires()) yield p.views.map((t, i) => wireCsvRow(t, p.rows[i] as TxRow));
      })());
    }
    const holder = await holderName(ctx.db, actor.ownerId, actor.ownerType);
    const period = `${formatDate(range.from)} to ${formatDate(range.to)}`;
    const totals = new Map<string, bigint>();
    let count = 0;
    return sendPdf(
      reply,
      `${name}.pdf`,
      `Wire transfer summary ${period}`,
      (doc) => {
        doc.font('Helvetica-Bold').fontSize(16).text(BANK.name);
        doc.font('Helvetica').fontSize(9).text(BANK.address);
        doc.moveDown();
        doc.font('Helvetica-Bold').fontSize(13).text(`Wire transfer summary, ${period}`);
        doc.font('Helvetica').fontSize(9).text(pdfText(`Account holder: ${holder}. External transfers made in the period, with their current status. Times in UAE time (UTC+4).`));
        doc.moveDown();
      },
      [
        { title: 'Date', width: 62 },
        { title: 'Status', width: 52 },
        { title: 'Beneficiary', width: 100 },
        { title: 'IBAN / account', width: 120 },
        { title: 'BIC', width: 62 },
        { title: 'Purpose', width: 40 },
        { title: 'Charges', width: 38 },
        { title: 'Debited', width: 85, align: 'right' },
        { title: 'Fee', width: 50, align: 'right' },
        { title: 'Beneficiary gets', width: 85, align: 'right' },
        { title: 'Reference', width: 76 },
      ],
      (async function* () {
        for await (const p of wires()) {
          yield p.views.map((t, i) => {
            const b = details(p.rows[i] as TxRow).beneficiary;
            if (t.total_debit && t.status !== 'failed') totals.set(t.total_debit.currency, (totals.get(t.total_debit.currency) ?? 0n) - BigInt(t.total_debit.minor));
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
              t.counter_amount ? `${t.counter_amount.amount} ${t.counter_amount.currency}` : `${t.amount.amount} ${t.amount.currency}`,
              t.reference ?? '',
            ];
          });
        }
      })(),
      (doc) => {
        doc.moveDown();
        doc.font('Helvetica-Bold').fontSize(9).text(`${count} transfer${count === 1 ? '' : 's'}.`);
        for (const [c, total] of totals) doc.font('Helvetica').text(pdfText(`Debited in ${c} (failed transfers excluded): ${display(total, c)}`));
        doc.font('Helvetica').fontSize(8).text('Money out (debited amounts and fees) is negative; what the beneficiary gets is shown as the beneficiary receives it.');
      },
      log,
    );
  });
}
