// Falcon Trading's payroll as the contract shapes it, for the payroll screens' tests (the client
// checks every answer against the contract in tests, so these are what the bank may say).
import { configure } from '@testing-library/react';
import type { BulkBatch, BulkRow, Employee, PayrollRun } from '@bank/api-contract';
import { HAMAD } from '@/lib/testing/approvals';

// A month's page and the run's form draw many controls: on a busy two-core machine one render can
// take over a second.
configure({ asyncUtilTimeout: 10_000 });

const employeeId = (n: number) => `e1a2b3c4-5d6e-4f7a-8b9c-${String(n).padStart(12, '0')}`;
export const runId = (n: number) => `f2b3c4d5-6e7f-4a8b-9c0d-${String(n).padStart(12, '0')}`;
export const batchId = (n: number) => `b0a1c2d3-4e5f-4a6b-8c7d-${String(n).padStart(12, '0')}`;

const aed = (amount: string) => ({
  currency: 'AED',
  amount,
  minor: String(BigInt(amount.replace('.', ''))),
});

/** Aisha banks at bank 033 (routing code 103310101), Ravi at bank 026 (102610101). */
export const AISHA: Employee = {
  id: employeeId(1),
  name: 'Aisha Khan',
  person_id: '00000012345678',
  iban: 'AE070331234567890123456',
  routing_code: '103310101',
  fixed_salary: aed('8500.00'),
  active: true,
  created_at: '2026-10-01T06:00:00.000Z',
};

export const RAVI: Employee = {
  id: employeeId(2),
  name: 'Ravi Menon',
  person_id: '00000087654321',
  iban: 'AE980260001234567890123',
  routing_code: '102610101',
  fixed_salary: aed('6000.00'),
  active: true,
  created_at: '2026-10-01T06:05:00.000Z',
};

/** Taken off the payroll (kept for the months already paid). */
export const OMAR: Employee = {
  id: employeeId(3),
  name: 'Omar Saleh',
  person_id: '00000011112222',
  iban: 'AE720350009876543210987',
  routing_code: '103510101',
  fixed_salary: aed('5000.00'),
  active: false,
  created_at: '2026-10-01T06:10:00.000Z',
};

const SETTINGS = { employer_id: '1234567890123', bank_routing_code: '809000101' };

export const staff = (
  employees: Employee[] = [AISHA, RAVI, OMAR],
  settings: { employer_id: string | null; bank_routing_code: string } = SETTINGS,
) => ({ data: { employees, settings } });

/** The payroll batch of a month: a draft by default. */
export function payrollBatch(over: Partial<BulkBatch> = {}): BulkBatch {
  return {
    id: batchId(31),
    kind: 'payroll',
    name: 'Salaries November 2026',
    file_name: null,
    status: 'draft',
    row_count: 2,
    invalid_count: 0,
    totals: [{ currency: 'AED', count: 2, amount: aed('15250.00'), fee: aed('5.00') }],
    aed_value: aed('15250.00'),
    outcome: { completed: 0, in_progress: 0, failed: 0 },
    created_by: HAMAD,
    created_at: '2026-11-25T06:00:00.000Z',
    submitted_at: null,
    decided_by: null,
    decided_at: null,
    rejection_reason: null,
    approval: null,
    ...over,
  };
}

/** November 2026: Aisha's salary and a bonus, Ravi's salary with two days on leave. */
export function payrollRun(over: Partial<PayrollRun> = {}): PayrollRun {
  return {
    id: runId(1),
    month: '2026-11',
    pay_start: '2026-11-01',
    pay_end: '2026-11-30',
    total: aed('15250.00'),
    lines: [
      {
        employee: AISHA,
        fixed: aed('8500.00'),
        variable: aed('750.00'),
        leave_days: 0,
        net: aed('9250.00'),
        line: 1,
      },
      {
        employee: RAVI,
        fixed: aed('6000.00'),
        variable: aed('0.00'),
        leave_days: 2,
        net: aed('6000.00'),
        line: 2,
      },
    ],
    batch: payrollBatch(),
    created_at: '2026-11-25T06:00:00.000Z',
    ...over,
  };
}

/** A month as the list answers it (without its lines). */
export function listedMonth(over: Partial<PayrollRun> = {}): Omit<PayrollRun, 'lines'> {
  const { lines: _lines, ...month } = payrollRun(over);
  return month;
}

/** A row of the month's batch once sent. */
export function paidRow(line: number, name: string, over: Partial<BulkRow> = {}): BulkRow {
  return {
    line,
    input: {
      name,
      iban: line === 1 ? AISHA.iban : RAVI.iban,
      bic: '',
      amount: line === 1 ? '9250.00' : '6000.00',
      currency: 'AED',
      purpose_code: 'SAL',
      reference: 'Salary 2026-11',
    },
    amount: aed(line === 1 ? '9250.00' : '6000.00'),
    fee: null,
    own_bank: false,
    saved_beneficiary: null,
    problems: [],
    status: 'sent',
    transaction_id: `c1d2e3f4-5a6b-4c7d-8e9f-${String(line).padStart(12, '0')}`,
    bank_reference: `SB-PAY-${line}`,
    transaction_status: 'completed',
    failure_reason: null,
    ...over,
  };
}
