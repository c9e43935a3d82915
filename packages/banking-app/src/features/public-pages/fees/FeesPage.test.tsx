import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { axeViolations } from '@/lib/testing/axe';
import { fakeApi, refusal, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';

const FeesPage = screenUnderTest(() => import('./FeesPage'));

const aed = (amount: string, minor: string) => ({ currency: 'AED', amount, minor });
const schedule = (customer_type: 'individual' | 'corporate') => ({
  customer_type,
  label: customer_type === 'individual' ? 'Personal accounts' : 'Business accounts',
  fees: [
    {
      transaction_type: 'external_transfer',
      label: 'Transfer to another bank',
      percent_bps: 0,
      fixed: aed('25.00', '2500'),
      min: aed('25.00', '2500'),
      max: null,
      our_surcharge: aed('50.00', '5000'),
      note: '',
    },
  ],
  limits: [
    {
      kind: 'transfer',
      label: 'Transfers',
      per_transaction: aed('50000.00', '5000000'),
      daily: aed('100000.00', '10000000'),
      monthly: aed('500000.00', '50000000'),
    },
  ],
  limits_before_verification: [
    {
      kind: 'transfer',
      label: 'Transfers',
      per_transaction: aed('1000.00', '100000'),
      daily: aed('2000.00', '200000'),
      monthly: aed('5000.00', '500000'),
    },
  ],
  fx_spread_bps: 50,
  crypto_spread_bps: 100,
});
const fees = {
  data: {
    currency: 'AED',
    schedules: [schedule('individual'), schedule('corporate')],
    updated_at: '2026-11-01T00:00:00.000Z',
  },
};

describe('Fee pages', () => {
  it('say what failed when the schedule cannot be fetched (503), in the catalogue\'s words, and "Try again" loads it', async () => {
    let down = true;
    const api = fakeApi({
      'GET /public/fees': () => (down ? refusal(503, 'service_unavailable') : reply(200, fees)),
    });
    const { container } = renderPage(FeesPage(), '/fees-charging');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the fee schedule');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    expect(await axeViolations(container)).toEqual([]);
    down = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'Fees — Personal accounts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Fees — Business accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    // The lower limits before the identity check are shown too, with what waits for it.
    const unverified = screen.getByRole('table', {
      name: 'Limits before your identity is verified — Personal accounts',
    });
    expect(unverified).toHaveTextContent('1,000.00');
    expect(
      screen.getAllByText(/transfers to other banks and virtual assets wait for the verification/),
    ).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
    expect(api.to('GET', '/public/fees')).toHaveLength(2);
  });
});
