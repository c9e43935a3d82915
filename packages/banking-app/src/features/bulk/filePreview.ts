// A file of payments read in the browser as it is chosen (issue 28): its table (an Excel workbook
// by read-excel-file, loaded only for one; anything else as CSV text in UTF-8 by papaparse, as the
// bank decides by content: a workbook is a ZIP), its rows, and the checks of @bank/lookups — the
// same the bank runs when the file is uploaded, which decides. This module comes with the new
// batch's form only (its own chunk): the list and the batch pages carry neither parser.
import {
  BULK_MAX_ROWS,
  checkBulkRow,
  csvTable,
  markDuplicates,
  tableToRows,
  type BulkProblem,
  type BulkRowInput,
} from '@bank/lookups/bulk-payments';
import { getCurrency } from '@bank/lookups/currencies';
import { BANK_IBAN_CODE } from '@bank/api-contract/constants';

/** Why a file cannot be used at all (the bank refuses it too), with the values of the words. */
export type FileProblem =
  | { code: 'empty' }
  | { code: 'missing_columns'; columns: readonly string[] }
  | { code: 'too_many_rows'; rows: number; max: number }
  | { code: 'encoding' }
  | { code: 'unreadable' };

export interface PreviewRow {
  line: number;
  input: BulkRowInput;
  problems: BulkProblem[];
}

export interface PreviewTotal {
  currency: string;
  count: number;
  minor: bigint;
}

export type FilePreview =
  | { ok: false; problem: FileProblem }
  | {
      ok: true;
      rows: number;
      /** The rows with problems, in the file's order. */
      problemRows: PreviewRow[];
      /** Per currency, the rows without problems. */
      totals: PreviewTotal[];
    };

/** The file's bytes (FileReader: every browser, and the tests' jsdom). */
function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
}

/** The file's table, or why it cannot be read. */
async function readTable(file: File): Promise<unknown[][] | FileProblem> {
  let bytes: Uint8Array;
  try {
    bytes = await bytesOf(file);
  } catch {
    return { code: 'unreadable' };
  }
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    try {
      const { readSheet } = await import('read-excel-file/browser');
      return (await readSheet(file)) as unknown[][];
    } catch {
      return { code: 'unreadable' };
    }
  }
  try {
    return csvTable(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return { code: 'encoding' };
  }
}

/** The rows of a table checked as the bank will check them (`currencies`: the company's wallets). */
function previewTable(
  table: readonly (readonly unknown[])[],
  currencies: readonly string[],
): FilePreview {
  const { rows, problem } = tableToRows(table);
  if (problem)
    return {
      ok: false,
      problem:
        problem.code === 'missing_columns'
          ? { code: 'missing_columns', columns: problem.columns }
          : problem.code === 'too_many_rows'
            ? { code: 'too_many_rows', rows: problem.rows, max: BULK_MAX_ROWS }
            : { code: 'empty' },
    };
  const checked = rows.map(({ line, ...input }) => ({
    line,
    input,
    reference: input.reference,
    checked: checkBulkRow(input, { currencies, ownBankCode: BANK_IBAN_CODE }),
  }));
  markDuplicates(checked);
  const totals = new Map<string, PreviewTotal>();
  const problemRows: PreviewRow[] = [];
  for (const { line, input, checked: c } of checked) {
    if (c.problems.length > 0) {
      problemRows.push({ line, input, problems: c.problems });
      continue;
    }
    if (c.amountMinor === null || !getCurrency(c.currency)) continue;
    const total = totals.get(c.currency) ?? { currency: c.currency, count: 0, minor: 0n };
    total.count += 1;
    total.minor += c.amountMinor;
    totals.set(c.currency, total);
  }
  return { ok: true, rows: rows.length, problemRows, totals: [...totals.values()] };
}

/** The file read and checked. */
export async function previewFile(file: File, currencies: readonly string[]): Promise<FilePreview> {
  const table = await readTable(file);
  return Array.isArray(table) ? previewTable(table, currencies) : { ok: false, problem: table };
}
