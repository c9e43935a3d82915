// Issue 27: requests for money against the contract's answers. Asking (a link with its address and
// QR code, a contact by number, a number nobody can be asked at), paying a request in place once per
// key, declining and cancelling after a second question, each status in words, the list again when
// a request's notification arrives; the pay link's public page and its payment once logged in; axe
// on each state in English and Arabic.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MoneyRequest, PayLink } from '@bank/api-contract';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  screenUnderTest,
  setupI18n,
  type Routes,
} from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { PATHS, payLinkPath, requestPayPath } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { tellArrival } from '@/session/notificationEvents';
import { customerType, money, transaction, wallet } from '@/lib/testing/money';
import { notification } from '@/lib/testing/notifications';

const Requests = screenUnderTest(() => import('./RequestsPage'));
const LinkPage = screenUnderTest(() => import('./PayLinkPage'));
const PayPage = screenUnderTest(() => import('./PayRequestPage'));
const user = () => userEvent.setup({ delay: null });

const aed = wallet('AED', '1250.50');
const TOKEN = 'Abcdefghijklmnopqrstuv';
let serial = 0;
function request(extra: Partial<MoneyRequest> = {}): MoneyRequest {
  serial += 1;
  return {
    id: `5a1e7c2d-1111-4c6d-9e7f-${String(serial).padStart(12, '0')}`,
    direction: 'sent',
    channel: 'link',
    amount: money('AED', '120.50'),
    note: 'Dinner at Al Fanar',
    status: 'open',
    counterparty: { name: null, detail: null },
    wallet_id: aed.wallet_id,
    token: TOKEN,
    created_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-11-27T10:00:00.000Z',
    decided_at: null,
    transaction_id: null,
    ...extra,
  };
}
const paid = transaction({
  transaction_type: 'internal_transfer',
  direction: 'out',
  amount: money('AED', '120.50'),
});
const link: PayLink = {
  request_id: '5a1e7c2d-2222-4c6d-9e7f-000000000001',
  amount: money('AED', '120.50'),
  requester: 'La*** Al-M*******',
  note: 'Dinner at Al Fanar',
  status: 'open',
  expires_at: '2026-11-27T10:00:00.000Z',
  bank_name: 'Sadu Bank',
};

beforeEach(async () => {
  sessionStorage.clear();
  forgetCustomerType();
  await setToken('access-requests');
});
afterEach(async () => {
  await setupI18n('en');
});

function backend(list: MoneyRequest[], extra: Routes = {}) {
  return fakeApi({
    'GET /customer/customer_type': reply(200, customerType('individual')),
    'GET /wallet/list': reply(200, { data: [aed, wallet('USD', '10.00')] }),
    'GET /requests': reply(200, { data: list }),
    ...extra,
  });
}

describe('Requests for money (/dashboard/requests)', () => {
  it('makes a link to share, with its address to copy and its QR code', async () => {
    const made = request();
    const api = backend([], { 'POST /requests': reply(201, { data: made }) });
    const { container } = renderPage(Requests(), PATHS.requests);
    const u = user();
    expect(await screen.findByText('Nobody has asked you for money.')).toBeInTheDocument();
    expect(screen.getByText('You have not asked anyone for money yet.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await u.click(screen.getByRole('button', { name: 'Ask for money' }));
    expect(
      await screen.findByRole('link', { name: 'Enter the amount you ask for.' }),
    ).toBeVisible();
    await u.type(screen.getByRole('textbox', { name: /Amount/ }), '120.50');
    await u.type(screen.getByRole('textbox', { name: /What it is for/ }), 'Dinner at Al Fanar');
    await u.click(screen.getByRole('radio', { name: /30 days/ }));
    await u.click(screen.getByRole('button', { name: /^Create a link for AED\s120\.50$/ }));
    const ready = await screen.findByRole('heading', {
      name: /Your link for AED\s120\.50 is ready/,
    });
    await waitFor(() => expect(ready).toHaveFocus());
    expect(api.to('POST', '/requests')[0]!.body).toEqual({
      wallet_id: aed.wallet_id,
      amount_minor: '12050',
      note: 'Dinner at Al Fanar',
      expires_in_days: 30,
    });
    const url = `${window.location.origin}${payLinkPath(TOKEN)}`;
    expect(screen.getByText(url)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy the link' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /QR code of the link to pay AED\s120\.50/ }),
    ).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('asks a contact by number, and says when nobody can be asked there', async () => {
    let calls = 0;
    const api = backend([], {
      'POST /requests': () =>
        ++calls === 1
          ? refusal(404, 'not_found', { fields: { proxy: 'Nobody can be paid instantly here.' } })
          : reply(201, {
              data: request({
                channel: 'proxy',
                token: null,
                counterparty: { name: 'Om** Ha****', detail: '+971 50 111 0002' },
              }),
            }),
    });
    renderPage(Requests(), PATHS.requests);
    const u = user();
    await u.click(await screen.findByRole('radio', { name: /Ask a contact/ }));
    const proxy = screen.getByRole('textbox', { name: /Their mobile number or e-mail/ });
    await u.type(proxy, '050 111 0002');
    await u.type(screen.getByRole('textbox', { name: /Amount/ }), '120.50');
    await u.click(screen.getByRole('button', { name: /^Ask for AED\s120\.50$/ }));
    await waitFor(() =>
      expect(proxy).toHaveAccessibleDescription(/Nobody can be asked at this number or address/),
    );
    await u.click(screen.getByRole('button', { name: /^Ask for AED\s120\.50$/ }));
    expect(
      await screen.findByRole('heading', {
        name: /We asked \u2068Om\*\* Ha\*\*\*\*\u2069 for AED\s120\.50/,
      }),
    ).toBeInTheDocument();
    expect(api.to('POST', '/requests')[1]!.body).toMatchObject({ proxy: '050 111 0002' });
  });

  it('pays a request asked of the customer once, in place, and declines another after asking again', async () => {
    const asked = request({
      direction: 'received',
      channel: 'proxy',
      token: null,
      wallet_id: null,
      counterparty: { name: 'Laila Al-Mansouri', detail: null },
    });
    const other = request({
      direction: 'received',
      channel: 'proxy',
      token: null,
      wallet_id: null,
      amount: money('AED', '30.00'),
      note: null,
      counterparty: { name: 'Omar Haddad', detail: null },
    });
    let lost = true;
    const api = backend([asked, other], {
      [`POST /requests/${asked.id}/pay`]: () => {
        if (lost) {
          lost = false;
          return reply(502, { error: { code: 'bad_gateway', message: 'Bad gateway' } });
        }
        return reply(201, { data: paid });
      },
      [`POST /requests/${other.id}/decline`]: reply(200, {
        data: { ...other, status: 'declined' },
      }),
    });
    const { container } = renderPage(Requests(), PATHS.requests);
    const u = user();
    const item = (
      await screen.findByRole('heading', { name: /\u2068Laila Al-Mansouri\u2069 asks you for/ })
    ).closest('li')!;
    await u.click(within(item).getByRole('button', { name: /^Pay AED\s120\.50$/ }));
    expect(within(item).getByRole('radio', { name: /AED •••• / })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
    await u.click(within(item).getByRole('button', { name: /^Pay AED\s120\.50$/ }));
    expect(await within(item).findByText('We could not tell whether it was paid')).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Not now' })).toBeDisabled();
    await u.click(within(item).getByRole('button', { name: /^Pay AED\s120\.50$/ }));
    expect(
      await screen.findByText(/You paid AED\s120\.50 to \u2068Laila Al-Mansouri\u2069/),
    ).toBeInTheDocument();
    // Its buttons gone, focus is on the request's heading.
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: /\u2068Laila Al-Mansouri\u2069 asks you for/ }),
      ).toHaveFocus(),
    );
    const [first, second] = api.to('POST', `/requests/${asked.id}/pay`).map((c) => c.body);
    expect(first).toEqual({ idempotency_key: expect.any(String), from_wallet_id: aed.wallet_id });
    expect(second).toEqual(first);

    const otherItem = screen
      .getByRole('heading', { name: /\u2068Omar Haddad\u2069 asks you for/ })
      .closest('li')!;
    await u.click(within(otherItem).getByRole('button', { name: 'Decline' }));
    const yes = within(otherItem).getByRole('button', { name: 'Yes, decline' });
    await waitFor(() => expect(yes).toHaveFocus());
    expect(within(otherItem).getByText(/Omar Haddad\u2069 will be told/)).toBeInTheDocument();
    await u.click(yes);
    expect(await screen.findByText(/You declined the request for AED\s30\.00/)).toBeInTheDocument();
    expect(api.to('POST', `/requests/${other.id}/decline`)).toHaveLength(1);
  });

  it('gives focus back on "Not now", keeps a lost answer\'s key for the next panel, and reloads when the request changed meanwhile', async () => {
    const asked = request({
      direction: 'received',
      channel: 'proxy',
      token: null,
      wallet_id: null,
      counterparty: { name: 'Laila Al-Mansouri', detail: null },
    });
    let answers = 0;
    const api = backend([asked], {
      [`POST /requests/${asked.id}/pay`]: () =>
        ++answers === 1
          ? reply(504, { error: { code: 'gateway_timeout', message: 'Gateway timeout' } })
          : refusal(409, 'invalid_state', { message: 'This request has been paid.' }),
    });
    const { unmount } = renderPage(Requests(), PATHS.requests);
    const u = user();
    const pay = await screen.findByRole('button', { name: /^Pay AED\s120\.50$/ });
    await u.click(pay);
    await u.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Pay AED\s120\.50$/ })).toHaveFocus(),
    );
    await u.click(screen.getByRole('button', { name: /^Pay AED\s120\.50$/ }));
    await u.click(screen.getByRole('button', { name: /^Pay AED\s120\.50$/ }));
    expect(await screen.findByText('We could not tell whether it was paid')).toBeVisible();
    unmount();
    // A new page: the same key, and the warning again, until the bank answers.
    renderPage(Requests(), PATHS.requests);
    await u.click(await screen.findByRole('button', { name: /^Pay AED\s120\.50$/ }));
    expect(screen.getByText('We could not tell whether it was paid')).toBeVisible();
    const lists = api.to('GET', '/requests').length;
    await u.click(screen.getByRole('button', { name: /^Pay AED\s120\.50$/ }));
    expect(await screen.findByText('This request has been paid.')).toBeVisible();
    const keys = api
      .to('POST', `/requests/${asked.id}/pay`)
      .map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(api.to('GET', '/requests').length).toBeGreaterThan(lists));
  });

  it('shows each of the customer’s requests with its state in words, cancels an open one, and reloads when one is paid', async () => {
    const open = request();
    let list = [
      open,
      request({
        status: 'paid',
        counterparty: { name: 'Om** Ha****', detail: null },
        decided_at: '2026-11-21T10:00:00.000Z',
      }),
      request({
        channel: 'proxy',
        token: null,
        status: 'declined',
        counterparty: { name: 'Ah*** Sa***', detail: '+971 50 222 0003' },
      }),
      request({ status: 'expired' }),
    ];
    const api = backend([], {
      'GET /requests': () => reply(200, { data: list }),
      [`POST /requests/${open.id}/cancel`]: reply(200, { data: { ...open, status: 'cancelled' } }),
    });
    const { container } = renderPage(Requests(), PATHS.requests);
    const u = user();
    const sent = await screen.findByRole('region', { name: 'Your requests' });
    await waitFor(() => expect(within(sent).getAllByRole('listitem')).toHaveLength(4));
    expect(within(sent).getByText('Paid by \u2068Om** Ha****\u2069')).toBeInTheDocument();
    expect(within(sent).getByText(/Asked of \u2068Ah\*\*\* Sa\*\*\*\u2069/)).toBeInTheDocument();
    for (const word of ['Open', 'Paid', 'Declined', 'Expired'])
      expect(within(sent).getByText(word)).toBeInTheDocument();
    await u.click(within(sent).getByRole('button', { name: 'Show the link and QR code' }));
    expect(within(sent).getByRole('img', { name: /QR code/ })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
    await u.click(within(sent).getByRole('button', { name: 'Cancel request' }));
    await u.click(within(sent).getByRole('button', { name: 'Yes, cancel it' }));
    expect(
      await screen.findByText(/The request for AED\s120\.50 is cancelled/),
    ).toBeInTheDocument();
    expect(api.to('POST', `/requests/${open.id}/cancel`)).toHaveLength(1);

    // A request paid while the page is open: its notification reloads the list.
    const before = api.to('GET', '/requests').length;
    list = [{ ...open, status: 'paid', counterparty: { name: 'Ra** Kh***', detail: null } }];
    act(() =>
      tellArrival(notification(99, { kind: 'request_paid', title: 'Your request was paid' })),
    );
    await waitFor(() => expect(api.to('GET', '/requests').length).toBeGreaterThan(before));
    expect(await within(sent).findByText('Paid by \u2068Ra** Kh***\u2069')).toBeInTheDocument();
  });

  it('has no axe violations in Arabic', async () => {
    await setupI18n('ar');
    backend([
      request(),
      request({
        direction: 'received',
        channel: 'proxy',
        token: null,
        wallet_id: null,
        counterparty: { name: 'Laila Al-Mansouri', detail: null },
      }),
    ]);
    const { container } = renderPage(Requests(), PATHS.requests);
    expect(await screen.findByRole('heading', { level: 1, name: 'طلبات الأموال' })).toBeVisible();
    await screen.findByRole('region', { name: 'طلباتك' });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('A pay link (/pay/:token and /dashboard/requests/pay/:token)', () => {
  it('shows the amount, the note and the masked name publicly, and leads to the payment', async () => {
    fakeApi({ [`GET /pay_links/${TOKEN}`]: reply(200, { data: link }) });
    const { container } = renderPage(LinkPage(), PATHS.payLink, { at: payLinkPath(TOKEN) });
    expect(await screen.findByRole('heading', { name: /AED\s120\.50/ })).toBeVisible();
    expect(screen.getByText(/La\*{3} Al-M\*{7}\u2069 asks you for/)).toBeInTheDocument();
    expect(screen.getByText(/Dinner at Al Fanar/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Pay AED\s120\.50$/ })).toHaveAttribute(
      'href',
      requestPayPath(TOKEN),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when a link is paid, or does not exist', async () => {
    fakeApi({
      [`GET /pay_links/${TOKEN}`]: reply(200, { data: { ...link, status: 'cancelled' } }),
    });
    const { unmount } = renderPage(LinkPage(), PATHS.payLink, { at: payLinkPath(TOKEN) });
    expect(await screen.findByText('The requester cancelled this request.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Pay/ })).toBeNull();
    unmount();
    fakeApi({ [`GET /pay_links/${TOKEN}`]: refusal(404, 'not_found') });
    renderPage(LinkPage(), PATHS.payLink, { at: payLinkPath(TOKEN) });
    expect(await screen.findByText('This link does not work')).toBeVisible();
  });

  it('pays the link with its token once logged in, and tells a refusal in the bank’s words', async () => {
    let refused = true;
    const api = backend([], {
      [`GET /pay_links/${TOKEN}`]: reply(200, { data: link }),
      [`POST /requests/${link.request_id}/pay`]: () => {
        if (refused) {
          refused = false;
          return refusal(422, 'limit_exceeded', {
            message: 'This payment is over what is left of your daily limit.',
          });
        }
        return reply(201, { data: paid });
      },
    });
    const { container } = renderPage(PayPage(), PATHS.requestPay, { at: requestPayPath(TOKEN) });
    const u = user();
    await u.click(await screen.findByRole('button', { name: /^Pay AED\s120\.50$/ }));
    expect(
      await screen.findByText('This payment is over what is left of your daily limit.'),
    ).toBeVisible();
    await u.click(screen.getByRole('button', { name: /^Pay AED\s120\.50$/ }));
    expect(
      await screen.findByText(/You paid AED\s120\.50 to \u2068La\*{3} Al-M\*{7}\u2069/),
    ).toBeVisible();
    const bodies = api.to('POST', `/requests/${link.request_id}/pay`).map((c) => c.body);
    expect(bodies[1]).toEqual({
      idempotency_key: expect.any(String),
      from_wallet_id: aed.wallet_id,
      token: TOKEN,
    });
    // A refusal is an answer: the next payment has its own key.
    expect((bodies[0] as { idempotency_key: string }).idempotency_key).not.toBe(
      (bodies[1] as { idempotency_key: string }).idempotency_key,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
