// Issue 28: one payroll month against the contract's answers. Its facts (period, employees, total,
// its batch's status in words, who prepared it), the link to its batch's page where it is submitted
// and followed, its approval progress (the step waiting, who gave the first), its lines; the SIF
// downloaded under the bank's name for it (Content-Disposition); the payroll report, with each
// payment's outcome once the batch was sent (from the batch's rows); a failure and its retry;
// Arabic with axe.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import { ADAM, progress } from '@/lib/testing/approvals';
import { customerType } from '@/lib/testing/money';
import {
  fakeApi,
  renderPage,
  reply,
  screenUnderTest,
  setupI18n,
  type Routes,
} from '@/lib/testing/pageHarness';
import { bulkPaymentPath, PATHS, payrollRunPath } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { batchId, paidRow, payrollBatch, payrollRun, runId } from './testData';

const Page = screenUnderTest(() => import('./PayrollRunPage'));
const user = () => userEvent.setup({ delay: null });
const AT = payrollRunPath(runId(1));
const SIF_NAME = '1234567890123261125100000.SIF';
const SIF_TEXT =
  'EDR,00000012345678,103310101,AE070331234567890123456,2026-11-01,2026-11-30,30,8500.00,750.00,0\r\n' +
  'SCR,1234567890123,809000101,2026-11-25,1000,112026,1,9250.00,AED,Payroll 2026-11\r\n';

/** Waiting for its second approval: Adam gave the first. */
const waiting = payrollRun({
  batch: payrollBatch({
    status: 'awaiting_approval',
    submitted_at: '2026-11-25T07:00:00.000Z',
    approval: progress({
      current_step: 2,
      steps: progress().steps.map((s) =>
        s.step === 1
          ? { ...s, status: 'approved', approved_by: ADAM, approved_at: '2026-11-25T08:00:00.000Z' }
          : s,
      ),
    }),
  }),
});

const sent = payrollRun({
  batch: payrollBatch({
    status: 'done',
    submitted_at: '2026-11-25T07:00:00.000Z',
    outcome: { completed: 1, in_progress: 0, failed: 1 },
  }),
});

function open(run = waiting, routes: Routes = {}) {
  const api = fakeApi({
    'GET /customer/customer_type': reply(200, customerType('corporate', 'approver')),
    [`GET /payroll/runs/${runId(1)}`]: reply(200, { data: run }),
    ...routes,
  });
  // The SIF is text with its name in Content-Disposition (the fake answers JSON only).
  const json = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname.endsWith(`/payroll/runs/${runId(1)}/sif`)) {
      return new Response(SIF_TEXT, {
        status: 200,
        headers: {
          'content-type': 'text/plain; charset=us-ascii',
          'content-disposition': `attachment; filename="${SIF_NAME}"`,
        },
      });
    }
    return json(request);
  });
  return { api, ...renderPage(Page(), PATHS.payrollRun, { at: AT }) };
}

/** A saved file's text: the SIF is Node's Blob (the fetch's answer), the report jsdom's. */
function readText(blob: Blob): Promise<string> {
  if (!(blob instanceof Blob) && typeof (blob as Blob).text === 'function')
    return (blob as Blob).text();
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

let saved: { name: string; blob: Blob }[];
beforeEach(async () => {
  forgetCustomerType();
  await setToken('valid-token');
  saved = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:payroll-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setupI18n('en');
});

describe('a payroll month (/dashboard/payroll/:run_id)', () => {
  it('shows the month, its approvals and the link to follow its payments', async () => {
    const { container } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salaries of November 2026' }),
    ).toBeVisible();
    const facts = screen.getByRole('region', { name: 'This month' });
    expect(facts).toHaveTextContent('01-11-2026 to 30-11-2026');
    expect(facts).toHaveTextContent('2 employees');
    expect(facts).toHaveTextContent(/AED\s15,250\.00/);
    expect(facts).toHaveTextContent('Waiting for approval');
    expect(facts).toHaveTextContent('Hamad Falcon');
    expect(screen.getByRole('link', { name: 'Submit and follow the payments' })).toHaveAttribute(
      'href',
      bulkPaymentPath(batchId(31)),
    );
    const approvals = screen.getByRole('region', { name: 'Approvals' });
    expect(approvals).toHaveTextContent('Waiting for step 2 of 2.');
    expect(approvals).toHaveTextContent('Adam Falcon');
    const lines = screen.getByRole('table', { name: 'The employees paid in November 2026' });
    const rows = within(lines).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Aisha Khan');
    expect(rows[1]).toHaveTextContent('AE07 0331 2345 6789 0123 456');
    expect(rows[1]).toHaveTextContent(/AED\s9,250\.00/);
    expect(rows[2]).toHaveTextContent('Ravi Menon');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('downloads the SIF under the bank’s name, and the report without an outcome before it is sent', async () => {
    const { api } = open();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Download the SIF' }));
    expect(await screen.findByText(`Saved ${SIF_NAME}.`)).toBeVisible();
    expect(saved[0]!.name).toBe(SIF_NAME);
    expect(await readText(saved[0]!.blob)).toBe(SIF_TEXT);

    await u.click(screen.getByRole('button', { name: 'Download the payroll report' }));
    expect(await screen.findByText('Saved payroll-2026-11-report.csv.')).toBeVisible();
    const report = (await readText(saved[1]!.blob)).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(report).toEqual([
      'line,employee,person_id,iban,routing_code,fixed,variable,leave_days,net',
      '1,Aisha Khan,00000012345678,AE070331234567890123456,103310101,8500.00,750.00,0,9250.00',
      '2,Ravi Menon,00000087654321,AE980260001234567890123,102610101,6000.00,0.00,2,6000.00',
    ]);
    // Not sent yet: the batch's rows are not asked.
    expect(api.to('GET', `/bulk_payments/${batchId(31)}`)).toHaveLength(0);
  });

  it('adds each payment’s outcome to the report once the batch was sent', async () => {
    const { api } = open(sent, {
      [`GET /bulk_payments/${batchId(31)}`]: reply(200, {
        data: {
          ...sent.batch,
          rows: [
            paidRow(1, 'Aisha Khan'),
            paidRow(2, 'Ravi Menon', {
              transaction_status: 'returned',
              failure_reason: 'The account is closed.',
            }),
          ],
        },
      }),
    });
    const u = user();
    expect(await screen.findByText('1 paid')).toBeVisible();
    expect(screen.getByText('1 failed')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Download the payroll report' }));
    expect(await screen.findByText('Saved payroll-2026-11-report.csv.')).toBeVisible();
    const report = (await readText(saved[0]!.blob)).replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(report[0]).toBe(
      'line,employee,person_id,iban,routing_code,fixed,variable,leave_days,net,outcome,bank_reference,failure_reason',
    );
    expect(report[1]).toMatch(/,9250\.00,completed,SB-PAY-1,$/);
    expect(report[2]).toMatch(/,6000\.00,returned,SB-PAY-2,The account is closed\.$/);
    expect(api.to('GET', `/bulk_payments/${batchId(31)}`)).toHaveLength(1);
  });

  it('says so when the month cannot be loaded, and tries again', async () => {
    let down = true;
    open(waiting, {
      [`GET /payroll/runs/${runId(1)}`]: () =>
        down
          ? reply(503, { error: { code: 'service_unavailable', message: 'down' } })
          : reply(200, { data: waiting }),
    });
    expect(await screen.findByText('We could not load this payroll month')).toBeVisible();
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Salaries of November 2026' }),
    ).toBeVisible();
  });

  it('has no axe violations in Arabic', async () => {
    await setupI18n('ar');
    const { container } = open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'رواتب نوفمبر 2026' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'تقديم المدفوعات ومتابعتها' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'الموافقات' })).toHaveTextContent(
      'بانتظار الخطوة 2 من 2.',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
