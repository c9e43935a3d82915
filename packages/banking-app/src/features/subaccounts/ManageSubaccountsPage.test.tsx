import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { fakeApi, refusal, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import type { Subaccount } from './api/subaccounts';
import { INVITE_DRAFT_KEY } from './components/InviteForm';

configure({ asyncUtilTimeout: 10_000 });
const Page = screenUnderTest(() => import('./ManageSubaccountsPage'));
const PATH = '/dashboard/manage_subaccounts';
afterEach(() => sessionStorage.clear());

const user = (n: number, extra: Partial<Subaccount>): Subaccount => ({
  customer_id: `5e6f7a8b-9c0d-4e1f-8a2b-${String(n).padStart(12, '0')}`,
  email: `user${n}@falcon.example.ae`,
  first_name: `Name${n}`,
  last_name: 'Falcon',
  customer_type: 'viewer',
  status: 'active',
  is_self: false,
  created_at: '2026-11-01T08:00:00.000Z',
  ...extra,
});
const me = user(1, { customer_type: 'admin', is_self: true, first_name: 'Hamad' });
const omar = user(2, { first_name: 'Omar', customer_type: 'preparer' });

describe('manage_subaccounts', () => {
  it('lists the users and explains each role', async () => {
    fakeApi({ 'GET /subaccount/list': reply(200, { data: [me, omar] }) });
    const { container } = renderPage(Page(), PATH);
    const row = (await screen.findByRole('heading', { name: 'Omar Falcon' })).closest('li')!;
    expect(within(row).getByRole('radio', { name: 'Preparer' })).toBeChecked();
    expect(screen.getByText(/This is you \(Administrator\)/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'What each role can do' })).getByText(
        'Prepares transfers and conversions, which wait for an approver or administrator.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable Hamad Falcon' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('changes a role, disables and enables a user', async () => {
    let omarNow = omar;
    const api = fakeApi({
      'GET /subaccount/list': () => reply(200, { data: [me, omarNow] }),
      [`PUT /subaccount/${omar.customer_id}/role`]: () =>
        reply(200, { data: (omarNow = { ...omarNow, customer_type: 'approver' }) }),
      [`POST /subaccount/${omar.customer_id}/disable`]: () =>
        reply(200, { data: (omarNow = { ...omarNow, status: 'disabled' }) }),
      [`POST /subaccount/${omar.customer_id}/enable`]: () =>
        reply(200, { data: (omarNow = { ...omarNow, status: 'active' }) }),
    });
    renderPage(Page(), PATH);
    const u = userEvent.setup({ delay: null });
    const row = (await screen.findByRole('heading', { name: 'Omar Falcon' })).closest('li')!;
    await u.click(within(row).getByRole('radio', { name: 'Approver' }));
    expect(
      await screen.findByText('Omar Falcon is now Approver. It applies from their next action.'),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Disable Omar Falcon' }));
    expect(await screen.findByRole('button', { name: 'Enable Omar Falcon' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Enable Omar Falcon' }));
    expect(await screen.findByText('Omar Falcon can log in again.')).toBeInTheDocument();
    expect(
      api.calls
        .filter((c) => c.path.startsWith('/subaccount/') && c.method !== 'GET')
        .map((c) => c.body ?? c.method),
    ).toEqual([{ customer_type: 'approver' }, 'POST', 'POST']);
  });

  it('invites a user with a role; the form is kept across a reload', async () => {
    const invited = user(3, { first_name: 'Sara', status: 'invited', customer_type: 'approver' });
    let list = [me];
    const api = fakeApi({
      'GET /subaccount/list': () => reply(200, { data: list }),
      'POST /subaccount/invite': () => {
        list = [me, invited];
        return reply(201, { data: invited });
      },
    });
    const first = renderPage(Page(), PATH);
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByRole('link', { name: 'Choose what they may do' }),
    ).toBeInTheDocument();
    await u.type(screen.getByRole('textbox', { name: /Email address/ }), invited.email);
    await u.type(screen.getByRole('textbox', { name: /First name/ }), 'Sara');
    first.unmount();
    expect(JSON.parse(sessionStorage.getItem(INVITE_DRAFT_KEY)!)).toMatchObject({
      first_name: 'Sara',
    });
    renderPage(Page(), PATH);
    expect(await screen.findByRole('textbox', { name: /First name/ })).toHaveValue('Sara');
    await u.type(screen.getByRole('textbox', { name: /Last name/ }), 'Falcon');
    await u.click(screen.getByRole('radio', { name: /^Approver/ }));
    await u.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByText(`We sent an invitation to ${invited.email}.`),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sara Falcon' })).toBeInTheDocument();
    expect(api.to('POST', '/subaccount/invite')[0]!.body).toEqual({
      email: invited.email,
      first_name: 'Sara',
      last_name: 'Falcon',
      customer_type: 'approver',
    });
  });

  it('an address already in use is shown at its field', async () => {
    sessionStorage.setItem(
      INVITE_DRAFT_KEY,
      JSON.stringify({
        email: 'x@falcon.example.ae',
        first_name: 'X',
        last_name: 'Y',
        customer_type: 'viewer',
      }),
    );
    fakeApi({
      'GET /subaccount/list': reply(200, { data: [me] }),
      'POST /subaccount/invite': refusal(409, 'email_taken'),
    });
    renderPage(Page(), PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the invitation' }));
    expect(
      await screen.findByRole('link', { name: 'email_taken (server words)' }),
    ).toBeInTheDocument();
  });

  it('a failed load shows the catalogue text and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /subaccount/list': () => (fail ? reply(503) : reply(200, { data: [me, omar] })),
    });
    renderPage(Page(), PATH);
    expect(await screen.findByText(STATUS_TEXTS[503]!)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Omar Falcon' })).toBeInTheDocument();
  });
});
