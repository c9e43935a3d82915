// Issue 28: the payroll page against the contract's answers. Nothing yet (no month, no employee,
// no employer id); the months (status in words, links to the month and its batch) and employees
// (IBAN grouped, routing code, salary, taken off); a viewer reads only; an employee added — a
// routing code of another bank than the IBAN's caught in the browser, the bank's refusal of a
// field said at it, the salary sent in fils exactly — one taken off added again (their record back,
// said so, the list read again), changed, and taken off after a question;
// the employer id saved by an administrator; a failure and its retry; Arabic with axe.
import { screen, waitFor, within } from '@testing-library/react';
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
  type Routes,
} from '@/lib/testing/pageHarness';
import { bulkPaymentPath, PATHS, payrollRunPath } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { AISHA, OMAR, RAVI, batchId, listedMonth, payrollBatch, runId, staff } from './testData';

const Page = screenUnderTest(() => import('./PayrollPage'));
const user = () => userEvent.setup({ delay: null });

type Role = 'viewer' | 'preparer' | 'approver' | 'admin';

function open(role: Role, routes: Routes = {}) {
  const api = fakeApi({
    'GET /customer/customer_type': reply(200, customerType('corporate', role)),
    'GET /payroll/runs': reply(200, { data: [] }),
    'GET /payroll/employees': reply(200, staff()),
    ...routes,
  });
  return { api, ...renderPage(Page(), PATHS.payroll) };
}

beforeEach(async () => {
  forgetCustomerType();
  await setToken('valid-token');
});
afterEach(async () => {
  await setupI18n('en');
});

describe('the payroll page (/dashboard/payroll)', () => {
  it('says there is nothing yet: no month, no employee, no employer id', async () => {
    const { container } = open('admin', {
      'GET /payroll/employees': reply(
        200,
        staff([], { employer_id: null, bank_routing_code: '809000101' }),
      ),
    });
    expect(await screen.findByText('No payroll month yet')).toBeVisible();
    expect(screen.getByText("Run payroll to pay a month's salaries.")).toBeVisible();
    expect(await screen.findByText('No employees yet')).toBeVisible();
    expect(screen.getByText('Add your employees to run payroll.')).toBeVisible();
    expect(
      screen.getByText(
        'Give the employer id before the first payroll month: every SIF carries it.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Run payroll' })).toHaveAttribute(
      'href',
      PATHS.payrollNew,
    );
    expect(screen.getByRole('link', { name: 'Check a SIF file' })).toHaveAttribute(
      'href',
      PATHS.payrollCheck,
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the months and the employees; a viewer reads only', async () => {
    const paid = listedMonth({
      id: runId(2),
      month: '2026-10',
      batch: payrollBatch({
        id: batchId(32),
        status: 'done',
        outcome: { completed: 2, in_progress: 0, failed: 0 },
      }),
    });
    const waiting = listedMonth({
      batch: payrollBatch({ status: 'awaiting_approval' }),
    });
    const { container } = open('viewer', {
      'GET /payroll/runs': reply(200, { data: [waiting, paid] }),
    });
    const months = await screen.findByRole('table', {
      name: "Your company's payroll months, newest first",
    });
    const rows = within(months).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('November 2026');
    expect(rows[1]).toHaveTextContent('2 employees');
    expect(rows[1]).toHaveTextContent(/AED\s15,250\.00/);
    expect(rows[1]).toHaveTextContent('Waiting for approval');
    expect(rows[2]).toHaveTextContent('October 2026');
    expect(rows[2]).toHaveTextContent('Paid');
    expect(within(rows[1]!).getByRole('link', { name: 'November 2026' })).toHaveAttribute(
      'href',
      payrollRunPath(runId(1)),
    );
    expect(
      within(rows[2]!).getByRole('link', { name: 'Payments of October 2026' }),
    ).toHaveAttribute('href', bulkPaymentPath(batchId(32)));

    const employees = await screen.findByRole('table', {
      name: "Your company's employees, those on the payroll first",
    });
    const people = within(employees).getAllByRole('row');
    expect(people[1]).toHaveTextContent('Aisha Khan');
    expect(people[1]).toHaveTextContent('00000012345678');
    expect(people[1]).toHaveTextContent('AE07 0331 2345 6789 0123 456');
    expect(people[1]).toHaveTextContent('103310101');
    expect(people[1]).toHaveTextContent(/AED\s8,500\.00/);
    expect(people[1]).toHaveTextContent('Yes');
    expect(people[3]).toHaveTextContent('Omar Saleh');
    expect(people[3]).toHaveTextContent('Taken off');
    // A viewer reads: no run, no change, no employer id to save.
    expect(screen.queryByRole('link', { name: 'Run payroll' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add an employee' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save the employer id' })).toBeNull();
    expect(screen.getByText('1234567890123')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('adds an employee: the routing code of another bank is caught in the browser, the bank’s refusal said at its field', async () => {
    let answer = refusal(409, 'invalid_state', {
      fields: { person_id: 'Already on your payroll.' },
    });
    const { api, container } = open('approver', {
      'POST /payroll/employees': () => answer,
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Add an employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an employee' });
    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Layla Haddad');
    await u.type(within(dialog).getByRole('textbox', { name: /Person id/ }), '12345678');
    await u.type(within(dialog).getByRole('textbox', { name: /IBAN/ }), 'AE070331234567890123456');
    // Bank 026's routing code for an account at bank 033.
    await u.type(within(dialog).getByRole('textbox', { name: /Routing code/ }), '102610101');
    await u.type(within(dialog).getByRole('textbox', { name: /Fixed monthly salary/ }), '7,250.50');
    await u.click(within(dialog).getByRole('button', { name: 'Add the employee' }));
    const mismatch =
      "The routing code 102610101 is of bank 026, and the IBAN of an account at bank 033: use the routing code of the employee's bank.";
    expect(await within(dialog).findByRole('link', { name: mismatch })).toBeVisible();
    expect(
      within(dialog).getByRole('textbox', { name: /Routing code/ }),
    ).toHaveAccessibleDescription(expect.stringContaining(mismatch));
    expect(api.to('POST', '/payroll/employees')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);

    // The right code: sent; the bank refuses the person id, said at its field.
    const routing = within(dialog).getByRole('textbox', { name: /Routing code/ });
    await u.clear(routing);
    await u.type(routing, '103310101');
    await u.click(within(dialog).getByRole('button', { name: 'Add the employee' }));
    expect(
      await within(dialog).findByRole('link', { name: 'Already on your payroll.' }),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: /Person id/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const sent = api.to('POST', '/payroll/employees');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      name: 'Layla Haddad',
      person_id: '12345678',
      iban: 'AE070331234567890123456',
      routing_code: '103310101',
      fixed_salary_minor: '725050',
    });

    // Corrected: saved, said, and the list asked again.
    answer = reply(201, {
      data: { ...AISHA, id: '9e8d7c6b-5a4f-4e3d-8c2b-000000000009', name: 'Layla Haddad' },
    });
    const personId = within(dialog).getByRole('textbox', { name: /Person id/ });
    await u.clear(personId);
    await u.type(personId, '12345679');
    await u.click(within(dialog).getByRole('button', { name: 'Add the employee' }));
    expect(await screen.findByText('Layla Haddad is on the payroll.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.to('GET', '/payroll/employees').length).toBeGreaterThan(1));
  });

  it('adds again an employee taken off the payroll: their record comes back, said as such, and the list is read again', async () => {
    // The bank brings back Omar's record (the same id, on the payroll, with today's details).
    const back = {
      ...OMAR,
      active: true,
      fixed_salary: { currency: 'AED', amount: '5500.00', minor: '550000' },
    };
    let list = staff();
    const { api, container } = open('approver', {
      'GET /payroll/employees': () => reply(200, list),
      'POST /payroll/employees': () => {
        list = staff([AISHA, RAVI, back]);
        return reply(201, { data: back });
      },
    });
    const u = user();
    const omar = (await screen.findByRole('cell', { name: 'Omar Saleh' })).closest('tr')!;
    expect(omar).toHaveTextContent('Taken off');
    expect(screen.queryByRole('button', { name: 'Change Omar Saleh' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Add an employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an employee' });
    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Omar Saleh');
    await u.type(within(dialog).getByRole('textbox', { name: /Person id/ }), OMAR.person_id);
    await u.type(within(dialog).getByRole('textbox', { name: /IBAN/ }), OMAR.iban);
    await u.type(within(dialog).getByRole('textbox', { name: /Routing code/ }), OMAR.routing_code);
    await u.type(within(dialog).getByRole('textbox', { name: /Fixed monthly salary/ }), '5,500');
    await u.click(within(dialog).getByRole('button', { name: 'Add the employee' }));
    expect(
      await screen.findByText('Omar Saleh is back on the payroll, with the details you gave.'),
    ).toBeVisible();
    expect(screen.queryByText('Omar Saleh is on the payroll.')).toBeNull();
    expect(api.to('POST', '/payroll/employees')[0]!.body).toMatchObject({
      person_id: OMAR.person_id,
      fixed_salary_minor: '550000',
    });
    // The list read again: Omar on the payroll, with his new salary, and his actions.
    expect(await screen.findByRole('button', { name: 'Change Omar Saleh' })).toBeVisible();
    const row = screen.getByRole('cell', { name: 'Omar Saleh' }).closest('tr')!;
    expect(row).not.toHaveTextContent('Taken off');
    expect(row).toHaveTextContent('5,500.00');
    expect(screen.getAllByRole('cell', { name: 'Omar Saleh' })).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('changes an employee’s details and takes another off the payroll after a question', async () => {
    const { api } = open('admin', {
      [`PUT /payroll/employees/${RAVI.id}`]: reply(200, {
        data: { ...RAVI, fixed_salary: { currency: 'AED', amount: '6500.00', minor: '650000' } },
      }),
      [`DELETE /payroll/employees/${AISHA.id}`]: reply(200, { data: { ...AISHA, active: false } }),
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Change Ravi Menon' }));
    const dialog = await screen.findByRole('dialog', { name: "Change an employee's details" });
    const salary = within(dialog).getByRole('textbox', { name: /Fixed monthly salary/ });
    expect(salary).toHaveValue('6,000.00');
    expect(within(dialog).getByRole('textbox', { name: /IBAN/ })).toHaveValue(
      'AE98 0260 0012 3456 7890 123',
    );
    await u.clear(salary);
    await u.type(salary, '6500');
    await u.click(within(dialog).getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByText("Ravi Menon's details are saved.")).toBeVisible();
    expect(api.to('PUT', `/payroll/employees/${RAVI.id}`)[0]!.body).toMatchObject({
      fixed_salary_minor: '650000',
      routing_code: '102610101',
    });

    // Omar is off the payroll already: nothing to change on his row.
    expect(screen.queryByRole('button', { name: 'Remove Omar Saleh from the payroll' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Remove Aisha Khan from the payroll' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Take Aisha Khan off the payroll?',
    });
    await u.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(api.to('DELETE', `/payroll/employees/${AISHA.id}`)).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Remove Aisha Khan from the payroll' }));
    await u.click(
      within(
        await screen.findByRole('alertdialog', { name: 'Take Aisha Khan off the payroll?' }),
      ).getByRole('button', { name: 'Take off the payroll' }),
    );
    expect(await screen.findByText('Aisha Khan is off the payroll.')).toBeVisible();
    expect(api.to('DELETE', `/payroll/employees/${AISHA.id}`)).toHaveLength(1);
  });

  it('lets an administrator save the employer id: 13 digits', async () => {
    const { api, container } = open('admin', {
      'GET /payroll/employees': reply(
        200,
        staff([AISHA], { employer_id: null, bank_routing_code: '809000101' }),
      ),
      'PUT /payroll/settings': reply(200, {
        data: { employer_id: '1000000000001', bank_routing_code: '809000101' },
      }),
    });
    const u = user();
    const field = await screen.findByRole('textbox', { name: /Employer id/ });
    await u.type(field, '12345');
    await u.click(screen.getByRole('button', { name: 'Save the employer id' }));
    expect(
      await screen.findByRole('link', { name: 'Enter the employer id in 13 digits.' }),
    ).toBeVisible();
    expect(api.to('PUT', '/payroll/settings')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
    await u.clear(field);
    await u.type(field, '1000000000001');
    await u.click(screen.getByRole('button', { name: 'Save the employer id' }));
    expect(await screen.findByText('The employer id is saved.')).toBeVisible();
    expect(api.to('PUT', '/payroll/settings')[0]!.body).toEqual({ employer_id: '1000000000001' });
  });

  it('says so when the months cannot be loaded, and tries again', async () => {
    let down = true;
    open('preparer', {
      'GET /payroll/runs': () =>
        down
          ? reply(503, { error: { code: 'service_unavailable', message: 'down' } })
          : reply(200, { data: [] }),
    });
    expect(await screen.findByText('We could not load the payroll months')).toBeVisible();
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No payroll month yet')).toBeVisible();
  });

  it('has no axe violations in Arabic, and says the routing code’s bank in Arabic', async () => {
    await setupI18n('ar');
    const { container } = open('admin', {
      'GET /payroll/runs': reply(200, { data: [listedMonth()] }),
    });
    expect(
      await screen.findByRole('table', { name: 'أشهر رواتب شركتك، الأحدث أولًا' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'نوفمبر 2026' })).toBeVisible();
    expect(await screen.findByText('مُعدّة، لم تُقدَّم')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'إضافة موظف' }));
    const dialog = await screen.findByRole('dialog', { name: 'إضافة موظف' });
    await u.type(
      within(dialog).getByRole('textbox', { name: /رقم الآيبان/ }),
      'AE070331234567890123456',
    );
    await u.type(within(dialog).getByRole('textbox', { name: /رمز التوجيه/ }), '102610101');
    await u.click(within(dialog).getByRole('button', { name: 'إضافة الموظف' }));
    expect(
      await within(dialog).findByRole('link', {
        name: 'رمز التوجيه 102610101 للبنك 026، بينما رقم الآيبان لحساب في البنك 033: استخدم رمز التوجيه لبنك الموظف.',
      }),
    ).toBeVisible();
    expect(dialog).not.toHaveTextContent(/routing code/);
    expect(await axeViolations(container)).toEqual([]);
  });
});
