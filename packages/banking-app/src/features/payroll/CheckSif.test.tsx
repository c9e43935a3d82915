// Issue 28: a SIF checked, in the browser as it is chosen (@bank/lookups/wps) and by the bank (the
// file as the raw body). A file that passes, with what it says; one with problems, listed by line
// in words; no file; a file too large for the bank; Arabic, with axe, never the English words.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import { customerType } from '@/lib/testing/money';
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
import { PATHS } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';

const Page = screenUnderTest(() => import('./CheckSifPage'));
const user = () => userEvent.setup({ delay: null });

const GOOD =
  'EDR,00000012345678,103310101,AE070331234567890123456,2026-11-01,2026-11-30,30,8500.00,750.00,0\r\n' +
  'SCR,1234567890123,809000101,2026-11-25,1000,112026,1,9250.00,AED,Payroll 2026-11\r\n';
/** Ravi's routing code is of bank 026, his IBAN of bank 033; the total says 9000.00. */
const BAD =
  'EDR,00000087654321,102610101,AE070331234567890123456,2026-11-01,2026-11-30,30,6000.00,0.00,2\r\n' +
  'SCR,1234567890123,809000101,2026-11-25,1000,112026,1,9000.00,AED,Payroll 2026-11\r\n';
const sif = (text: string, name = '1234567890123261125100000.SIF') =>
  new File([text], name, { type: '' });

function open(routes: Routes = {}) {
  const api = fakeApi({
    'GET /customer/customer_type': reply(200, customerType('corporate', 'viewer')),
    ...routes,
  });
  return { api, ...renderPage(Page(), PATHS.payrollCheck) };
}

beforeEach(async () => {
  forgetCustomerType();
  await setToken('valid-token');
});
afterEach(async () => {
  await setupI18n('en');
});

describe('check a SIF file (/dashboard/payroll/check)', () => {
  it('accepts a good file at once, and with the bank', async () => {
    const { api, container } = open({
      'POST /payroll/sif/check': reply(200, {
        data: {
          ok: true,
          problems: [],
          summary: {
            employer_id: '1234567890123',
            month: '2026-11',
            employees: 1,
            total: '9250.00',
          },
        },
      }),
    });
    const u = user();
    await u.upload(await screen.findByLabelText(/The SIF file/), sif(GOOD));
    const browser = await screen.findByRole('region', { name: 'Checked in your browser' });
    expect(within(browser).getByText('The file passes the checks.')).toBeVisible();
    expect(browser).toHaveTextContent('1234567890123');
    expect(browser).toHaveTextContent('November 2026');
    expect(browser).toHaveTextContent('1 employee');
    expect(browser).toHaveTextContent(/AED\s9,250\.00/);
    expect(await axeViolations(container)).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Check with the bank' }));
    const bank = await screen.findByRole('region', { name: 'Checked by the bank' });
    expect(within(bank).getByText('The file passes the checks.')).toBeVisible();
    expect(bank).toHaveTextContent(/AED\s9,250\.00/);
    const sent = api.to('POST', '/payroll/sif/check');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      contentType: 'text/plain',
      size: new Blob([GOOD]).size,
    } satisfies RawBody);
  });

  it('refuses a file with problems, listed by line in words', async () => {
    const { container } = open({
      'POST /payroll/sif/check': reply(200, {
        data: {
          ok: false,
          problems: [
            {
              line: 1,
              code: 'routing_iban_mismatch',
              values: { routing: '102610101', routing_bank: '026', iban_bank: '033' },
              message: 'The routing code 102610101 is of bank 026 (the bank’s words).',
            },
            {
              line: 2,
              code: 'a_new_check',
              values: {},
              message: 'A check this app does not know yet.',
            },
          ],
          summary: {
            employer_id: '1234567890123',
            month: '2026-11',
            employees: 1,
            total: '9000.00',
          },
        },
      }),
    });
    const u = user();
    await u.upload(await screen.findByLabelText(/The SIF file/), sif(BAD, 'ravi.csv'));
    const browser = await screen.findByRole('region', { name: 'Checked in your browser' });
    expect(
      within(browser).getByText('The file has 2 problems: WPS would refuse it.'),
    ).toBeVisible();
    const items = within(browser)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain(
      'Line 1The routing code 102610101 is of bank 026, and the IBAN of an account at bank 033.',
    );
    expect(items).toContain(
      "Line 2The control record's total is 9000.00; the employees' pay adds up to 6000.00.",
    );
    expect(await axeViolations(container)).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Check with the bank' }));
    const bank = await screen.findByRole('region', { name: 'Checked by the bank' });
    expect(bank).toHaveTextContent(
      'The routing code 102610101 is of bank 026, and the IBAN of an account at bank 033.',
    );
    // A code this app does not know yet: the bank's words, on an English page.
    expect(bank).toHaveTextContent('A check this app does not know yet.');
  });

  it('asks for a file first, and says the bank’s refusal of one too large', async () => {
    const { api } = open({ 'POST /payroll/sif/check': refusal(413, 'payload_too_large') });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Check with the bank' }));
    expect(await screen.findByRole('link', { name: 'Choose a SIF file first.' })).toBeVisible();
    expect(api.to('POST', '/payroll/sif/check')).toHaveLength(0);
    await u.upload(screen.getByLabelText(/The SIF file/), sif(GOOD));
    await u.click(screen.getByRole('button', { name: 'Check with the bank' }));
    expect(await screen.findByText('The bank did not check the file')).toBeVisible();
    expect(
      screen.getByText('The file is larger than 512 KB: a SIF is at most 512 KB.'),
    ).toBeVisible();
  });

  it('says the problems in Arabic only, with no axe violations', async () => {
    await setupI18n('ar');
    const { container } = open({
      'POST /payroll/sif/check': reply(200, {
        data: {
          ok: false,
          problems: [
            {
              line: 2,
              code: 'a_new_check',
              values: {},
              message: 'A check this app does not know yet.',
            },
          ],
          summary: null,
        },
      }),
    });
    const u = user();
    await u.upload(await screen.findByLabelText(/ملف SIF/), sif(BAD));
    const browser = await screen.findByRole('region', { name: 'فُحص في متصفحك' });
    expect(within(browser).getByText('في الملف مشكلتان: سيرفضه نظام حماية الأجور.')).toBeVisible();
    expect(browser).toHaveTextContent(/رمز التوجيه\s\u2066102610101\u2069 للبنك \u2066026\u2069/);
    expect(browser).not.toHaveTextContent(/routing code/);
    expect(await axeViolations(container)).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'الفحص لدى البنك' }));
    const bank = await screen.findByRole('region', { name: 'فحصه البنك' });
    expect(bank).toHaveTextContent('في هذا السطر مشكلة سيرفضها نظام حماية الأجور.');
    expect(bank).not.toHaveTextContent(/does not know/);
    expect(await axeViolations(container)).toEqual([]);
  });
});
