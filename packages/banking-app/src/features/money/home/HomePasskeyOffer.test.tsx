// The passkey offer on the dashboard's home ("Log in faster next time", src/lib/passkeys/offer.ts):
// after a login with a code (or a registration) marked the session, to a customer with no passkey,
// on a browser that can make one (mocked: jsdom has no WebAuthn); drawn with the page, not after
// it; no request when no offer is due.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  screenUnderTest,
  type Routes,
} from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { onePasskey } from '@/lib/testing/passkeys';
import { customerType, details, wallet } from '@/lib/testing/money';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { passkeysSupported } from '@/lib/passkeys/browser';
import { offerPasskeyNext, passkeyOfferDue } from '@/lib/passkeys/offer';

vi.mock(import('@/lib/passkeys/browser'), async (original) => ({
  ...(await original()),
  passkeysSupported: vi.fn(() => true),
}));

const HomePage = screenUnderTest(() => import('./HomePage'));

/** The customer of `details()`. */
const NOURA = '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01';

beforeEach(async () => {
  forgetCustomerType();
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(passkeysSupported).mockReturnValue(true);
  await setToken('access-home');
});

function home(extra: Routes = {}) {
  return fakeApi({
    'GET /customer/get_customer_details_by_id': reply(200, details()),
    'GET /customer/customer_type': reply(200, customerType('individual')),
    'GET /wallet/list': reply(200, { data: [wallet('AED', '1250.50')] }),
    'GET /fx/rates': reply(200, {
      data: { base: 'AED', rates: [], spread_bps: 50, crypto_spread_bps: 100 },
    }),
    'GET /transaction/list': reply(200, { data: { items: [], next_cursor: null } }),
    'GET /review/list': reply(200, { data: [] }),
    'GET /security/passkeys': reply(200, { data: [] }),
    ...extra,
  });
}

const offer = () => screen.queryByRole('region', { name: 'Log in faster next time' });

describe('the passkey offer on the home', () => {
  it('after a login with a code, offers a customer without a passkey to add one, drawn with the page', async () => {
    offerPasskeyNext(NOURA);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = home({
      'GET /security/passkeys': async () => {
        await held;
        return reply(200, { data: [] });
      },
    });
    const { container } = renderPage(HomePage(), '/dashboard');
    // The page waits whole for the answer: no balances drawn without the offer above them.
    await waitFor(() => expect(api.to('GET', '/security/passkeys')).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Loading your details')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Total balance' })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: 'Total balance' })).toBeInTheDocument();
    expect(offer()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    // "Not now": gone from this home and the next logins' for 30 days.
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByText('We will not ask again for 30 days.')).toBeInTheDocument();
    expect(offer()).toBeNull();
    offerPasskeyNext(NOURA);
    expect(passkeyOfferDue()).toBeNull();
  });

  it('offers nothing to a customer who has a passkey, and stops asking in this session', async () => {
    offerPasskeyNext(NOURA);
    const api = home({ 'GET /security/passkeys': onePasskey() });
    renderPage(HomePage(), '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Total balance' })).toBeInTheDocument();
    expect(offer()).toBeNull();
    expect(api.to('GET', '/security/passkeys')).toHaveLength(1);
    expect(passkeyOfferDue()).toBeNull();
  });

  it('asks nothing when no login marked the session, on a browser without passkeys, or after "Not now"', async () => {
    const api = home();
    const first = renderPage(HomePage(), '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Total balance' })).toBeInTheDocument();
    first.unmount();

    offerPasskeyNext(NOURA);
    vi.mocked(passkeysSupported).mockReturnValue(false);
    const second = renderPage(HomePage(), '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Total balance' })).toBeInTheDocument();
    second.unmount();

    vi.mocked(passkeysSupported).mockReturnValue(true);
    localStorage.setItem(
      `sadu.passkey-offer.not-now.${NOURA}`,
      new Date(Date.now() + 86_400_000).toISOString(),
    );
    renderPage(HomePage(), '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Total balance' })).toBeInTheDocument();
    expect(offer()).toBeNull();
    expect(api.to('GET', '/security/passkeys')).toHaveLength(0);
  });

  it('offers nothing when the passkeys cannot be read, or the mark is another customer’s', async () => {
    offerPasskeyNext(NOURA);
    home({ 'GET /security/passkeys': refusal(503, 'service_unavailable') });
    const first = renderPage(HomePage(), '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Total balance' })).toBeInTheDocument();
    expect(offer()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    first.unmount();

    offerPasskeyNext('0b6f7c52-8d0e-4c1f-9a55-3f0f8f3e2a11');
    home();
    renderPage(HomePage(), '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Total balance' })).toBeInTheDocument();
    expect(offer()).toBeNull();
  });
});
