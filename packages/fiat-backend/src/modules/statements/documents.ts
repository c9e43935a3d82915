// The statement files: a PDF (pdfkit, A4 landscape, a table drawn page by page) and a CSV (UTF-8 with
// a byte-order mark), both streamed to the reply while rows are still being read.
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { legalLine, type Config } from '../../config';
import { BANK } from '../../money/wallets';

/** The bank's names as configured (BANK_NAME, BANK_LEGAL_NAME, BANK_REGULATOR). */
export type BankNames = Pick<Config, 'bankName' | 'legalName' | 'regulator'>;

/** Standard PDF fonts speak WinAnsi: keep text to what they can draw. */
export const pdfText = (s: string | null | undefined) =>
  (s ?? '').replace(/→/g, '->').replace(/[^\x20-\x7E\u00A0-\u00FF•–—]/g, '?');

/**
 * The bank as customers know it (the brand), the legal entity that trades as it and its licence
 * (the line the app's footer and receipts print too) and its address; the statement's title and a
 * line about it.
 */
export function heading(
  doc: PDFKit.PDFDocument,
  bank: BankNames,
  title: string,
  about: string,
): void {
  doc.font('Helvetica-Bold').fontSize(16).text(pdfText(bank.bankName));
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(pdfText(legalLine(bank)));
  doc.text(BANK.address);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text(title);
  doc.font('Helvetica').fontSize(9).text(pdfText(about));
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table's columns from `[title, width (points), align]`. */
export const columns = (...list: [string, number, ('left' | 'right')?][]): Column[] =>
  list.map(([title, width, align]) => ({ title, width, ...(align ? { align } : {}) }));

function pdfTable(doc: PDFKit.PDFDocument, columns: Column[]) {
  const x0 = doc.page.margins.left;
  const drawRow = (cells: string[], bold = false) => {
    const height =
      Math.max(
        ...cells.map((c, i) =>
          doc
            .font(bold ? 'Helvetica-Bold' : 'Helvetica')
            .fontSize(7.5)
            .heightOfString(pdfText(c), { width: (columns[i]?.width ?? 50) - 4 }),
        ),
      ) + 4;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    let x = x0;
    cells.forEach((c, i) => {
      const col = columns[i];
      if (!col) return;
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(7.5)
        .text(pdfText(c), x + 2, y + 2, { width: col.width - 4, align: col.align ?? 'left' });
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
  const header = () =>
    drawRow(
      columns.map((c) => c.title),
      true,
    );
  return { header, drawRow };
}

export async function sendPdf(
  reply: FastifyReply,
  bank: BankNames,
  filename: string,
  title: string,
  intro: (doc: PDFKit.PDFDocument) => void,
  columns: Column[],
  rows: AsyncGenerator<string[][]>,
  footer: (doc: PDFKit.PDFDocument) => void,
  log: (error: unknown) => void,
) {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: title, Author: bank.legalName, Creator: `${bank.bankName} fiat backend` },
  });
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
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text('The statement could not be completed. Please download it again.');
    } finally {
      doc.end();
    }
  })();
  return reply.send(doc);
}

export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: string[],
  rows: AsyncGenerator<string[]>,
) {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`);
  async function* lines() {
    yield `\uFEFF${header.join(',')}\r\n`;
    for await (const page of rows) if (page.length) yield `${page.join('\r\n')}\r\n`;
  }
  return reply.send(Readable.from(lines()));
}
