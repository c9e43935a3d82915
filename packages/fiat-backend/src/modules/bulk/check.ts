// Reading a bulk payment file and checking its rows (issue 28): the file's table (an Excel workbook
// by read-excel-file, anything else as CSV text by papaparse), then each row by the same checks the
// app runs (@bank/lookups/bulk-payments), and what only the bank knows: whether an IBAN of this bank
// is an account at all (and not one of the company's own), whether the company saved the payee, and
// our fee. The answer is the rows as stored: what the file said, what was read, the problems.
import {
  checkBulkRow,
  csvTable,
  markDuplicates,
  tableToRows,
  type BulkRowInput,
} from '@bank/lookups/bulk-payments';
import type { Insertable } from 'kysely';
import { readSheet } from 'read-excel-file/node';
import type { BulkRowsTable, StoredBulkProblem } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { RateTable } from '../../money/fx';
import type { Db } from '../../money/ledger';
import { computeFee, feeRule } from '../../money/policy';
import { BANK } from '../../money/wallets';

/** The file's table: a ZIP (an .xlsx workbook) read as its first sheet, anything else as UTF-8 CSV. */
export async function readTable(file: Buffer): Promise<unknown[][]> {
  if (file[0] === 0x50 && file[1] === 0x4b) {
    try {
      return (await readSheet(file)) as unknown[][];
    } catch {
      throw new ApiError(
        'validation_error',
        'This Excel file cannot be read: save it again as an .xlsx workbook, or as CSV.',
        { fields: { body: 'Unreadable workbook.' } },
      );
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    throw new ApiError(
      'validation_error',
      'The file is neither CSV text in UTF-8 nor an Excel workbook: save it as “CSV UTF-8” or as .xlsx.',
      { fields: { body: 'Not CSV nor Excel.' } },
    );
  }
  return csvTable(text);
}

/** The rows of a file, or a 400 saying why the file itself cannot be used. */
export function rowsOfTable(table: unknown[][]) {
  const { rows, problem } = tableToRows(table);
  if (problem)
    throw new ApiError('validation_error', problem.message, { fields: { body: problem.message } });
  return rows;
}

export interface CheckContext {
  companyId: string;
  /** The company's fiat wallets by currency. */
  wallets: Map<string, { id: string }>;
  rates: RateTable;
  /** Salaries (WPS): no BIC asked for, the employee's bank reached by its routing code. */
  payroll?: boolean;
}

type StoredRow = Omit<Insertable<BulkRowsTable>, 'batch_id' | 'input' | 'problems'> & {
  input: BulkRowInput;
  problems: StoredBulkProblem[];
};

/** Checks every row of a batch together (duplicates are found across the rows). */
export async function checkRows(
  db: Db,
  context: CheckContext,
  rows: readonly (BulkRowInput & { line: number })[],
): Promise<StoredRow[]> {
  const options = {
    currencies: [...context.wallets.keys()],
    ownBankCode: BANK.code,
    payroll: context.payroll === true,
  };
  const checked = rows.map((row) => ({
    line: row.line,
    input: row,
    reference: row.reference,
    checked: checkBulkRow(row, options),
  }));
  markDuplicates(checked);
  const ibans = [...new Set(checked.map((c) => c.checked.iban).filter(Boolean))];
  const [accounts, saved] = ibans.length
    ? await Promise.all([
        db
          .selectFrom('accounts')
          .select(['id', 'iban', 'owner_id', 'currency'])
          .where('kind', '=', 'wallet')
          .where('iban', 'in', ibans)
          .execute(),
        db
          .selectFrom('beneficiaries')
          .select(['id', 'iban', 'name'])
          .where('owner_id', '=', context.companyId)
          .where('kind', '=', 'external')
          .where('deleted_at', 'is', null)
          .where('iban', 'in', ibans)
          .execute(),
      ])
    : [[], []];
  const rule = feeRule('corporate', 'external_transfer');
  return checked.map(({ line, input, checked: c }) => {
    const problems: StoredBulkProblem[] = c.problems.map((p) => ({ ...p }));
    let toAccount: string | null = null;
    if (c.ownBank && !problems.some((p) => p.field === 'iban')) {
      const account = accounts.find((a) => a.iban === c.iban);
      if (!account)
        problems.push({
          field: 'iban',
          code: 'not_found',
          values: {},
          message: 'No account of this bank has this IBAN: check it with the beneficiary.',
        });
      else if (account.owner_id === context.companyId)
        problems.push({
          field: 'iban',
          code: 'own_account',
          values: {},
          message:
            "This IBAN is one of your company's own wallets: move money between them from the wallet itself.",
        });
      else if (account.currency !== c.currency && !problems.some((p) => p.field === 'currency'))
        problems.push({
          field: 'currency',
          code: 'currency_mismatch',
          values: { currency: account.currency },
          message: `This account of the bank is in ${account.currency}: pay it in ${account.currency}.`,
        });
      else toAccount = account.id;
    }
    const beneficiary = saved.find((b) => b.iban === c.iban);
    const fee =
      c.amountMinor !== null && !c.ownBank && context.wallets.has(c.currency)
        ? computeFee(rule, c.amountMinor, c.currency, context.rates).fee
        : null;
    return {
      line,
      input: {
        name: input.name,
        iban: input.iban,
        bic: input.bic,
        amount: input.amount,
        currency: input.currency,
        purpose_code: input.purpose_code,
        reference: input.reference,
      },
      name: input.name.trim(),
      iban: c.iban,
      bic: c.bic || null,
      country: c.country || null,
      currency: c.currency,
      amount: c.amountMinor,
      fee,
      purpose_code: c.purposeCode,
      reference: input.reference.trim() || null,
      own_bank: c.ownBank,
      to_account_id: toAccount,
      beneficiary_id: beneficiary?.id ?? null,
      problems,
      status: problems.length > 0 ? ('invalid' as const) : ('ready' as const),
      transaction_id: null,
      failure_reason: null,
    };
  });
}
