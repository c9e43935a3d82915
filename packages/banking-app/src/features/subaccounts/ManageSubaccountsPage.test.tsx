import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
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
import type { RecordedChange, Subaccount } from './api/subaccounts';
import { INVITE_DRAFT_KEY } from './components/InviteForm';
import * as styles from './subaccounts.css';

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
const NO_CHANGES = reply(200, { data: { items: [], next_cursor: null } });
const SENT = reply(202, {
  data: { channel: 'sms', sent_to: '+971 50 ••• ••14', expires_at: '2026-11-20T10:05:00.000Z' },
});
const OMAR = `/subaccount/${omar.customer_id}`;

/** The screen with Hamad (administrator) and Omar (preparer); Omar as the fake's answers change him. */
function page(extra: Routes = {}) {
  let omarNow = omar;
  const api = fakeApi({
    'GET /subaccount/list': () => reply(200, { data: [me, omarNow] }),
    'GET /subaccount/changes': NO_CHANGES,
    [`POST ${OMAR}/otp`]: SENT,
    [`PUT ${OMAR}/role`]: (call) =>
      reply(200, {
        data: (omarNow = {
          ...omarNow,
          customer_type: (call.body as { customer_type: Subaccount['customer_type'] })
            .customer_type,
        }),
      }),
    [`POST ${OMAR}/disable`]: () =>
      reply(200, { data: (omarNow = { ...omarNow, status: 'disabled' }) }),
    [`POST ${OMAR}/enable`]: () =>
      reply(200, { data: (omarNow = { ...omarNow, status: 'active' }) }),
    ...extra,
  });
  return { api, ...renderPage(Page(), PATH) };
}
const omarsRow = async () =>
  (await screen.findByRole('heading', { name: 'Omar Falcon' })).closest('li')!;
const changesMade = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => /\/(role|disable|enable)$/.test(c.path));

const change = (n: number, extra: Partial<RecordedChange>): RecordedChange => ({
  change_id: `7a8b9c0d-1e2f-4a3b-8c4d-${String(n).padStart(12, '0')}`,
  change: 'role',
  from_role: 'viewer',
  to_role: 'preparer',
  changed_by: {
    customer_id: me.customer_id,
    email: me.email,
    first_name: 'Hamad',
    last_name: 'Falcon',
  },
  user: {
    customer_id: omar.customer_id,
    email: omar.email,
    first_name: 'Omar',
    last_name: 'Falcon',
  },
  created_at: '2026-11-01T08:00:00.000Z',
  ...extra,
});

describe('manage_subaccounts', () => {
  it('lists the users and explains each role', async () => {
    const { container } = page();
    const row = await omarsRow();
    expect(within(row).getByRole('radio', { name: 'Preparer' })).toBeChecked();
    expect(screen.getByText(/This is you \(Administrator\)/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'What each role can do' })).getByText(
        'Prepares transfers and conversions, which wait for an approver or administrator.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable Hamad Falcon' })).toBeNull();
    // The cards are the list's items: the list has no bullets of its own.
    expect(row.parentElement).toHaveClass(styles.users);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a new role is confirmed in a dialog: what they can do now and after, the code sent for it, then "saved"', async () => {
    const { api } = page();
    const u = userEvent.setup({ delay: null });
    await u.click(within(await omarsRow()).getByRole('radio', { name: 'Approver' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the role of Omar Falcon to Approver?',
    });
    expect(
      within(dialog).getByText('What Omar Falcon can do now').nextElementSibling,
    ).toHaveTextContent(
      'Preparer: Prepares transfers and conversions, which wait for an approver or administrator.',
    );
    expect(
      within(dialog).getByText('What Omar Falcon will be able to do').nextElementSibling,
    ).toHaveTextContent('Approver: Sends money and approves or rejects what preparers prepare.');
    expect(await within(dialog).findByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to +971 50 ••• ••14',
    );
    expect(api.to('POST', `${OMAR}/otp`).map((c) => c.body)).toEqual([
      { change: 'role', customer_type: 'approver' },
    ]);
    // Until it is confirmed, the role shown is the one he has.
    expect(within(await omarsRow()).getByRole('radio', { name: 'Preparer' })).toBeChecked();
    await waitFor(async () => expect(await axeViolations(document.body)).toEqual([]));

    // The code is required: nothing is sent without its six digits.
    await u.click(within(dialog).getByRole('button', { name: 'Change the role' }));
    expect(
      within(dialog).getByRole('textbox', { name: /One-time code/ }),
    ).toHaveAccessibleDescription(/Enter the 6 digits of the code we sent you/);
    expect(changesMade(api)).toEqual([]);

    await u.type(within(dialog).getByRole('textbox', { name: /One-time code/ }), '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Change the role' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Omar Falcon is now an Approver. We have told them by e-mail.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changesMade(api).map((c) => c.body)).toEqual([
      { customer_type: 'approver', otp_code: '123456' },
    ]);
    await waitFor(async () =>
      expect(within(await omarsRow()).getByRole('radio', { name: 'Approver' })).toBeChecked(),
    );
    // The changes are asked again with the users.
    expect(api.to('GET', '/subaccount/changes').length).toBeGreaterThan(1);
  });

  it('a wrong code is said at the field with the attempts left; the role stays', async () => {
    const { api } = page({
      [`PUT ${OMAR}/role`]: refusal(400, 'invalid_code', {
        message: 'The code is not correct. 4 attempts left.',
      }),
    });
    const u = userEvent.setup({ delay: null });
    await u.click(within(await omarsRow()).getByRole('radio', { name: 'Viewer' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the role of Omar Falcon to Viewer?',
    });
    await within(dialog).findByText(/We sent a 6-digit code to/);
    await u.type(within(dialog).getByRole('textbox', { name: /One-time code/ }), '654321');
    await u.click(within(dialog).getByRole('button', { name: 'Change the role' }));
    expect(
      await within(dialog).findByText(
        /The code is wrong: check it and enter it again\. The code is not correct\. 4 attempts left\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(changesMade(api)).toHaveLength(1);
  });

  it('a cancelled dialog changes nothing: the radio stays on the role he has', async () => {
    const { api } = page();
    const u = userEvent.setup({ delay: null });
    await u.click(within(await omarsRow()).getByRole('radio', { name: 'Administrator' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Change the role of Omar Falcon to Administrator?',
    });
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = await omarsRow();
    expect(within(row).getByRole('radio', { name: 'Preparer' })).toBeChecked();
    expect(within(row).getByRole('radio', { name: 'Administrator' })).not.toBeChecked();
    expect(changesMade(api)).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('disabling and enabling are confirmed the same way, each with its own code', async () => {
    const { api } = page();
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Disable Omar Falcon' }));
    let dialog = await screen.findByRole('dialog', { name: 'Disable Omar Falcon?' });
    expect(dialog).toHaveTextContent(
      'What Omar Falcon can do nowLogs in as Preparer: Prepares transfers and conversions',
    );
    expect(dialog).toHaveTextContent(
      'What Omar Falcon will be able to doNothing: logged out everywhere at once, and cannot log in.',
    );
    await within(dialog).findByText(/We sent a 6-digit code to/);
    await u.type(within(dialog).getByRole('textbox', { name: /One-time code/ }), '111111');
    await u.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Omar Falcon is disabled: logged out everywhere and cannot log in. We have told them by e-mail.',
    );

    await u.click(await screen.findByRole('button', { name: 'Enable Omar Falcon' }));
    dialog = await screen.findByRole('dialog', { name: 'Enable Omar Falcon again?' });
    expect(dialog).toHaveTextContent(
      'What Omar Falcon can do nowNothing: disabled, cannot log in.',
    );
    await within(dialog).findByText(/We sent a 6-digit code to/);
    await u.type(within(dialog).getByRole('textbox', { name: /One-time code/ }), '222222');
    await u.click(within(dialog).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Omar Falcon can log in again. We have told them by e-mail.',
    );
    expect(api.to('POST', `${OMAR}/otp`).map((c) => c.body)).toEqual([
      { change: 'disable' },
      { change: 'enable' },
    ]);
    expect(changesMade(api).map((c) => [c.path, c.body])).toEqual([
      [`${OMAR}/disable`, { otp_code: '111111' }],
      [`${OMAR}/enable`, { otp_code: '222222' }],
    ]);
  });

  it('says when the code could not be sent; "Send a new code" sends it', async () => {
    let fail = true;
    page({
      [`POST ${OMAR}/otp`]: () =>
        fail ? refusal(429, 'rate_limited', { message: 'Too many codes.' }) : SENT,
    });
    const u = userEvent.setup({ delay: null });
    await u.click(await screen.findByRole('button', { name: 'Disable Omar Falcon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Omar Falcon?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not send your code',
    );
    fail = false;
    await u.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(await within(dialog).findByText(/We sent a 6-digit code to/)).toBeInTheDocument();
  });

  it('lists the changes to users: when (UAE time), whom, what from → to, by whom; earlier ones on request', async () => {
    const older = change(3, {
      change: 'disable',
      from_role: null,
      to_role: null,
      created_at: '2026-10-30T21:30:00.000Z',
    });
    const { api, container } = page({
      'GET /subaccount/changes': (call) =>
        reply(200, {
          data: call.query.cursor
            ? { items: [older], next_cursor: null }
            : {
                items: [
                  change(1, {}),
                  change(2, { change: 'enable', from_role: null, to_role: null }),
                ],
                next_cursor: 'c1',
              },
        }),
    });
    const table = await screen.findByRole('table', { name: 'Changes to users' });
    // Each cell names its column too (a phone shows each row as a card).
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        );
    expect(rows()).toEqual([
      [
        'When01-11-2026 12:00',
        'UserOmar Falcon',
        'ChangeRole: Viewer → Preparer',
        'Changed byHamad Falcon',
      ],
      ['When01-11-2026 12:00', 'UserOmar Falcon', 'ChangeEnabled again', 'Changed byHamad Falcon'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier changes' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    // 21:30 UTC on the 30th is 01:30 on the 31st in the UAE.
    expect(rows()[2]).toEqual([
      'When31-10-2026 01:30',
      'UserOmar Falcon',
      'ChangeDisabled',
      'Changed byHamad Falcon',
    ]);
    expect(api.to('GET', '/subaccount/changes').map((c) => c.query.cursor)).toEqual([
      undefined,
      'c1',
    ]);
    expect(screen.queryByRole('button', { name: 'Show earlier changes' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('in Arabic: the dialog, the saved message and the changes, without an axe violation', async () => {
    await setupI18n('ar');
    try {
      page({
        'GET /subaccount/changes': reply(200, {
          data: { items: [change(1, {})], next_cursor: null },
        }),
      });
      const u = userEvent.setup({ delay: null });
      const table = await screen.findByRole('table', { name: 'التغييرات على المستخدمين' });
      expect(table).toHaveTextContent('الدور: من مُطّلع إلى مُعِدّ');
      const row = (await screen.findByRole('heading', { name: 'Omar Falcon' })).closest('li')!;
      await u.click(within(row).getByRole('radio', { name: 'معتمِد' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'تغيير دور Omar Falcon إلى معتمِد؟',
      });
      expect(await within(dialog).findByText(/أرسلنا رمزًا من 6 أرقام إلى/)).toBeInTheDocument();
      await waitFor(async () => expect(await axeViolations(document.body)).toEqual([]));
      await u.type(within(dialog).getByRole('textbox', { name: /رمز لمرة واحدة/ }), '123456');
      await u.click(within(dialog).getByRole('button', { name: 'تغيير الدور' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'أصبح Omar Falcon معتمِدًا. أبلغناه بذلك بالبريد الإلكتروني.',
      );
    } finally {
      await setupI18n('en');
    }
  });

  it('invites a user with a role; the form is kept across a reload', async () => {
    const invited = user(3, { first_name: 'Sara', status: 'invited', customer_type: 'approver' });
    let list = [me];
    const api = fakeApi({
      'GET /subaccount/list': () => reply(200, { data: list }),
      'GET /subaccount/changes': NO_CHANGES,
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
      'GET /subaccount/changes': NO_CHANGES,
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
      'GET /subaccount/changes': NO_CHANGES,
    });
    renderPage(Page(), PATH);
    expect(await screen.findByText(STATUS_TEXTS[503]!)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Omar Falcon' })).toBeInTheDocument();
  });
});
