import { describe, expect, it } from 'vitest';
import {
  BULK_MAX_ROWS,
  bulkTemplateCsv,
  checkBulkRow,
  csvTable,
  markDuplicates,
  tableToRows,
  type BulkRowInput,
} from '../src/bulk-payments';

const options = { currencies: ['AED', 'USD'], ownBankCode: '090' };
const row = (over: Partial<BulkRowInput> = {}): BulkRowInput => ({
  name: 'Gulf Office Supplies LLC',
  iban: 'AE070331234567890123456',
  bic: 'EBILAEAD',
  amount: '1250.00',
  currency: 'AED',
  purpose_code: 'GDI',
  reference: 'INV-1',
  ...over,
});
const codes = (r: BulkRowInput) =>
  checkBulkRow(r, options).problems.map((p) => `${p.field}:${p.code}`);

describe('bulk payment files', () => {
  it('reads the template back: headers, two rows, every check passed', () => {
    const { rows, problem } = tableToRows(csvTable(bulkTemplateCsv()));
    expect(problem).toBeNull();
    expect(rows.map((r) => r.line)).toEqual([2, 3]);
    for (const r of rows) expect(checkBulkRow(r, options).problems).toEqual([]);
    const usd = checkBulkRow(rows[1]!, options);
    expect(usd).toMatchObject({
      amountMinor: 98050n,
      currency: 'USD',
      country: 'GB',
      ownBank: false,
    });
  });

  it('reads headers in any order and by their usual other names, semicolons, quotes and a BOM', () => {
    const text =
      '\uFEFFAmount;Beneficiary Name;SWIFT;IBAN;Ccy;Purpose\n"1,250.50";"Al Noor, Trading";EBILAEAD;AE07 0331 2345 6789 0123 456;aed;gdi\n;;;;;\n';
    const { rows, problem } = tableToRows(csvTable(text));
    expect(problem).toBeNull();
    expect(rows).toHaveLength(1);
    const checked = checkBulkRow(rows[0]!, options);
    expect(checked.problems).toEqual([]);
    expect(checked).toMatchObject({
      amountMinor: 125050n,
      iban: 'AE070331234567890123456',
      currency: 'AED',
      purposeCode: 'GDI',
    });
  });

  it('says what is wrong with the file itself: empty, columns missing, too many rows', () => {
    expect(tableToRows(csvTable('')).problem?.code).toBe('empty');
    expect(tableToRows(csvTable('name,iban\n')).problem).toMatchObject({
      code: 'missing_columns',
      columns: ['amount', 'currency'],
    });
    const many = [
      ['name', 'iban', 'amount', 'currency'],
      ...Array.from({ length: BULK_MAX_ROWS + 1 }, () => ['a', 'b', '1', 'AED']),
    ];
    expect(tableToRows(many).problem).toMatchObject({
      code: 'too_many_rows',
      rows: BULK_MAX_ROWS + 1,
    });
  });

  it('checks each field as a customer typing it would be checked', () => {
    expect(codes(row({ name: '' }))).toEqual(['name:required']);
    expect(codes(row({ name: 'x'.repeat(71) }))).toEqual(['name:too_long']);
    expect(codes(row({ name: 'Bad <script>' }))).toEqual(['name:characters']);
    expect(codes(row({ iban: 'AE07033123456789012345' }))).toEqual(['iban:iban_length']);
    expect(
      checkBulkRow(row({ iban: 'AE07033123456789012345' }), options).problems[0]?.message,
    ).toBe('An IBAN of AE has 23 characters; this one has 22.');
    expect(codes(row({ iban: 'AE080331234567890123456' }))).toEqual(['iban:iban_checksum']);
    expect(codes(row({ iban: 'XX070331234567890123456', bic: '' }))).toContain('iban:iban_country');
    expect(codes(row({ bic: 'EBIL' }))).toEqual(['bic:bic_invalid']);
    expect(codes(row({ bic: 'WESTGB2L' }))).toEqual(['bic:bic_country']);
    expect(codes(row({ bic: '' }))).toEqual(['bic:required']);
    expect(codes(row({ amount: '12.345' }))).toEqual(['amount:amount_decimals']);
    expect(codes(row({ amount: '12,5' }))).toEqual(['amount:amount_invalid']);
    expect(codes(row({ amount: '0' }))).toEqual(['amount:amount_zero']);
    expect(codes(row({ amount: '-5' }))).toEqual(['amount:amount_invalid']);
    expect(codes(row({ currency: 'EUR' }))).toEqual(['currency:currency_no_wallet']);
    expect(codes(row({ currency: 'ABC' }))).toEqual(['currency:currency_unknown']);
    expect(codes(row({ purpose_code: '' }))).toEqual(['purpose_code:purpose_required']);
    expect(codes(row({ purpose_code: 'ZZZ' }))).toEqual(['purpose_code:purpose_unknown']);
    expect(codes(row({ reference: 'r'.repeat(36) }))).toEqual(['reference:too_long']);
  });

  it('needs no BIC nor purpose code to pay an account of this bank (its own bank code)', () => {
    const own = checkBulkRow(
      row({ iban: 'AE370901234567890123456', bic: '', purpose_code: '' }),
      options,
    );
    expect(own.problems.filter((p) => p.field !== 'iban')).toEqual([]);
    expect(own.ownBank).toBe(true);
  });

  it('marks the same payment twice with the line of the first', () => {
    const rows = [row(), row(), row({ reference: 'INV-2' })].map((r, i) => ({
      line: i + 2,
      reference: r.reference,
      checked: checkBulkRow(r, options),
    }));
    markDuplicates(rows);
    expect(rows.map((r) => r.checked.problems.map((p) => p.code))).toEqual([[], ['duplicate'], []]);
    expect(rows[1]!.checked.problems[0]!.values).toEqual({ line: 2 });
  });
});

describe('bulk payment files, every path', () => {
  it('reads cells of every kind from a sheet: numbers, dates, empty cells; a column named twice counts once', () => {
    const { rows, problem } = tableToRows([
      ['Name', 'IBAN', 'BIC', 'Amount', 'Currency', 'Purpose', 'Reference', 'Amount'],
      [
        'A',
        'AE070331234567890123456',
        'EBILAEAD',
        1250.5,
        'AED',
        'GDI',
        new Date('2026-11-27T00:00:00Z'),
        9,
      ],
      ['B', 'AE070331234567890123456', null, undefined, 'AED', 'GDI', '', 9],
    ]);
    expect(problem).toBeNull();
    expect(rows[0]).toMatchObject({ amount: '1250.5', reference: '2026-11-27' });
    expect(rows[1]).toMatchObject({ bic: '', amount: '' });
    // A blank row between payments is left out; the lines keep their places in the file.
    const spaced = tableToRows([
      ['name', 'iban', 'amount', 'currency'],
      ['A', 'B', '1', 'AED'],
      ['', null, undefined, ''],
      ['C', 'D', '2', 'AED'],
    ]);
    expect(spaced.rows.map((r) => r.line)).toEqual([2, 4]);
    // A file without the optional columns reads them as empty.
    expect(
      tableToRows([
        ['name', 'iban', 'amount', 'currency'],
        ['A', 'B', '1', 'AED'],
      ]).rows[0],
    ).toMatchObject({
      bic: '',
      purpose_code: '',
      reference: '',
    });
  });

  it('says so of a file with headers and no payment', () => {
    expect(tableToRows(csvTable('name,iban,amount,currency\n,,,\n')).problem?.code).toBe('empty');
  });

  it('names more problems: an IBAN not of its country’s form, a reference’s characters, a withdrawn purpose, decimals of an unknown currency', () => {
    expect(codes(row({ iban: 'AE07033123456789012345A' }))).toEqual(['iban:iban_format']);
    expect(codes(row({ reference: 'INV <1>' }))).toEqual(['reference:characters']);
    expect(codes(row({ purpose_code: 'GDS' }))).toEqual(['purpose_code:purpose_withdrawn']);
    expect(
      checkBulkRow(row({ currency: '', amount: '1.234' }), options).problems.map((p) => p.message),
    ).toEqual([
      'Enter the currency, such as AED.',
      'This currency has 2 decimals: write the amount with at most 2.',
    ]);
    expect(codes(row({ amount: '' }))).toEqual(['amount:required']);
    expect(codes(row({ iban: '' }))).toEqual(['iban:required']);
    // An IBAN of a country whose length the registry does not give.
    expect(
      checkBulkRow(row({ iban: 'QQ070331234567890123456', bic: '' }), options).problems[0],
    ).toMatchObject({
      field: 'iban',
    });
  });

  it('asks no BIC for a salary (WPS reaches the bank by its routing code)', () => {
    expect(checkBulkRow(row({ bic: '' }), { ...options, payroll: true }).problems).toEqual([]);
  });

  it('leaves out of the duplicates a row whose amount or IBAN does not read', () => {
    const rows = [
      row({ amount: 'x' }),
      row({ amount: 'x' }),
      row({ iban: '' }),
      row({ iban: '' }),
    ].map((r, i) => ({
      line: i + 2,
      reference: r.reference,
      checked: checkBulkRow(r, options),
    }));
    markDuplicates(rows);
    expect(rows.flatMap((r) => r.checked.problems.map((p) => p.code))).not.toContain('duplicate');
  });
});
