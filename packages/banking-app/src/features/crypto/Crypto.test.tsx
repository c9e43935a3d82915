import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { axeViolations } from '@/lib/testing/axe';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  screenUnderTest,
  setupI18n,
  type Routes,
} from '@/lib/testing/pageHarness';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { wallet } from '@/lib/testing/transactions';

const Wallet = screenUnderTest(() => import('./CryptoWalletPage'));
const Deposit = screenUnderTest(() => import('./DepositPage'));
const WALLET = '/dashboard/crypto_wallet';
const DEPOSIT = '/dashboard/crypto_deposit_detail';
const user = () => userEvent.setup({ delay: null });

const m = (currency: string, amount: string) => ({
  currency,
  amount,
  minor: String(BigInt(amount.replace('.', ''))),
});
const network = (id: string, name: string, asset: string, min: string, memo = false) => ({
  network: id,
  name,
  memo_required: memo,
  confirmations: 2,
  min_deposit: m(asset, min),
});
const ASSETS = [
  {
    asset: 'BTC',
    name: 'Bitcoin',
    minor_units: 8,
    networks: [network('bitcoin', 'Bitcoin', 'BTC', '0.00010000')],
    price_usd: '66700.00',
    price_aed: '245000.12',
  },
  {
    asset: 'USDC',
    name: 'USD Coin',
    minor_units: 6,
    networks: [
      network('ethereum', 'Ethereum (ERC-20)', 'USDC', '10.000000'),
      network('stellar', 'Stellar', 'USDC', '1.000000', true),
    ],
    price_usd: '1.00',
    price_aed: '3.6725',
  },
];
const BTC = {
  ...wallet('AED', 9),
  currency: 'BTC',
  kind: 'crypto' as const,
  name: 'Bitcoin',
  iban: null,
  balance: m('BTC', '0.01500000'),
  available: m('BTC', '0.01500000'),
  on_hold: m('BTC', '0.00000000'),
};

const details = (
  asset: string,
  net: string,
  name: string,
  address: string,
  memo: string | null,
) => ({
  data: {
    wallet_id: BTC.wallet_id,
    asset,
    network: net,
    network_name: name,
    address,
    memo,
    memo_required: memo !== null,
    confirmations: 2,
    min_deposit: m(asset, asset === 'BTC' ? '0.00010000' : '1.000000'),
    warning: `Send only ${asset} on ${name} to this address.`,
    created_at: '2026-11-20T10:00:00.000Z',
  },
});
const BTC_ADDRESS = 'bc1qsadu0000000000000000000000000000000btc';
const STELLAR = 'GSADU000000000000000000000000000000000000000000000000USDC';

function crypto(extra: Routes = {}) {
  return fakeApi({
    'GET /crypto/assets': reply(200, { data: ASSETS }),
    'GET /wallet/list': reply(200, { data: [BTC] }),
    'GET /crypto/deposit/BTC': reply(200, details('BTC', 'bitcoin', 'Bitcoin', BTC_ADDRESS, null)),
    'GET /crypto/deposit/USDC': (call) =>
      reply(
        200,
        call.query.network === 'stellar'
          ? details('USDC', 'stellar', 'Stellar', STELLAR, '4471203')
          : details(
              'USDC',
              'ethereum',
              'Ethereum (ERC-20)',
              '0x5AdU000000000000000000000000000000000001',
              null,
            ),
      ),
    ...extra,
  });
}

beforeEach(async () => {
  forgetCustomerType();
  await setToken('valid-token');
});

describe('Virtual assets', () => {
  it('shows each balance with its value in dirhams, the estimated total, and a deposit link per asset', async () => {
    const api = crypto();
    const { container } = renderPage(Wallet(), WALLET);
    const bitcoin = await screen.findByRole('listitem', { name: 'Bitcoin (BTC)' });
    expect(bitcoin).toHaveTextContent('0.01500000 BTC');
    expect(bitcoin).toHaveTextContent('AED 3,675.00');
    expect(bitcoin).toHaveTextContent('Indicative price of 1 BTC: AED 245,000.12');
    expect(within(bitcoin).getByRole('link', { name: 'Deposit BTC' })).toHaveAttribute(
      'href',
      `${DEPOSIT}?asset=BTC`,
    );
    expect(screen.getByRole('listitem', { name: 'USD Coin (USDC)' })).toHaveTextContent(
      'No USDC yet',
    );
    expect(screen.getByRole('region', { name: 'Estimated value' })).toHaveTextContent(
      'AED 3,675.00',
    );
    expect(api.to('GET', '/wallet/list')[0]!.query).toEqual({ kind: 'crypto' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when the list cannot be loaded (503) says so, and "Try again" loads it', async () => {
    let down = true;
    crypto({
      'GET /crypto/assets': () =>
        down ? refusal(503, 'service_unavailable') : reply(200, { data: ASSETS }),
    });
    const { container } = renderPage(Wallet(), WALLET);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your virtual assets');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    expect(await axeViolations(container)).toEqual([]);
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Bitcoin (BTC)' })).toBeInTheDocument();
  });
});

describe('Deposit virtual assets', () => {
  it('without an asset chosen, offers the choice', async () => {
    crypto();
    const { router, container } = renderPage(Deposit(), DEPOSIT);
    await user().click(await screen.findByRole('link', { name: 'USD Coin (USDC)' }));
    expect(router.state.location.search).toBe('?asset=USDC');
    expect(await screen.findByRole('radio', { name: 'Stellar' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the address as a QR code and copyable text, with the warning to send only that asset on that network', async () => {
    crypto();
    const { container } = renderPage(Deposit(), DEPOSIT, { at: `${DEPOSIT}?asset=BTC` });
    expect(
      await screen.findByRole('img', { name: 'QR code of your BTC deposit address on Bitcoin' }),
    ).toBeInTheDocument();
    expect(screen.getByText(BTC_ADDRESS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copy BTC deposit address/ })).toBeInTheDocument();
    expect(screen.getByText('Send only BTC on Bitcoin')).toBeInTheDocument();
    expect(screen.getByText(/cannot be recovered/)).toBeInTheDocument();
    expect(screen.queryByText('Memo (destination tag)')).toBeNull();
    expect(screen.getByText('0.00010000 BTC')).toBeInTheDocument();
    expect(screen.getByText('2 network confirmations')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('on a network that needs a memo, shows it with its warning', async () => {
    const api = crypto();
    const { router } = renderPage(Deposit(), DEPOSIT, { at: `${DEPOSIT}?asset=USDC` });
    await screen.findByText('0x5AdU000000000000000000000000000000000001');
    await user().click(screen.getByRole('radio', { name: 'Stellar' }));
    expect(await screen.findByText('4471203')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copy Memo/ })).toBeInTheDocument();
    expect(screen.getByText(/Include this memo with every deposit/)).toBeInTheDocument();
    expect(screen.getByText('Send only USDC on Stellar')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?asset=USDC&network=stellar');
    expect(api.to('GET', '/crypto/deposit/USDC').map((c) => c.query.network)).toEqual([
      'ethereum',
      'stellar',
    ]);
  });

  it('says why a customer who may not hold virtual assets gets no address, and retries a 503', async () => {
    crypto({
      'GET /crypto/assets': refusal(403, 'kyc_required', {
        message: 'Virtual assets need an approved identity check (KYC).',
      }),
    });
    const first = renderPage(Deposit(), DEPOSIT, { at: `${DEPOSIT}?asset=BTC` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Virtual assets need an approved identity check (KYC).',
    );
    first.unmount();
    let down = true;
    crypto({
      'GET /crypto/deposit/BTC': () =>
        down
          ? refusal(503, 'service_unavailable')
          : reply(200, details('BTC', 'bitcoin', 'Bitcoin', BTC_ADDRESS, null)),
    });
    renderPage(Deposit(), DEPOSIT, { at: `${DEPOSIT}?asset=BTC` });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not get your deposit address');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(BTC_ADDRESS)).toBeInTheDocument();
  });

  it('in Arabic: the deposit details without an axe violation, the address left to right', async () => {
    await setupI18n('ar');
    try {
      crypto();
      const { container } = renderPage(Deposit(), DEPOSIT, { at: `${DEPOSIT}?asset=BTC` });
      expect(
        await screen.findByRole('img', { name: 'رمز QR لعنوان إيداع BTC على Bitcoin' }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('heading', { level: 1, name: 'إيداع أصول افتراضية' }),
      ).toBeInTheDocument();
      expect(screen.getByText(BTC_ADDRESS).closest('[dir="ltr"]')).not.toBeNull();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
