// Issue 27: scheduled and repeating payments in the app. Scheduling from "Pay by mobile number"
// (monthly for a number of payments, a past date refused at the field, the body sent, then Upcoming
// says when the first goes), and Upcoming: each order's payee, amount, schedule, status and next
// dates; a failed run's reason and what to do; skip, pause, change the amount, cancel after asking
// once more; an approver's approval; the empty state; axe in English and Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StandingOrder } from '@bank/api-contract';
import {
  fakeApi,
  renderPage,
  reply,
  screenUnderTest,
  setupI18n,
  type Routes,
} from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { PATHS } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { customerType, money, wallet } from '@/lib/testing/money';
import { uaeToday } from './ScheduleFields';
import { standingOrder } from '@/lib/testing/standing';

const Upcoming = screenUnderTest(() => import('./UpcomingPage'));
const user = () => userEvent.setup({ delay: null });

const aed = wallet('AED', '9000.00');

function order(extra: Partial<StandingOrder> = {}): StandingOrder {
  return standingOrder('2026-12-01', {
    id: '5b0f7a4e-8c1d-4f6a-9d3e-2a1b0c9d8e7f',
    kind: 'instant',
    from_wallet_id: aed.wallet_id,
    amount: money('AED', '4500.00'),
    to: { ...standingOrder('2026-12-01').to, proxy: '+971501110002' },
    reference: 'Rent',
    day_of_month: 1,
    max_runs: 12,
    runs_made: 2,
    next_run_date: '2027-02-01',
    next_runs: ['2027-02-01', '2027-03-01', '2027-04-01'],
    ...extra,
  });
}

beforeEach(async () => {
  forgetCustomerType();
  await setToken('access-upcoming');
});

function backend(orders: StandingOrder[], extra: Routes = {}, role = customerType('individual')) {
  return fakeApi({
    'GET /customer/customer_type': reply(200, role),
    'GET /wallet/list': reply(200, { data: [aed] }),
    'GET /beneficiary/list': reply(200, { data: [] }),
    'GET /standing_orders': reply(200, { data: orders }),
    ...extra,
  });
}

describe('Upcoming payments (/dashboard/upcoming)', () => {
  it('shows each order: payee, amount, schedule, status, next dates, and a failed run with what to do', async () => {
    backend([
      order({
        last_failure: {
          run_date: '2027-01-01',
          status: 'failed',
          amount: money('AED', '4500.00'),
          transaction_id: null,
          error_code: 'insufficient_funds',
          error_message:
            'Your AED wallet had AED 120.00 available: the payment of AED 4,500.00 did not go.',
        },
      }),
      order({
        id: '6c1f7a4e-8c1d-4f6a-9d3e-2a1b0c9d8e7f',
        status: 'paused',
        frequency: 'weekly',
        weekday: 4,
        day_of_month: null,
        max_runs: null,
        reference: null,
        next_runs: [],
        next_run_date: null,
      }),
    ]);
    const { container } = renderPage(Upcoming(), PATHS.upcoming);
    const list = await screen.findByRole('list', { name: 'Your scheduled payments' });
    const [rent, weekly] = within(list).getAllByRole('listitem');
    expect(within(rent!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'To \u2066+971501110002\u2069',
    );
    expect(rent).toHaveTextContent('AED 4,500.00');
    expect(rent).toHaveTextContent('Active');
    expect(rent).toHaveTextContent('Every month on day 1, 2 of 12 made');
    expect(rent).toHaveTextContent('Next: 01-02-2027, 01-03-2027, 01-04-2027');
    expect(rent).toHaveTextContent('Reference: Rent');
    expect(rent).toHaveTextContent('The payment on 01-01-2027 did not go');
    expect(rent).toHaveTextContent('AED 120.00 available');
    expect(rent).toHaveTextContent('we will not try it again by ourselves');
    expect(weekly).toHaveTextContent('Paused');
    expect(weekly).toHaveTextContent('Every week on Thursday, until you stop it');
    expect(weekly).toHaveTextContent('No payment to come.');
    expect(within(weekly!).getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(within(weekly!).queryByRole('button', { name: 'Skip the next payment' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('skips the next payment, pauses, and changes the amount, each said and the list asked again', async () => {
    const api = backend([order()], {
      [`POST /standing_orders/${order().id}/skip`]: reply(200, {
        data: order({ next_run_date: '2027-03-01', next_runs: ['2027-03-01'] }),
      }),
      [`POST /standing_orders/${order().id}/pause`]: reply(200, {
        data: order({ status: 'paused', next_runs: [], next_run_date: null }),
      }),
      [`POST /standing_orders/${order().id}/amount`]: reply(200, {
        data: order({ amount: money('AED', '4750.00') }),
      }),
    });
    renderPage(Upcoming(), PATHS.upcoming);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Skip the next payment' }));
    expect(
      await screen.findByText('Skipped. The next payment is on 01-03-2027.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', '/standing_orders')).toHaveLength(2));
    await u.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Paused: nothing goes until you resume.')).toBeInTheDocument();
    // The button is gone (Resume in its place): focus stays with the order, on its heading.
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();

    await u.click(screen.getByRole('button', { name: 'Change the amount' }));
    const field = screen.getByRole('textbox', { name: /New amount/ });
    expect(field).toHaveFocus();
    await u.clear(field);
    await u.click(screen.getByRole('button', { name: 'Save the amount' }));
    expect(field).toHaveAccessibleDescription(/Enter an amount above zero/);
    await u.type(field, '4750');
    await u.click(screen.getByRole('button', { name: 'Save the amount' }));
    expect(await screen.findByText('The next payments are AED 4,750.00.')).toBeInTheDocument();
    expect(api.to('POST', `/standing_orders/${order().id}/amount`)[0]!.body).toEqual({
      amount_minor: '475000',
    });
  });

  it('cancels only after asking once more', async () => {
    const api = backend([order()], {
      [`POST /standing_orders/${order().id}/cancel`]: reply(200, {
        data: order({ status: 'cancelled', next_runs: [], next_run_date: null }),
      }),
    });
    renderPage(Upcoming(), PATHS.upcoming);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Cancel these payments' }));
    expect(screen.getByText(/Cancel the payments to .*\+971501110002.*\?/)).toBeInTheDocument();
    // Focus goes to the question's answer, and back to the button when it is kept.
    expect(screen.getByRole('button', { name: 'Yes, cancel them' })).toHaveFocus();
    await u.click(screen.getByRole('button', { name: 'Keep them' }));
    expect(screen.getByRole('button', { name: 'Cancel these payments' })).toHaveFocus();
    expect(api.to('POST', `/standing_orders/${order().id}/cancel`)).toHaveLength(0);
    await u.click(screen.getByRole('button', { name: 'Cancel these payments' }));
    await u.click(screen.getByRole('button', { name: 'Yes, cancel them' }));
    expect(await screen.findByText('Cancelled: nothing more will be sent.')).toBeInTheDocument();
    // The order leaves the list: focus goes to the page's heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(api.to('POST', `/standing_orders/${order().id}/cancel`)).toHaveLength(1);
  });

  it("lets a company's approver approve a preparer's order with their code, and says when another approval is still needed", async () => {
    const waiting = order({ status: 'awaiting_approval' });
    const sent = reply(202, {
      data: {
        channel: 'sms',
        sent_to: '+971 50 ••• ••13',
        expires_at: new Date(Date.now() + 300_000).toISOString(),
      },
    });
    const api = backend(
      [waiting],
      {
        [`POST /standing_orders/${waiting.id}/approve/otp`]: sent,
        [`POST /standing_orders/${waiting.id}/approve`]: reply(200, { data: order() }),
      },
      customerType('corporate', 'approver'),
    );
    const { container } = renderPage(Upcoming(), PATHS.upcoming);
    const item = within(await screen.findByRole('list', { name: 'Your scheduled payments' }));
    expect(item.getByText('Waiting for approval')).toBeInTheDocument();
    await user().click(await item.findByRole('button', { name: 'Approve' }));
    const code = await item.findByRole('textbox', { name: /Code/ });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(/It confirms that you approve this standing order/);
    expect(await axeViolations(container)).toEqual([]);
    // Nothing is approved by the press alone: the code confirms it.
    expect(api.to('POST', `/standing_orders/${waiting.id}/approve`)).toHaveLength(0);
    await user().type(code, '123456');
    await user().click(item.getByRole('button', { name: 'Confirm the approval' }));
    expect(
      await screen.findByText('Approved: the payments go on their dates.'),
    ).toBeInTheDocument();
    expect(api.to('POST', `/standing_orders/${waiting.id}/approve`)[0]!.body).toEqual({
      otp_code: '123456',
    });
  });

  it('says when the company’s rules ask for another approval after this one', async () => {
    const waiting = order({ status: 'awaiting_approval' });
    backend(
      [waiting],
      {
        [`POST /standing_orders/${waiting.id}/approve/otp`]: reply(202, {
          data: {
            channel: 'sms',
            sent_to: '+971 50 ••• ••13',
            expires_at: new Date(Date.now() + 300_000).toISOString(),
          },
        }),
        [`POST /standing_orders/${waiting.id}/approve`]: reply(200, { data: waiting }),
      },
      customerType('corporate', 'approver'),
    );
    renderPage(Upcoming(), PATHS.upcoming);
    const item = within(await screen.findByRole('list', { name: 'Your scheduled payments' }));
    await user().click(await item.findByRole('button', { name: 'Approve' }));
    await user().type(await item.findByRole('textbox', { name: /Code/ }), '123456');
    await user().click(item.getByRole('button', { name: 'Confirm the approval' }));
    expect(
      await screen.findByText(
        "Approved: it now waits for the next approval your company's rules ask for.",
      ),
    ).toBeInTheDocument();
  });

  it('confirms an external order left waiting for its code: a new code, the field focused, then set up', async () => {
    const waiting = order({
      kind: 'external',
      status: 'awaiting_confirmation',
      to: { ...order().to, proxy: null, beneficiary_id: '3c9e6a52-8f0b-4d1e-9a7c-000000000001' },
    });
    const api = backend([waiting], {
      [`POST /standing_orders/${waiting.id}/code`]: reply(202, {
        data: {
          channel: 'sms',
          sent_to: '+971 50 ••• ••67',
          expires_at: new Date(Date.now() + 300_000).toISOString(),
        },
      }),
      [`POST /standing_orders/${waiting.id}/confirm`]: reply(200, {
        data: { ...waiting, status: 'active' },
      }),
    });
    const { container } = renderPage(Upcoming(), PATHS.upcoming);
    const item = within(await screen.findByRole('list', { name: 'Your scheduled payments' }));
    expect(item.getByText('Waiting for its code')).toBeInTheDocument();
    // Its amount was confirmed by the code: no change of amount is offered.
    expect(item.queryByRole('button', { name: 'Change the amount' })).toBeNull();
    await user().click(item.getByRole('button', { name: 'Send me a code to confirm it' }));
    const code = await item.findByRole('textbox', { name: /Code/ });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(/\+971 50/);
    expect(await axeViolations(container)).toEqual([]);
    await user().type(code, '123456');
    await user().click(item.getByRole('button', { name: 'Confirm the standing order' }));
    expect(await screen.findByText(/^Scheduled: the first payment is on/)).toBeInTheDocument();
    expect(api.to('POST', `/standing_orders/${waiting.id}/confirm`)[0]!.body).toEqual({
      otp_code: '123456',
    });
  });

  it('says when nothing is scheduled', async () => {
    backend([]);
    renderPage(Upcoming(), PATHS.upcoming);
    expect(await screen.findByRole('heading', { name: 'Nothing scheduled' })).toBeInTheDocument();
  });

  it('in Arabic: the schedule in Arabic words, no axe violation', async () => {
    await setupI18n('ar');
    try {
      backend([order()]);
      const { container } = renderPage(Upcoming(), PATHS.upcoming);
      const list = await screen.findByRole('list', { name: 'دفعاتك المجدولة' });
      expect(list).toHaveTextContent('كل شهر في اليوم 1');
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});

describe('Scheduling from "Pay by mobile number" (/dashboard/instant_pay)', () => {
  const Pay = screenUnderTest(() => import('@/features/transfers/instant/InstantPay'));
  const found = {
    kind: 'mobile',
    proxy: '+971501110002',
    name: 'Om** Ha****',
    bank_name: 'Sadu Bank',
    currency: 'AED',
  };

  it('schedules a monthly payment for a number of payments, and Upcoming says when the first goes', async () => {
    const today = uaeToday();
    const api = backend([order({ next_run_date: today, next_runs: [today] })], {
      'GET /limits': reply(200, { data: [] }),
      'POST /instant/lookup': reply(200, { data: found }),
      'POST /standing_orders': reply(201, { data: order({ next_run_date: today }) }),
    });
    const { router, container } = renderPage(Pay(), PATHS.instantPay);
    const u = user();
    await u.type(
      await screen.findByRole('textbox', { name: /Their mobile number or e-mail/ }),
      '050 111 0002',
    );
    await u.click(screen.getByRole('button', { name: 'Find who it pays' }));
    await u.type(await screen.findByRole('textbox', { name: /Amount/ }), '4500');
    await u.type(screen.getByRole('textbox', { name: /Reference/ }), 'Rent');
    await u.click(screen.getByRole('radio', { name: /Later, or again and again/ }));
    expect(screen.getByRole('radio', { name: 'Every month' })).toBeChecked();
    // A date before today is refused at the field.
    const start = screen.getByRole('textbox', { name: /First payment on/ });
    await u.clear(start);
    await u.type(start, '01-01-2020');
    await u.click(screen.getByRole('radio', { name: 'For a number of payments' }));
    await u.type(screen.getByRole('textbox', { name: /Number of payments/ }), '12');
    expect(await axeViolations(container)).toEqual([]);
    await u.click(screen.getByRole('button', { name: /^Schedule AED\s4,500\.00$/ }));
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription(/The first payment can be today at the earliest/),
    );
    expect(api.to('POST', '/standing_orders')).toHaveLength(0);

    const [y, m, d] = today.split('-');
    await u.clear(start);
    await u.type(start, `${d}-${m}-${y}`);
    await u.click(screen.getByRole('button', { name: /^Schedule AED\s4,500\.00$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.upcoming));
    expect(api.to('POST', '/standing_orders')[0]!.body).toEqual({
      kind: 'instant',
      from_wallet_id: aed.wallet_id,
      proxy: '+971501110002',
      amount_minor: '450000',
      reference: 'Rent',
      frequency: 'monthly',
      start_date: today,
      max_runs: 12,
    });
  });

  it('schedules more than today’s balance; after a lost answer it offers Upcoming, never a second order', async () => {
    const api = backend([], {
      'GET /limits': reply(200, { data: [] }),
      'POST /instant/lookup': reply(200, { data: found }),
      'POST /standing_orders': reply(502),
    });
    renderPage(Pay(), PATHS.instantPay);
    const u = user();
    await u.type(
      await screen.findByRole('textbox', { name: /Their mobile number or e-mail/ }),
      '050 111 0002',
    );
    await u.click(screen.getByRole('button', { name: 'Find who it pays' }));
    // AED 9,000.00 available; the rent of AED 12,000.00 goes after next month's salary.
    await u.type(await screen.findByRole('textbox', { name: /Amount/ }), '12000');
    await u.click(screen.getByRole('radio', { name: /Later, or again and again/ }));
    const submit = screen.getByRole('button', { name: /^Schedule AED\s12,000\.00$/ });
    await u.click(submit);
    expect(
      await screen.findByText('We could not tell whether it was scheduled'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Upcoming' })).toHaveAttribute(
      'href',
      PATHS.upcoming,
    );
    expect(submit).toBeDisabled();
    expect(api.to('POST', '/standing_orders')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Amount/ })).not.toHaveAccessibleDescription(
      /available/,
    );
  });
});
