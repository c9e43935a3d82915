// Falcon Trading's bulk payments as the contract shapes them, for the bulk screens' tests (the
// client checks every answer against the contract in tests, so these are what the bank may say).
import { configure } from '@testing-library/react';
import type { BulkBatch, BulkBatchWithRows, BulkRow } from '@bank/api-contract';
import { HAMAD } from '@/lib/testing/approvals';

// A batch's page draws many rows: on a busy two-core machine one render can take over a second.
configure({ asyncUtilTimeout: 10_000 });

export const batchId = (n: number) => `b0a1c2d3-4e5f-4a6b-8c7d-${String(n).padStart(12, '0')}`;
const transactionId = (n: number) => `c1d2e3f4-5a6b-4c7d-8e9f-${String(n).padStart(12, '0')}`;

export const money = (currency: string, amount: string) => ({
  currency,
  amount,
  minor: String(BigInt(amount.replace('.', ''))),
});

/** A batch Hamad uploaded: two ready payments in AED, one in USD. */
export function batch(over: Partial<BulkBatch> = {}): BulkBatch {
  return {
    id: batchId(1),
    kind: 'bulk_payment',
    name: 'Suppliers, December',
    file_name: 'suppliers-december.csv',
    status: 'draft',
    row_count: 3,
    invalid_count: 0,
    totals: [
      { currency: 'AED', count: 2, amount: money('AED', '3750.00'), fee: money('AED', '10.00') },
      { currency: 'USD', count: 1, amount: money('USD', '980.50'), fee: money('USD', '5.00') },
    ],
    aed_value: money('AED', '7350.94'),
    outcome: { completed: 0, in_progress: 0, failed: 0 },
    created_by: HAMAD,
    created_at: '2026-11-20T06:00:00.000Z',
    submitted_at: null,
    decided_by: null,
    decided_at: null,
    rejection_reason: null,
    approval: null,
    ...over,
  };
}

/** A row of the file: ready by default, to another bank, a new payee. */
export function row(line: number, over: Partial<BulkRow> = {}): BulkRow {
  return {
    line,
    input: {
      name: 'Gulf Office Supplies LLC',
      iban: 'AE070331234567890123456',
      bic: 'EBILAEAD',
      amount: '1250.00',
      currency: 'AED',
      purpose_code: 'GDI',
      reference: `INV-${line}`,
    },
    amount: money('AED', '1250.00'),
    fee: money('AED', '5.00'),
    own_bank: false,
    saved_beneficiary: null,
    problems: [],
    status: 'ready',
    transaction_id: null,
    bank_reference: null,
    transaction_status: null,
    failure_reason: null,
    ...over,
  };
}

/** A row whose IBAN's check digits do not match, as the bank says it. */
export function badIbanRow(line: number): BulkRow {
  return row(line, {
    input: {
      name: 'Harbour Logistics Ltd',
      iban: 'GB82WEST12345698765431',
      bic: 'WESTGB2L',
      amount: '980.50',
      currency: 'USD',
      purpose_code: 'GDI',
      reference: 'INV-88213',
    },
    amount: money('USD', '980.50'),
    fee: null,
    status: 'invalid',
    problems: [
      {
        field: 'iban',
        code: 'iban_checksum',
        values: {},
        message: 'The IBAN’s check digits do not match: check it for a typing mistake.',
      },
    ],
  });
}

/** A sent row: its transaction's status, the bank's reference, why it failed. */
export function sentRow(
  line: number,
  status: NonNullable<BulkRow['transaction_status']>,
  over: Partial<BulkRow> = {},
): BulkRow {
  return row(line, {
    status: 'sent',
    transaction_id: transactionId(line),
    bank_reference: `SB-7KQ2-9F4${'MNPQRSTUVW'[line % 10]}`,
    transaction_status: status,
    ...over,
  });
}

export const withRows = (b: BulkBatch, rows: BulkRow[]): BulkBatchWithRows => ({ ...b, rows });
