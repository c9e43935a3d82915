// Bulk payment files (issue 28): the columns of the bank's template, reading a file's table (CSV by
// papaparse here; an Excel sheet is read into the same table by read-excel-file, in the browser or
// on the server), and the checks of each row, the same as a customer typing the payment: the name,
// the IBAN (country, length, check digits, by ibantools), the BIC (and its country), the amount in
// the currency's decimals, the currency (one the company holds), and the UAE's purpose code. The
// app runs them as the file is chosen; the server runs them again and decides. Each problem has a
// code and values for the app's words in each language, and an English message for the API.
import { countrySpecs, isValidBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import Papa from 'papaparse';
import { parseAmount } from './amount';
import { getCurrency } from './currencies';
import { checkPurposeCode } from './purpose-codes';

/** The template's columns, in order. */
export const BULK_COLUMNS = [
  'name',
  'iban',
  'bic',
  'amount',
  'currency',
  'purpose_code',
  'reference',
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** At most this many payments in one file. */
export const BULK_MAX_ROWS = 1000;
export const BULK_NAME_MAX = 70;
export const BULK_REFERENCE_MAX = 35;

/** A row as read from the file: every cell as text, trimmed. */
export type BulkRowInput = Record<BulkColumn, string>;

/** Other headers customers' files use for our columns (lower case, spaces and punctuation folded). */
const ALIASES: Record<string, BulkColumn> = {
  name: 'name',
  beneficiaryname: 'name',
  beneficiary: 'name',
  accountname: 'name',
  payee: 'name',
  iban: 'iban',
  accountiban: 'iban',
  bic: 'bic',
  swift: 'bic',
  bicswift: 'bic',
  swiftcode: 'bic',
  swiftbic: 'bic',
  amount: 'amount',
  currency: 'currency',
  ccy: 'currency',
  purposecode: 'purpose_code',
  purpose: 'purpose_code',
  reference: 'reference',
  paymentreference: 'reference',
  remarks: 'reference',
};

const fold = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

export type BulkFileProblem =
  | { code: 'empty'; message: string }
  | { code: 'missing_columns'; columns: BulkColumn[]; message: string }
  | { code: 'too_many_rows'; rows: number; message: string };

/** A cell as text: numbers as written ("1234.5"), nothing as "". */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/**
 * The rows of a file's table (its first row the headers, in any order, with the aliases above):
 * blank rows left out, each row with its line in the file (2 for the first under the headers).
 */
export function tableToRows(table: readonly (readonly unknown[])[]): {
  rows: (BulkRowInput & { line: number })[];
  problem: BulkFileProblem | null;
} {
  const [header, ...body] = table;
  if (!header || header.every((c) => cellText(c) === ''))
    return {
      rows: [],
      problem: {
        code: 'empty',
        message: 'The file is empty: use the template, with a row per payment under its headers.',
      },
    };
  const index = new Map<BulkColumn, number>();
  header.forEach((cell, i) => {
    const column = ALIASES[fold(cellText(cell))];
    if (column && !index.has(column)) index.set(column, i);
  });
  const required: BulkColumn[] = ['name', 'iban', 'amount', 'currency'];
  const missing = required.filter((c) => !index.has(c));
  if (missing.length > 0)
    return {
      rows: [],
      problem: {
        code: 'missing_columns',
        columns: missing,
        message: `The file has no column ${missing.map((c) => `“${c}”`).join(', ')}: use the template's headers in the first row.`,
      },
    };
  const rows: (BulkRowInput & { line: number })[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => cellText(c) === '')) return;
    const row = { line: i + 2 } as BulkRowInput & { line: number };
    for (const column of BULK_COLUMNS) {
      const at = index.get(column);
      row[column] = at === undefined ? '' : cellText(cells[at]);
    }
    rows.push(row);
  });
  if (rows.length === 0)
    return {
      rows,
      problem: {
        code: 'empty',
        message: 'The file has no payments: add a row per payment under the headers.',
      },
    };
  if (rows.length > BULK_MAX_ROWS)
    return {
      rows: [],
      problem: {
        code: 'too_many_rows',
        rows: rows.length,
        message: `The file has ${rows.length} payments: one file holds at most ${BULK_MAX_ROWS}. Split it in two.`,
      },
    };
  return { rows, problem: null };
}

/** A CSV file's table (comma, semicolon or tab separated, with or without quotes; a BOM ignored). */
export function csvTable(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsed.data;
}

/** The template as CSV: headers and two example rows. */
export function bulkTemplateCsv(): string {
  return Papa.unparse([
    [...BULK_COLUMNS],
    [
      'Gulf Office Supplies LLC',
      'AE070331234567890123456',
      'EBILAEAD',
      '1250.00',
      'AED',
      'GDI',
      'INV-2026-114',
    ],
    [
      'Harbour Logistics Ltd',
      'GB82WEST12345698765432',
      'WESTGB2L',
      '980.50',
      'USD',
      'GDI',
      'INV-88213',
    ],
  ]);
}

export type BulkProblemCode =
  | 'required'
  | 'too_long'
  | 'characters'
  | 'iban_country'
  | 'iban_length'
  | 'iban_format'
  | 'iban_checksum'
  | 'bic_invalid'
  | 'bic_country'
  | 'amount_invalid'
  | 'amount_decimals'
  | 'amount_zero'
  | 'currency_unknown'
  | 'currency_no_wallet'
  | 'purpose_required'
  | 'purpose_withdrawn'
  | 'purpose_unknown'
  | 'duplicate';

export interface BulkProblem {
  field: BulkColumn;
  code: BulkProblemCode;
  /** Values of the words: the limit, the country, the currency, the line of the first duplicate… */
  values: Record<string, string | number>;
  message: string;
}

export interface BulkCheckOptions {
  /** The currencies the company holds a wallet in (a row pays from the wallet of its currency). */
  currencies: readonly string[];
  /** The three-digit bank identifier inside this bank's own IBANs (AE, then 2 check digits, then it). */
  ownBankCode: string;
  /**
   * Salaries through the Wage Protection System: the employee's bank is reached by its routing
   * code, so no BIC is asked for.
   */
  payroll?: boolean;
}

export interface CheckedBulkRow {
  problems: BulkProblem[];
  /** The IBAN without spaces, in upper case. */
  iban: string;
  bic: string;
  currency: string;
  /** Minor units of the currency, when the amount reads. */
  amountMinor: bigint | null;
  /** The IBAN is an account of this bank: an internal transfer, free and instant, no BIC needed. */
  ownBank: boolean;
  /** The IBAN's country (ISO 3166 alpha-2). */
  country: string;
  purposeCode: string | null;
}

const PRINTABLE = /^[\p{L}\p{M}\p{N} .,'&()/\-+:]*$/u;

/** The checks of one row, as a customer typing the payment would meet them. */
export function checkBulkRow(row: BulkRowInput, options: BulkCheckOptions): CheckedBulkRow {
  const problems: BulkProblem[] = [];
  const add = (
    field: BulkColumn,
    code: BulkProblemCode,
    message: string,
    values: BulkProblem['values'] = {},
  ) => problems.push({ field, code, values, message });

  const name = row.name.trim();
  if (!name) add('name', 'required', "Enter the beneficiary's name.");
  else if (name.length > BULK_NAME_MAX)
    add('name', 'too_long', `The name is at most ${BULK_NAME_MAX} characters.`, {
      max: BULK_NAME_MAX,
    });
  else if (!PRINTABLE.test(name))
    add('name', 'characters', "Use letters, digits, spaces and . , ' & ( ) / - in the name.");

  const iban = row.iban.replace(/[\s-]/g, '').toUpperCase();
  const country = iban.slice(0, 2);
  const ownBank = country === 'AE' && iban.slice(4, 7) === options.ownBankCode;
  if (!iban) add('iban', 'required', 'Enter the IBAN.');
  else {
    const check = validateIBAN(iban);
    if (!check.valid) {
      const errors = check.errorCodes;
      if (errors.includes(ValidationErrorsIBAN.NoIBANCountry))
        add(
          'iban',
          'iban_country',
          `An IBAN starts with its country's two letters; “${country}” is not an IBAN country.`,
          { country },
        );
      else if (errors.includes(ValidationErrorsIBAN.WrongBBANLength)) {
        const length = ibanLength(country);
        add(
          'iban',
          'iban_length',
          `An IBAN of ${country} has ${length} characters; this one has ${iban.length}.`,
          {
            country,
            length,
            actual: iban.length,
          },
        );
      } else if (errors.includes(ValidationErrorsIBAN.WrongBBANFormat))
        add('iban', 'iban_format', `This is not the form of an IBAN of ${country}.`, { country });
      else
        add(
          'iban',
          'iban_checksum',
          'The IBAN’s check digits do not match: check it for a typing mistake.',
        );
    }
  }

  const bic = row.bic.replace(/\s/g, '').toUpperCase();
  if (!bic) {
    if (!ownBank && !options.payroll)
      add('bic', 'required', "Enter the beneficiary bank's BIC (SWIFT code).");
  } else if (!isValidBIC(bic))
    add('bic', 'bic_invalid', 'A BIC has 8 or 11 characters, such as EBILAEAD or WESTGB2L.');
  else if (iban && /^[A-Z]{2}$/.test(country) && bic.slice(4, 6) !== country)
    add(
      'bic',
      'bic_country',
      `The BIC ${bic} is of a bank in ${bic.slice(4, 6)}, and the IBAN of an account in ${country}.`,
      {
        bic_country: bic.slice(4, 6),
        country,
      },
    );

  const currency = row.currency.trim().toUpperCase();
  const known = getCurrency(currency);
  if (!currency) add('currency', 'required', 'Enter the currency, such as AED.');
  else if (!known)
    add('currency', 'currency_unknown', `“${currency}” is not a currency the bank pays in.`, {
      currency,
    });
  else if (!options.currencies.includes(currency))
    add(
      'currency',
      'currency_no_wallet',
      `Your company has no ${currency} wallet to pay from: open one, or pay in another currency.`,
      {
        currency,
      },
    );

  let amountMinor: bigint | null = null;
  const digits = known?.minorUnits ?? 2;
  if (!row.amount.trim()) add('amount', 'required', 'Enter the amount.');
  else {
    const read = parseAmount(row.amount, { code: currency || 'AED', minorUnits: digits });
    if (!read.ok)
      add(
        'amount',
        read.reason === 'too_many_decimals' ? 'amount_decimals' : 'amount_invalid',
        read.reason === 'too_many_decimals'
          ? `${currency || 'This currency'} has ${digits} decimals: write the amount with at most ${digits}.`
          : 'Write the amount as digits with a point for decimals, such as 1250.00.',
        { digits, currency },
      );
    else if (read.minor === 0n) add('amount', 'amount_zero', 'The amount must be more than zero.');
    else amountMinor = read.minor;
  }

  let purposeCode: string | null = null;
  const purpose = row.purpose_code.trim().toUpperCase();
  if (purpose) {
    const check = checkPurposeCode(purpose);
    if (check.ok) purposeCode = check.purpose.code;
    else
      add(
        'purpose_code',
        check.reason === 'withdrawn' ? 'purpose_withdrawn' : 'purpose_unknown',
        check.message,
        { code: purpose },
      );
  } else if (!ownBank)
    // The UAE Central Bank's rule: a purpose code for every transfer from the UAE to another bank.
    add(
      'purpose_code',
      'purpose_required',
      'A purpose-of-payment code is required for transfers from the UAE to another bank, such as GDI for goods bought.',
    );

  const reference = row.reference.trim();
  if (reference.length > BULK_REFERENCE_MAX)
    add('reference', 'too_long', `The reference is at most ${BULK_REFERENCE_MAX} characters.`, {
      max: BULK_REFERENCE_MAX,
    });
  else if (!PRINTABLE.test(reference))
    add(
      'reference',
      'characters',
      "Use letters, digits, spaces and . , ' & ( ) / - in the reference.",
    );

  return { problems, iban, bic, currency, amountMinor, ownBank, country, purposeCode };
}

/**
 * The same payment twice in a file (IBAN, amount, currency and reference alike) is most often a
 * mistake: the later rows get a problem naming the first one's line.
 */
export function markDuplicates(
  rows: readonly { line: number; checked: CheckedBulkRow; reference: string }[],
): void {
  const seen = new Map<string, number>();
  for (const { line, checked, reference } of rows) {
    if (checked.amountMinor === null || !checked.iban) continue;
    const key = `${checked.iban}|${checked.amountMinor}|${checked.currency}|${reference.trim()}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, line);
    else
      checked.problems.push({
        field: 'amount',
        code: 'duplicate',
        values: { line: first },
        message: `The same payment as line ${first} (IBAN, amount and reference): remove one, or change its reference.`,
      });
  }
}

/** The number of characters of an IBAN of `country` (by ibantools' registry, which knows it when it says the length is wrong). */
function ibanLength(country: string): number {
  return IBAN_LENGTHS[country] as number;
}

const IBAN_LENGTHS: Record<string, number> = Object.fromEntries(
  Object.entries(countrySpecs).flatMap(([code, spec]) => (spec.chars ? [[code, spec.chars]] : [])),
);
