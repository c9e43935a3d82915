// external_step2's live quote: asked once typing pauses, the older amount's answer never shown,
// the countdown and the refresh of an expired rate, either amount fixed ("You send" or "They
// receive", the other calculated), axe on each state.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { minorToMajor } from '@bank/lookups/amount';
import { fakeApi, reply, routeOf, screenUnderTest } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { PATHS } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { customerType, money, wallet } from '@/lib/testing/money';
import { JOHN } from '@/lib/testing/beneficiaries';
import { externalStore } from './draft';

const Step2 = screenUnderTest(() => import('./ExternalTransferAmount'));
const aed = wallet('AED', '20000.00');
const gbp = wallet('GBP', '500.00');

beforeEach(async () => {
  forgetCustomerType();
  sessionStorage.clear();
  await setToken('access-live-quote');
  externalStore.write({
    startedAt: new Date().toISOString(),
    beneficiary: {
      id: JOHN.beneficiary_id,
      name: 'Landlord',
      currency: 'GBP',
      country: 'GB',
      account: JOHN.iban!,
      bankName: 'NatWest',
    },
  });
});

/** The bank's preview of `amount` AED: GBP at 0.2 (so each amount's answer is told apart), expiring in `ttlMs`. */
function preview(amount: string, ttlMs = 30_000) {
  const receives = (Number(amount) * 0.2).toFixed(2);
  return {
    data: {
      amount: money('AED', amount),
      fee: money('AED', '25.00'),
      correspondent_fee: money('AED', '0.00'),
      total_debit: money('AED', amount),
      beneficiary_receives: money('GBP', receives),
      charges: 'SHA',
      quote: {
        quote_id: crypto.randomUUID(),
        from_currency: 'AED',
        to_currency: 'GBP',
        sell: money('AED', amount),
        buy: money('GBP', receives),
        fee: money('AED', '0.00'),
        total_debit: money('AED', amount),
        rate: '0.2000000000',
        mid_rate: '0.2010000000',
        inverse_rate: '5.000000000',
        spread_bps: 25,
        expires_at: new Date(Date.now() + ttlMs).toISOString(),
        expires_in: Math.max(0, Math.round(ttlMs / 1000)),
      },
      purpose_code_required: true,
    },
  };
}

function renderStep2() {
  const router = createMemoryRouter(
    [routeOf(PATHS.externalStep2, Step2()), { path: '*', Component: () => <h1>elsewhere</h1> }],
    { initialEntries: [PATHS.externalStep2] },
  );
  return render(<RouterProvider router={router} />);
}

/** The amount a quote asks for, as sent: minor units (fils). */
const amountOf = (c: { body: unknown }) => (c.body as { amount_minor: string }).amount_minor;
const major = (c: { body: unknown }) => minorToMajor(amountOf(c), 'AED');

describe('external_step2 live quote', () => {
  it('asks once typing pauses and shows the rate, what arrives and the countdown', async () => {
    const api = fakeApi({
      'GET /customer/customer_type': reply(200, customerType('individual')),
      'GET /wallet/list': reply(200, { data: [aed, gbp] }),
      'GET /limits': reply(200, { data: [] }),
      'POST /transfer/external/quote': (call) => reply(201, preview(major(call))),
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderStep2();
    await user.click(await screen.findByRole('radio', { name: /^AED/ }));
    await user.type(screen.getByRole('textbox', { name: /^You send/ }), '1000');
    expect(await screen.findByText(/^GBP\s200\.00$/)).toBeInTheDocument();
    expect(screen.getByText('1 AED = 0.2000000000 GBP')).toBeInTheDocument();
    expect(screen.getByText('Rate guaranteed for')).toBeInTheDocument();
    // The other field shows what arrives, calculated.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^They receive \(calculated\)/ })).toHaveValue(
        '200.00',
      ),
    );
    // Four keystrokes, one request: the amount typed once it paused.
    expect(api.to('POST', '/transfer/external/quote').map(amountOf)).toEqual(['100000']);
    expect(await axeViolations(container)).toEqual([]);
    // The wallet in the beneficiary's currency needs no quote.
    await user.click(screen.getByRole('radio', { name: /^GBP/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '50');
    expect(screen.queryByText('Rate guaranteed for')).not.toBeInTheDocument();
    expect(screen.queryByText(/Getting today's rate/)).not.toBeInTheDocument();
  });

  it('never shows the answer for an older amount, and refreshes an expired rate', async () => {
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const api = fakeApi({
      'GET /customer/customer_type': reply(200, customerType('individual')),
      'GET /wallet/list': reply(200, { data: [aed] }),
      'GET /limits': reply(200, { data: [] }),
      // 20 AED is answered with a rate that has already expired: the box offers a new one.
      'POST /transfer/external/quote': (call) =>
        reply(
          201,
          preview(
            major(call),
            amountOf(call) === '2000' && api.to('POST', '/transfer/external/quote').length < 3
              ? -1000
              : 30_000,
          ),
        ),
    });
    // The first amount's answer is held until the second amount's has been shown.
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const held =
        request.url.endsWith('/transfer/external/quote') &&
        api.to('POST', '/transfer/external/quote').length === 0;
      const response = answer(request);
      if (held) await firstHeld;
      return response;
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderStep2();
    await user.click(await screen.findByRole('radio', { name: /^AED/ }));
    const amount = screen.getByRole('textbox', { name: /^You send/ });
    await user.type(amount, '2');
    await waitFor(() => expect(api.to('POST', '/transfer/external/quote')).toHaveLength(1));
    expect(screen.getByText(/Getting today's rate/)).toBeInTheDocument();
    await user.type(amount, '0');
    expect(await screen.findByText(/^GBP\s4\.00$/)).toBeInTheDocument();
    releaseFirst();
    // The older answer (GBP 0.40 for AED 2) came back last and is not shown.
    await waitFor(() => expect(screen.getByText('This rate has expired')).toBeInTheDocument());
    expect(screen.queryByText(/^GBP\s0\.40$/)).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Get a new rate' }));
    expect(await screen.findByText('Rate guaranteed for')).toBeInTheDocument();
    expect(api.to('POST', '/transfer/external/quote').map(amountOf)).toEqual([
      '200',
      '2000',
      '2000',
    ]);
    expect(screen.getByText(/^GBP\s4\.00$/)).toBeInTheDocument();
  });

  it('fixes what the beneficiary receives: GBP 12,000.00 typed in "They receive" asks for buy_amount_minor and shows what is sent', async () => {
    const api = fakeApi({
      'GET /customer/customer_type': reply(200, customerType('individual')),
      'GET /wallet/list': reply(200, { data: [aed, gbp] }),
      'GET /limits': reply(200, { data: [] }),
      // At 0.2 GBP per AED: what arrives × 5 is sent.
      'POST /transfer/external/quote': (call) => {
        const buy = (call.body as { buy_amount_minor?: string }).buy_amount_minor;
        return reply(
          201,
          buy === undefined ? preview(major(call)) : preview((Number(buy) / 20).toFixed(2)),
        );
      },
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderStep2();
    await user.click(await screen.findByRole('radio', { name: /^AED/ }));
    // Nothing typed yet: what is sent is the amount typed, what arrives the one calculated.
    expect(screen.getByRole('textbox', { name: /^You send/ })).toHaveAccessibleName(
      expect.not.stringContaining('calculated'),
    );
    const receive = screen.getByRole('textbox', { name: /^They receive \(calculated\)/ });
    expect(receive).toHaveAccessibleDescription(expect.stringContaining('GBP'));
    await user.type(receive, '12000');
    // Typed, it is the exact amount; what is sent is now the calculated one.
    expect(receive).toHaveAccessibleName(expect.not.stringContaining('calculated'));
    expect(receive).toHaveAccessibleName(expect.stringMatching(/^They receive/));
    expect(receive).toHaveAccessibleDescription(expect.stringContaining('exact amount, in GBP'));
    const send = screen.getByRole('textbox', { name: /^You send \(calculated\)/ });
    await waitFor(() => expect(send).toHaveValue('60,000.00'));
    expect(screen.getByText(/^At this rate, you send/)).toHaveTextContent(
      /^At this rate, you send AED\s60,000\.00$/,
    );
    expect(screen.getByText('1 AED = 0.2000000000 GBP')).toBeInTheDocument();
    expect(api.to('POST', '/transfer/external/quote').map((c) => c.body)).toEqual([
      expect.objectContaining({ buy_amount_minor: '1200000' }),
    ]);
    expect(api.to('POST', '/transfer/external/quote')[0]?.body).not.toHaveProperty('amount_minor');
    expect(await axeViolations(container)).toEqual([]);
    // Typing in the calculated field fixes that side instead.
    await user.clear(send);
    await user.type(send, '1000');
    await waitFor(() => expect(receive).toHaveValue('200.00'));
    expect(receive).toHaveAccessibleName(expect.stringMatching(/^They receive \(calculated\)/));
    expect(api.to('POST', '/transfer/external/quote').at(-1)?.body).toMatchObject({
      amount_minor: '100000',
    });
  });
});
