// Issue 27: paying by mobile number or e-mail, and linking one's own, against the contract's
// answers: the masked name before any amount, one key per payment (the same after a lost answer),
// refusals at the field that fixes them, the code step, a number another account holds; axe on
// each state in English and Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
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
import { PATHS, withQuery } from '@/access/paths';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { customerType, details, money, transaction, wallet } from '@/lib/testing/money';

const Pay = screenUnderTest(() => import('./InstantPay'));
const user = () => userEvent.setup({ delay: null });

const aed = wallet('AED', '1250.50');
const usd = wallet('USD', '100.00');
const found = {
  kind: 'mobile',
  proxy: '+971501110002',
  name: 'Om** Ha****',
  bank_name: 'Sadu Bank',
  currency: 'AED',
};
const paid = transaction({
  transaction_type: 'internal_transfer',
  direction: 'out',
  amount: money('AED', '125.50'),
  counterparty: { name: 'Omar H.', detail: '+971 50 111 0002' },
});
const limit = {
  kind: 'transfer',
  label: 'Transfers',
  per_transaction: money('AED', '50000.00'),
  daily: money('AED', '100000.00'),
  monthly: money('AED', '500000.00'),
  used_today: money('AED', '0.00'),
  used_this_month: money('AED', '0.00'),
  remaining_today: money('AED', '100000.00'),
  remaining_this_month: money('AED', '500000.00'),
};

beforeEach(async () => {
  forgetCustomerType();
  await setToken('access-instant');
});

function backend(extra: Routes = {}) {
  return fakeApi({
    'GET /customer/customer_type': reply(200, customerType('individual')),
    'GET /wallet/list': reply(200, { data: [aed, usd] }),
    'GET /limits': reply(200, { data: [limit] }),
    'POST /instant/lookup': reply(200, { data: found }),
    'POST /instant/pay': reply(201, { data: paid }),
    ...extra,
  });
}

async function findPayee(u: ReturnType<typeof user>, typed = '050 111 0002') {
  const field = await screen.findByRole('textbox', { name: /Their mobile number or e-mail/ });
  await u.clear(field);
  await u.type(field, typed);
  await u.click(screen.getByRole('button', { name: 'Find who it pays' }));
  return field;
}

describe('Pay by mobile number or e-mail (/dashboard/instant_pay)', () => {
  it('names the payee masked before the amount, pays from the AED wallet once, and opens the receipt', async () => {
    const api = backend();
    const { router, container } = renderPage(Pay(), PATHS.instantPay);
    const u = user();
    expect(await axeViolations(container)).toEqual([]);
    await findPayee(u);
    const payee = await screen.findByRole('region', { name: 'Om** Ha****' });
    expect(payee).toHaveTextContent('You are paying');
    expect(payee).toHaveTextContent('+971501110002');
    expect(payee).toHaveTextContent('Sadu Bank');
    expect(api.to('POST', '/instant/lookup')[0]!.body).toEqual({ proxy: '050 111 0002' });
    // Only the AED wallet pays; the only one is chosen.
    const from = screen.getByRole('group', { name: /Send from/ });
    expect(within(from).getAllByRole('radio')).toHaveLength(1);
    expect(within(from).getByRole('radio', { name: /AED/ })).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
    await u.type(screen.getByRole('textbox', { name: /Amount/ }), '125.50');
    await u.type(screen.getByRole('textbox', { name: /Reference/ }), 'Dinner');
    await u.click(screen.getByRole('button', { name: /^Pay AED\s125\.50 now$/ }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        withQuery(PATHS.transactionSuccess, {
          transaction_id: paid.transaction_id,
          flow: 'instant',
        }),
      ),
    );
    const [body] = api.to('POST', '/instant/pay').map((c) => c.body as Record<string, string>);
    expect(body).toEqual({
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      from_wallet_id: aed.wallet_id,
      proxy: '+971501110002',
      amount_minor: '12550',
      reference: 'Dinner',
    });
  });

  it('says at the field when nobody can be paid there, or the text is no number', async () => {
    backend({
      'POST /instant/lookup': refusal(404, 'not_found'),
    });
    const { container } = renderPage(Pay(), PATHS.instantPay);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Find who it pays' }));
    const field = screen.getByRole('textbox', { name: /Their mobile number or e-mail/ });
    expect(field).toHaveAccessibleDescription(/Enter a mobile number or an e-mail address\./);
    await findPayee(u, '055 999 0000');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Nobody can be paid instantly at this number/),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the key after a lost answer, and refuses over AED 50,000 or the balance before asking', async () => {
    let calls = 0;
    const api = backend({
      'POST /instant/pay': () => {
        calls += 1;
        return calls === 1
          ? reply(503, { error: { code: 'service_unavailable', message: 'Down' } })
          : reply(201, { data: paid });
      },
    });
    renderPage(Pay(), PATHS.instantPay);
    const u = user();
    await findPayee(u);
    const amount = await screen.findByRole('textbox', { name: /Amount/ });
    await u.type(amount, '50000.01');
    await u.click(screen.getByRole('button', { name: /^Pay (AED|now)/ }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/at most AED\s50,000\.00/));
    await u.clear(amount);
    await u.type(amount, '2000');
    await u.click(screen.getByRole('button', { name: /^Pay (AED|now)/ }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(/more than you have available \(AED\s1,250\.50\)/),
    );
    await u.clear(amount);
    await u.type(amount, '10');
    await u.click(screen.getByRole('button', { name: /^Pay (AED|now)/ }));
    expect(
      await screen.findByText('We do not know yet whether this payment went'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay someone else' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: /^Pay (AED|now)/ }));
    await waitFor(() => expect(api.to('POST', '/instant/pay')).toHaveLength(2));
    // The second answer came: the receipt opens.
    await waitFor(() =>
      expect(screen.queryByText('We do not know yet whether this payment went')).toBeNull(),
    );
    const keys = api
      .to('POST', '/instant/pay')
      .map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
  });

  it('in Arabic, right to left, passes axe with the payee and our bank named in Arabic', async () => {
    await setupI18n('ar');
    try {
      backend();
      const { container } = renderPage(Pay(), PATHS.instantPay);
      const u = user();
      const field = await screen.findByRole('textbox', { name: /رقم جواله أو بريده الإلكتروني/ });
      await u.type(field, '0501110002');
      await u.click(screen.getByRole('button', { name: 'اعرف لمن يدفع' }));
      expect(await screen.findByText('أنت تدفع إلى')).toBeInTheDocument();
      // Our own bank by its Arabic name; the platform's answer is in English.
      expect(screen.getByRole('region', { name: 'Om** Ha****' })).toHaveTextContent('بنك سدو');
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});

const Receive = screenUnderTest(() => import('./InstantProxies'));

describe('Receive instant payments (/dashboard/instant_proxies)', () => {
  const pending = {
    id: '5b0e8c1a-2f3d-4e5f-8a9b-000000000001',
    kind: 'mobile',
    value: '+971501234567',
    wallet_id: aed.wallet_id,
    status: 'pending',
    created_at: '2026-11-20T10:00:00.000Z',
    activated_at: null,
  };
  const active = { ...pending, status: 'active', activated_at: '2026-11-20T10:01:00.000Z' };

  function receiving(extra: Routes = {}) {
    return fakeApi({
      'GET /customer/customer_type': reply(200, customerType('individual')),
      'GET /customer/get_customer_details_by_id': reply(200, details()),
      'GET /wallet/list': reply(200, { data: [aed, usd] }),
      'GET /instant/proxies': reply(200, { data: [] }),
      'POST /instant/proxies': reply(202, {
        data: {
          proxy: pending,
          code: { channel: 'sms', sent_to: '+9715•••••67', expires_at: '2026-11-20T10:05:00.000Z' },
        },
      }),
      [`POST /instant/proxies/${pending.id}/confirm`]: reply(200, { data: active }),
      ...extra,
    });
  }

  it('links the profile’s number with the code sent to it, then shows it linked', async () => {
    const api = receiving();
    const { container } = renderPage(Receive(), PATHS.instantProxies);
    const u = user();
    const mobile = await screen.findByRole('region', { name: 'Your mobile number' });
    expect(mobile).toHaveTextContent('+971501234567');
    expect(await axeViolations(container)).toEqual([]);
    await u.click(within(mobile).getByRole('button', { name: 'Link my number' }));
    expect(api.to('POST', '/instant/proxies')[0]!.body).toEqual({
      kind: 'mobile',
      wallet_id: aed.wallet_id,
    });
    const code = await within(mobile).findByRole('textbox', { name: /Code/ });
    expect(code).toHaveAccessibleDescription(/We sent a 6-digit code to \+9715•••••67/);
    expect(await axeViolations(container)).toEqual([]);
    await u.type(code, '123456');
    await u.click(within(mobile).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(mobile).findByText('+971501234567 is linked: you can be paid by it now.'),
    ).toBeInTheDocument();
    expect(api.to('POST', `/instant/proxies/${pending.id}/confirm`)[0]!.body).toEqual({
      otp_code: '123456',
    });
  });

  it('says when the number is linked to another account, after the code', async () => {
    receiving({ [`POST /instant/proxies/${pending.id}/confirm`]: refusal(409, 'proxy_taken') });
    renderPage(Receive(), PATHS.instantProxies);
    const u = user();
    const mobile = await screen.findByRole('region', { name: 'Your mobile number' });
    await u.click(within(mobile).getByRole('button', { name: 'Link my number' }));
    await u.type(await within(mobile).findByRole('textbox', { name: /Code/ }), '123456');
    await u.click(within(mobile).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(mobile).findByText(/already linked to another account/),
    ).toBeInTheDocument();
  });

  it('unlinks a linked number', async () => {
    const api = receiving({
      'GET /instant/proxies': reply(200, { data: [active] }),
      [`POST /instant/proxies/${pending.id}/remove`]: reply(200, {
        data: { message: 'Unlinked.' },
      }),
    });
    const { container } = renderPage(Receive(), PATHS.instantProxies);
    const u = user();
    const mobile = await screen.findByRole('region', { name: 'Your mobile number' });
    expect(await within(mobile).findByText('Linked')).toBeInTheDocument();
    expect(mobile).toHaveTextContent(/ending \d{4}/);
    expect(await axeViolations(container)).toEqual([]);
    await u.click(within(mobile).getByRole('button', { name: 'Unlink' }));
    expect(await within(mobile).findByText(/is no longer linked/)).toBeInTheDocument();
    expect(api.to('POST', `/instant/proxies/${pending.id}/remove`)).toHaveLength(1);
  });
});
