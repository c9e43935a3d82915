// Issue 28: the company's bulk payments and a new batch, against the contract's answers. The list
// (empty, and batches with their status in words, totals and outcome), a viewer without "New bulk
// payment"; the new batch's form: the template to download, a file with problems read and checked
// in the browser (problems in words, totals of the rest), the file sent as the raw body with its
// name and the batch's, then the batch's page; a file the browser cannot use; axe in English and
// Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BulkBatch } from '@bank/api-contract';
import { axeViolations } from '@/lib/testing/axe';
import { HAMAD } from '@/lib/testing/approvals';
import { customerType, details, wallet } from '@/lib/testing/money';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  screenUnderTest,
  setupI18n,
  type RawBody,
  type Routes,
} from '@/lib/testing/pageHarness';
import { bulkPaymentPath, PATHS, withQuery } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { badIbanRow, batch, batchId, money, row, withRows } from './testData';

const Page = screenUnderTest(() => import('./BulkPaymentsPage'));
const user = () => userEvent.setup({ delay: null });
const NEW = withQuery(PATHS.bulkPayments, { new: '1' });

type Role = 'viewer' | 'preparer' | 'approver' | 'admin';

function open(role: Role, list: BulkBatch[], at: string = PATHS.bulkPayments, extra: Routes = {}) {
  const api = fakeApi({
    'GET /customer/customer_type': reply(200, customerType('corporate', role)),
    'GET /customer/get_customer_details_by_id': reply(
      200,
      details({ customer_id: HAMAD.customer_id, user_type: 'corporate', customer_type: role }),
    ),
    'GET /bulk_payments': reply(200, { data: list }),
    'GET /wallet/list': reply(200, { data: [wallet('AED', '50000.00'), wallet('USD', '9000.00')] }),
    ...extra,
  });
  return { api, ...renderPage(Page(), PATHS.bulkPayments, { at }) };
}

/** A file of three payments: one ready, one whose IBAN's check digits are wrong, one in a currency without a wallet. */
const CSV = [
  'name,iban,bic,amount,currency,purpose_code,reference',
  'Gulf Office Supplies LLC,AE070331234567890123456,EBILAEAD,1250.00,AED,GDI,INV-1',
  'Harbour Logistics Ltd,GB82WEST12345698765431,WESTGB2L,980.50,USD,GDI,INV-2',
  'Euro Parts GmbH,DE89370400440532013000,COBADEFFXXX,100.00,EUR,GDI,INV-3',
].join('\n');
const csvFile = (text = CSV, name = 'payments.csv') => new File([text], name, { type: 'text/csv' });

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

let blobs: Map<string, Blob>;
beforeEach(async () => {
  forgetCustomerType();
  await setToken('valid-token');
  blobs = new Map();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:bulk-${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  await setupI18n('en');
});

describe('the bulk payments list (/dashboard/bulk_payments)', () => {
  it('says there is none yet, and offers a new one', async () => {
    const { container } = open('preparer', []);
    expect(await screen.findByText('No bulk payments yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New bulk payment' })).toHaveAttribute('href', NEW);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("lists the company's batches: status in words, payments, totals per currency, the outcome", async () => {
    const sent = batch({
      id: batchId(2),
      name: 'Salaries advance',
      status: 'done',
      row_count: 12,
      outcome: { completed: 10, in_progress: 1, failed: 1 },
      totals: [
        { currency: 'AED', count: 12, amount: money('AED', '48000.00'), fee: money('AED', '0.00') },
      ],
    });
    const draft = batch({ status: 'draft', invalid_count: 1, row_count: 3 });
    const { container } = open('viewer', [sent, draft]);
    const table = await screen.findByRole('table', {
      name: "Your company's bulk payments, newest first",
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Salaries advance');
    expect(rows[1]).toHaveTextContent('Sent');
    expect(rows[1]).toHaveTextContent('12 payments');
    expect(rows[1]).toHaveTextContent(/AED\s48,000\.00/);
    expect(rows[1]).toHaveTextContent('10 paid1 on its way1 failed');
    expect(rows[2]).toHaveTextContent('Draft');
    expect(rows[2]).toHaveTextContent('3 payments1 with a problem');
    expect(rows[2]).toHaveTextContent(/AED\s3,750\.00USD\s980\.50/);
    expect(rows[2]).toHaveTextContent('Not sent yet');
    expect(within(rows[1]!).getByRole('link', { name: 'Salaries advance' })).toHaveAttribute(
      'href',
      bulkPaymentPath(batchId(2)),
    );
    // A viewer reads: nothing to upload.
    expect(screen.queryByRole('link', { name: 'New bulk payment' })).toBeNull();
    expect(
      screen.getByText(/preparers, approvers and administrators upload and decide them/),
    ).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    let down = true;
    fakeApi({
      'GET /customer/customer_type': reply(200, customerType('corporate', 'admin')),
      'GET /bulk_payments': () =>
        down
          ? reply(503, { error: { code: 'service_unavailable', message: 'down' } })
          : reply(200, { data: [] }),
    });
    renderPage(Page(), PATHS.bulkPayments);
    expect(await screen.findByText("We could not load your company's bulk payments")).toBeVisible();
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No bulk payments yet')).toBeVisible();
  });
});

describe('a new bulk payment', () => {
  it('reads a file with problems in the browser, then uploads it and opens the batch', async () => {
    const made = withRows(batch({ id: batchId(7), invalid_count: 2 }), [row(2), badIbanRow(3)]);
    const { api, container } = open('preparer', [], NEW, {
      'POST /bulk_payments': reply(201, { data: made }),
    });
    const u = user();
    const heading = await screen.findByRole('heading', { name: 'New bulk payment' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The template, a file made in the browser.
    const template = await screen.findByRole('link', { name: 'Download the template (CSV)' });
    expect(template).toHaveAttribute('download', 'bulk-payments-template.csv');
    const text = await readText(blobs.get(template.getAttribute('href')!)!);
    expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'name,iban,bic,amount,currency,purpose_code,reference',
    );

    await u.upload(screen.getByLabelText(/The file of payments/), csvFile());
    expect(
      await screen.findByText('payments.csv: 3 payments. 2 have problems.'),
    ).toBeInTheDocument();
    const found = screen.getByRole('region', { name: 'What the file holds' });
    const problems = within(found)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(problems).toContain(
      "IBAN: The IBAN's check digits do not match: check it for a typing mistake.",
    );
    expect(problems).toContain(
      'Currency: Your company has no EUR wallet to pay from: open one, or pay in another currency.',
    );
    expect(within(found).getByText('Line 3')).toBeInTheDocument();
    const totals = within(found).getByRole('table', {
      name: 'Totals of the payments without problems',
    });
    expect(within(totals).getAllByRole('row')[1]).toHaveTextContent(
      /CurrencyAEDPayments1AmountAED\s1,250\.00/,
    );
    expect(await axeViolations(container)).toEqual([]);

    // The name is asked for; then the file goes as it is: the bank decides.
    await u.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByRole('link', { name: 'Name the batch.' })).toBeVisible();
    await u.type(screen.getByRole('textbox', { name: /Name of the batch/ }), 'Suppliers, December');
    await u.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: bulkPaymentPath(batchId(7)) }),
    ).toBeInTheDocument();
    const sent = api.to('POST', '/bulk_payments');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.query).toEqual({ name: 'Suppliers, December', file_name: 'payments.csv' });
    expect(sent[0]!.body).toEqual({
      contentType: 'text/csv',
      size: new Blob([CSV]).size,
    } satisfies RawBody);
  });

  it('says why a file cannot be used, and the bank’s refusal of a file too large', async () => {
    const { api } = open('admin', [], NEW, {
      'POST /bulk_payments': refusal(413, 'payload_too_large'),
    });
    const u = user();
    const input = await screen.findByLabelText(/The file of payments/);
    await u.upload(input, csvFile('amount,currency\n10,AED', 'wrong.csv'));
    expect(
      await screen.findByText(
        "The file has no columns name, iban: use the template's headers in the first row.",
      ),
    ).toBeVisible();
    await u.type(screen.getByRole('textbox', { name: /Name of the batch/ }), 'Wrong');
    await u.click(screen.getByRole('button', { name: 'Upload and check' }));
    // Not sent: the bank would refuse it too.
    expect(
      await screen.findByRole('link', {
        name: "The file has no columns name, iban: use the template's headers in the first row.",
      }),
    ).toBeVisible();
    expect(api.to('POST', '/bulk_payments')).toHaveLength(0);

    await u.upload(input, csvFile());
    await screen.findByText('payments.csv: 3 payments. 2 have problems.');
    await u.click(screen.getByRole('button', { name: 'Upload and check' }));
    expect(await screen.findByText('The bank did not take the file')).toBeVisible();
    expect(screen.getByText(/The file is larger than 2 MB\. Split it in two/)).toBeVisible();
  });

  it('has no axe violations in Arabic, and says the problems in Arabic only', async () => {
    await setupI18n('ar');
    const { container } = open('preparer', [batch()], NEW);
    const u = user();
    await u.upload(await screen.findByLabelText(/ملف المدفوعات/), csvFile());
    expect(
      await screen.findByText('payments.csv: 3 دفعات. اثنتان منها بهما مشكلات.'),
    ).toBeInTheDocument();
    const found = screen.getByRole('region', { name: 'ما يحتويه الملف' });
    expect(found).toHaveTextContent(
      'رقم الآيبان: خانتا التحقق في رقم الآيبان غير متطابقتين: تأكد من عدم وجود خطأ في الكتابة.',
    );
    // The bank's English words are never shown on the Arabic page.
    expect(found).not.toHaveTextContent(/check digits/);
    expect(
      await screen.findByRole('table', { name: 'المدفوعات المجمّعة لشركتك، الأحدث أولًا' }),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
