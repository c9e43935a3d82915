// Issue 28: a payroll month run against the contract's answers. The month after the last one on a
// payroll chosen (those on one marked), the employees on the payroll with their salary as fixed pay,
// variable pay and days on leave, the total of those paid; what the browser catches (days beyond
// the month, nothing to pay); the bank's refusals at their fields (a line's days by its index in
// what was sent, a month already on a payroll at the month); the body in fils; the month's page
// once made; no employer id, no employee; Arabic with axe.
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
  type Routes,
} from '@/lib/testing/pageHarness';
import { PATHS, payrollRunPath } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import {
  AISHA,
  OMAR,
  RAVI,
  batchId,
  listedMonth,
  payrollBatch,
  payrollRun,
  runId,
  staff,
} from './testData';

const Page = screenUnderTest(() => import('./RunPayrollPage'));
const user = () => userEvent.setup({ delay: null });

/** October paid; November's batch was rejected: November is the month to run. */
const MONTHS = [
  listedMonth({
    id: runId(3),
    month: '2026-11',
    batch: payrollBatch({ id: batchId(33), status: 'rejected' }),
  }),
  listedMonth({
    id: runId(2),
    month: '2026-10',
    batch: payrollBatch({ id: batchId(32), status: 'done' }),
  }),
];

function open(routes: Routes = {}) {
  const api = fakeApi({
    'GET /customer/customer_type': reply(200, customerType('corporate', 'preparer')),
    'GET /payroll/employees': reply(200, staff([AISHA, RAVI, OMAR])),
    'GET /payroll/runs': reply(200, { data: MONTHS }),
    ...routes,
  });
  return { api, ...renderPage(Page(), PATHS.payrollNew) };
}

beforeEach(async () => {
  forgetCustomerType();
  await setToken('valid-token');
});
afterEach(async () => {
  await setupI18n('en');
});

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name }).closest('tr') as HTMLTableRowElement;

describe('run payroll (/dashboard/payroll/new)', () => {
  it('offers the next unpaid month and each employee on the payroll with their salary', async () => {
    const { container } = open();
    const month = await screen.findByRole('combobox', { name: /Salary month/ });
    expect(month).toHaveValue('2026-11');
    expect(
      within(month).getByRole('option', { name: 'October 2026 (already on a payroll)' }),
    ).toBeInTheDocument();
    // November's batch was rejected: it can be run again.
    expect(within(month).getByRole('option', { name: 'November 2026' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'The employees paid this month' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).queryByText('Omar Saleh')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Fixed pay of Aisha Khan' })).toHaveValue(
      '8,500.00',
    );
    expect(screen.getByRole('textbox', { name: 'Fixed pay of Ravi Menon' })).toHaveValue(
      '6,000.00',
    );
    expect(screen.getByText(/Total: 2 employees, AED\s14,500\.00/)).toBeVisible();

    const u = user();
    await u.type(screen.getByRole('textbox', { name: 'Variable pay of Aisha Khan' }), '750');
    expect(rowOf('Aisha Khan')).toHaveTextContent(/AED\s9,250\.00/);
    expect(screen.getByText(/Total: 2 employees, AED\s15,250\.00/)).toBeVisible();
    await u.click(screen.getByRole('checkbox', { name: 'Pay Ravi Menon this month' }));
    expect(rowOf('Ravi Menon')).toHaveTextContent('Not paid');
    expect(screen.getByText(/Total: 1 employee, AED\s9,250\.00/)).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('catches days beyond the month and nothing to pay, then says the bank’s refusals at their fields', async () => {
    let answer = refusal(400, 'validation_error', {
      fields: { 'lines.1.leave_days': 'Ravi Menon: November 2026 has 30 days.' },
    });
    const { api } = open({ 'POST /payroll/runs': () => answer });
    const u = user();
    const days = await screen.findByRole('textbox', {
      name: 'Days on leave without pay of Ravi Menon',
    });
    await u.clear(days);
    await u.type(days, '31');
    const fixed = screen.getByRole('textbox', { name: 'Fixed pay of Aisha Khan' });
    await u.clear(fixed);
    await u.click(screen.getByRole('button', { name: 'Prepare the month' }));
    expect(
      await screen.findByRole('link', { name: 'Aisha Khan: there is nothing to pay.' }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'Ravi Menon: the days on leave are a whole number from 0 to 30.',
      }),
    ).toBeVisible();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST', '/payroll/runs')).toHaveLength(0);

    // Sent: the bank's refusal of the second line's days, at Ravi's days.
    await u.type(fixed, '8500');
    await u.clear(days);
    await u.type(days, '2');
    await u.click(screen.getByRole('button', { name: 'Prepare the month' }));
    expect(
      await screen.findByRole('link', { name: 'Ravi Menon: November 2026 has 30 days.' }),
    ).toBeVisible();
    expect(days).toHaveAccessibleDescription('Ravi Menon: November 2026 has 30 days.');
    expect(api.to('POST', '/payroll/runs')[0]!.body).toEqual({
      month: '2026-11',
      lines: [
        { employee_id: AISHA.id, fixed_minor: '850000', variable_minor: '0', leave_days: 0 },
        { employee_id: RAVI.id, fixed_minor: '600000', variable_minor: '0', leave_days: 2 },
      ],
    });

    // A month already on a payroll: said at the month.
    answer = refusal(409, 'invalid_state', { fields: { month: 'Already on a payroll.' } });
    answer.body = {
      error: {
        code: 'invalid_state',
        message:
          'October 2026 is already on a payroll (done): a pay period cannot be paid twice. Cancel that one first if it is still a draft.',
        fields: { month: 'Already on a payroll.' },
      },
    };
    await u.selectOptions(screen.getByRole('combobox', { name: /Salary month/ }), '2026-10');
    await u.click(screen.getByRole('button', { name: 'Prepare the month' }));
    const said =
      'October 2026 is already on a payroll (done): a pay period cannot be paid twice. Cancel that one first if it is still a draft.';
    expect(await screen.findByRole('link', { name: said })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Salary month/ })).toHaveAccessibleDescription(
      expect.stringContaining(said),
    );
  });

  it('prepares the month in fils and opens its page', async () => {
    const { api } = open({
      'POST /payroll/runs': reply(201, { data: payrollRun({ id: runId(9) }) }),
    });
    const u = user();
    await u.type(
      await screen.findByRole('textbox', { name: 'Variable pay of Aisha Khan' }),
      '750.25',
    );
    const days = screen.getByRole('textbox', { name: 'Days on leave without pay of Ravi Menon' });
    await u.clear(days);
    await u.type(days, '2');
    await u.click(screen.getByRole('button', { name: 'Prepare the month' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: payrollRunPath(runId(9)) }),
    ).toBeInTheDocument();
    expect(api.to('POST', '/payroll/runs')[0]!.body).toEqual({
      month: '2026-11',
      lines: [
        { employee_id: AISHA.id, fixed_minor: '850000', variable_minor: '75025', leave_days: 0 },
        { employee_id: RAVI.id, fixed_minor: '600000', variable_minor: '0', leave_days: 2 },
      ],
    });
  });

  it('asks for the employer id first, and for employees', async () => {
    open({
      'GET /payroll/employees': reply(
        200,
        staff([AISHA], { employer_id: null, bank_routing_code: '809000101' }),
      ),
    });
    expect(
      await screen.findByText(
        "Your establishment's employer id is not given yet: an administrator gives it in the payroll settings.",
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the payroll settings' })).toHaveAttribute(
      'href',
      `${PATHS.payroll}#payroll-settings`,
    );
    expect(screen.queryByRole('button', { name: 'Prepare the month' })).toBeNull();
  });

  it('says there is no employee on the payroll', async () => {
    open({ 'GET /payroll/employees': reply(200, staff([OMAR])) });
    expect(
      await screen.findByText('No employee is on the payroll yet: add your employees first.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Prepare the month' })).toBeNull();
  });

  it('says so when the employees cannot be loaded, and tries again', async () => {
    let down = true;
    open({
      'GET /payroll/employees': () =>
        down
          ? reply(503, { error: { code: 'service_unavailable', message: 'down' } })
          : reply(200, staff()),
    });
    expect(await screen.findByText('We could not load the employees')).toBeVisible();
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Prepare the month' })).toBeVisible();
  });

  it('has no axe violations in Arabic, and says a month already paid in Arabic only', async () => {
    await setupI18n('ar');
    const { container } = open({
      'POST /payroll/runs': refusal(409, 'invalid_state', {
        fields: { month: 'Already on a payroll.' },
      }),
    });
    const u = user();
    const month = await screen.findByRole('combobox', { name: /شهر الراتب/ });
    expect(month).toHaveValue('2026-11');
    expect(await axeViolations(container)).toEqual([]);
    await u.selectOptions(month, '2026-10');
    await u.click(screen.getByRole('button', { name: 'إعداد الشهر' }));
    const said =
      'شهر أكتوبر 2026 مدرج في رواتب سابقة: لا يُدفع الشهر مرتين. اختر شهرًا آخر، أو ألغِ دفعة تلك الرواتب إن كانت لا تزال مسودة.';
    expect(await screen.findByRole('link', { name: said })).toBeVisible();
    expect(container).not.toHaveTextContent(/Already on a payroll/);
    expect(await axeViolations(container)).toEqual([]);
  });
});
