import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { axeViolations } from '@/lib/testing/axe';
import { refusal, renderPage, reply, screenUnderTest, setupI18n } from '@/lib/testing/pageHarness';
import { forgetCustomerType } from '@/session/customer';
import { setToken } from '@/session/storage';
import { decided, OWN_CONVERSION, reviewApi, SUPPLIER, type Role } from './testData';

const Review = screenUnderTest(() => import('./ReviewPage'));
const ROUTE = '/dashboard/waiting_review/:transaction_type/:transaction_id';
const ITEM = `/dashboard/waiting_review/external_transfer/${SUPPLIER.transaction_id}`;
const API = `/review/external_transfer/${SUPPLIER.transaction_id}`;
const user = () => userEvent.setup({ delay: null });

function open(role: Role, extra: Parameters<typeof reviewApi>[1] = {}, at = ITEM) {
  const api = reviewApi(role, { [`GET ${API}`]: reply(200, { data: SUPPLIER }), ...extra });
  return { api, ...renderPage(Review(), ROUTE, { at }) };
}

beforeEach(async () => {
  forgetCustomerType();
  sessionStorage.clear();
  await setToken('valid-token');
});

describe('Review a transaction', () => {
  it('shows everything the preparer entered, who prepared it and when, and its history', async () => {
    const { container } = open('approver');
    expect(await screen.findByText('Prepared by Rashid Preparer on 20-11-2026', { exact: false })).toBeInTheDocument();
    const entered = screen.getByRole('region', { name: 'What was prepared' });
    for (const text of ['Shenzhen Parts Co. · HSBC Hong Kong · •••• 4410', 'Invoice 4471', 'GDI', 'Charges shared (SHA)', 'USD 12,515.00', 'Rashid Preparer'])
      expect(entered).toHaveTextContent(text);
    expect(within(entered).getByRole('heading', { name: 'Status history' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('approves once: a double press sends one request, and the page says it was sent', async () => {
    let approvals = 0;
    const { api, container } = open('approver', {
      [`POST ${API}/approve`]: () => {
        approvals += 1;
        return reply(200, { data: decided(SUPPLIER, 'completed') });
      },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this transaction?' });
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    const confirm = within(dialog).getByRole('button', { name: 'Approve and send' });
    await u.dblClick(confirm);
    expect(await screen.findByText('Approved. The transaction was sent.')).toBeInTheDocument();
    expect(approvals).toBe(1);
    expect(api.to('POST', `${API}/approve`)[0]!.body).toEqual({ idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(screen.getByText('Approved and sent.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('region', { name: 'What was prepared' })).toHaveTextContent('Approved byMariam Approver');
  });

  it('keeps the key after a lost answer (503) and makes a new one after a refusal, saying why on the dialog', async () => {
    const answers = [refusal(503, 'service_unavailable'), refusal(422, 'insufficient_funds', { message: 'Not enough money in the USD wallet: 2,000.00 available.' }), reply(200, { data: decided(SUPPLIER, 'completed') })];
    const { api } = open('approver', { [`POST ${API}/approve`]: () => answers.shift()! });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STATUS_TEXTS[503]);
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(await within(dialog).findByText('Not enough money in the USD wallet: 2,000.00 available.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('We could not approve it');
    await u.click(within(dialog).getByRole('button', { name: 'Approve and send' }));
    expect(await screen.findByText('Approved. The transaction was sent.')).toBeInTheDocument();
    const keys = api.to('POST', `${API}/approve`).map((c) => (c.body as { idempotency_key: string }).idempotency_key);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('rejects with a reason, which it asks for when missing', async () => {
    const { api } = open('admin', { [`POST ${API}/reject`]: (call) => reply(200, { data: decided(SUPPLIER, 'rejected', (call.body as { reason: string }).reason) }) });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this transaction?' });
    await u.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(/Say why you reject it/);
    expect(api.to('POST', `${API}/reject`)).toHaveLength(0);
    await u.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Wrong amount{Enter}');
    expect(await screen.findByText('Rejected. The preparer sees your reason.')).toBeInTheDocument();
    expect(api.to('POST', `${API}/reject`)[0]!.body).toEqual({ reason: 'Wrong amount' });
    expect(screen.getByText('Rejected: nothing was sent.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What was prepared' })).toHaveTextContent('Reason for rejectionWrong amount');
  });

  it('tells the preparer of a transaction that another approver reviews it, and a viewer that they only read', async () => {
    const own = `/dashboard/waiting_review/conversion/${OWN_CONVERSION.transaction_id}`;
    const first = open('approver', { [`GET /review/conversion/${OWN_CONVERSION.transaction_id}`]: reply(200, { data: OWN_CONVERSION }) }, own);
    expect(await screen.findByText(/You prepared this transaction/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    first.unmount();
    forgetCustomerType();
    const { container } = open('viewer');
    expect(await screen.findByText(/You can read this transaction/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('when the transaction cannot be loaded (503) says so, and "Try again" loads it', async () => {
    let down = true;
    const { container } = open('approver', { [`GET ${API}`]: () => (down ? refusal(503, 'service_unavailable') : reply(200, { data: SUPPLIER })) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this transaction');
    expect(alert).toHaveTextContent(STATUS_TEXTS[503]);
    expect(await axeViolations(container)).toEqual([]);
    down = false;
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  it('in Arabic: the review and its dialog without an axe violation', async () => {
    await setupI18n('ar');
    try {
      const { container } = open('approver');
      expect(await screen.findByRole('heading', { level: 1, name: 'مراجعة معاملة' })).toBeInTheDocument();
      await user().click(await screen.findByRole('button', { name: 'رفض' }));
      await screen.findByRole('dialog', { name: 'رفض هذه المعاملة؟' });
      await waitFor(async () => expect(await axeViolations(container.ownerDocument.body)).toEqual([]));
    } finally {
      await setupI18n('en');
    }
  });
});
