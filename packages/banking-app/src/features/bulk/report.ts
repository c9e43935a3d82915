// "Download the report" (issue 28): a sent batch's outcome row by row, as CSV built in the browser
// (papaparse's unparse, loaded on the press), for the company's books: the line of the file, who
// was paid, the amount, the reference, the outcome, the bank's reference and why a payment failed.
import type { BulkBatchWithRows } from './api';
import { rowOutcome } from './words';

const REPORT_COLUMNS = [
  'line',
  'name',
  'iban',
  'amount',
  'currency',
  'reference',
  'status',
  'bank_reference',
  'failure_reason',
] as const;

/** The report's text: a header row, then each row left in the batch in the file's order. */
export async function reportCsv(batch: BulkBatchWithRows): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const data = batch.rows
    .filter((row) => row.status !== 'removed')
    .sort((a, b) => a.line - b.line)
    .map((row) => [
      String(row.line),
      row.input.name,
      row.input.iban,
      row.amount?.amount ?? row.input.amount,
      row.amount?.currency ?? row.input.currency,
      row.input.reference,
      rowOutcome(row),
      row.bank_reference ?? '',
      row.failure_reason ?? '',
    ]);
  // A cell starting with = + - @ is not run as a formula by a spreadsheet (CSV injection).
  return Papa.unparse({ fields: [...REPORT_COLUMNS], data }, { escapeFormulae: true });
}

/** The report's file name: the batch's name, made safe for a file system. */
export function reportName(batch: { name: string }): string {
  const base = batch.name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `bulk-payment-${base || 'batch'}-report.csv`;
}

/**
 * Hands a file to the browser as a download with its name: a link to an object URL, clicked, and
 * the URL let go once the browser has it. A byte order mark first: Excel then reads UTF-8 (Arabic
 * names) as UTF-8.
 */
export function saveText(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
