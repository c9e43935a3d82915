// A payroll month's files (issue 28): the SIF as the bank wrote it, named by its Content-Disposition
// (<employer id><YYMMDDHHMMSS>.SIF), and the payroll report, a CSV built in the browser (papaparse's
// unparse, loaded on the press): each employee's pay and, once the batch was sent, its outcome.
import type { BulkRow } from '@bank/api-contract';
import type { PayrollRun } from './api';

/** The file name a Content-Disposition header gives (`filename*=UTF-8''…` or `filename="…"`), made safe. */
export function fileNameOf(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/.exec(disposition);
  let name = star ?? plain?.[1] ?? plain?.[2] ?? '';
  try {
    if (star) name = decodeURIComponent(star);
  } catch {
    // A malformed encoding: the raw text.
  }
  const safe = name.replace(/^.*[\\/]/, '').replace(/[^\w.-]+/g, '_');
  return safe && safe !== '.' && safe !== '..' ? safe : null;
}

const REPORT_COLUMNS = [
  'line',
  'employee',
  'person_id',
  'iban',
  'routing_code',
  'fixed',
  'variable',
  'leave_days',
  'net',
] as const;
const OUTCOME_COLUMNS = ['outcome', 'bank_reference', 'failure_reason'] as const;

/**
 * The report's text: a header row, then each employee of the month in the batch's order; with the
 * batch's rows (once sent), each one's outcome, the bank's reference and why it failed.
 */
export async function payrollReportCsv(
  run: PayrollRun,
  rows: readonly BulkRow[] | null,
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const byLine = new Map((rows ?? []).map((row) => [row.line, row]));
  const data = [...run.lines]
    .sort((a, b) => a.line - b.line)
    .map((l) => {
      const cells = [
        String(l.line),
        l.employee.name,
        l.employee.person_id,
        l.employee.iban,
        l.employee.routing_code,
        l.fixed.amount,
        l.variable.amount,
        String(l.leave_days),
        l.net.amount,
      ];
      if (!rows) return cells;
      const row = byLine.get(l.line);
      return [
        ...cells,
        row ? (row.transaction_status ?? row.status) : '',
        row?.bank_reference ?? '',
        row?.failure_reason ?? '',
      ];
    });
  const fields = rows ? [...REPORT_COLUMNS, ...OUTCOME_COLUMNS] : [...REPORT_COLUMNS];
  // A cell starting with = + - @ is not run as a formula by a spreadsheet (CSV injection).
  return Papa.unparse({ fields, data }, { escapeFormulae: true });
}

/** The report's file name: payroll-2026-11-report.csv. */
export const reportName = (run: Pick<PayrollRun, 'month'>) => `payroll-${run.month}-report.csv`;

/**
 * Hands a file to the browser as a download with its name: a link to an object URL, clicked, and
 * the URL let go once the browser has it.
 */
export function saveBlob(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A CSV to save: a byte order mark first, so Excel reads UTF-8 (Arabic names) as UTF-8. */
export const csvBlob = (text: string) =>
  new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
