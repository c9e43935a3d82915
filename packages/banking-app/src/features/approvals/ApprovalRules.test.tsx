// The approval rules' screen (issue 28): the bank's default, rules with bands in words, the
// administrator's editor (the body it proposes, in fils; the bank's refusal at the fields), a
// change waiting (its author withdraws it; another administrator approves it with a code or
// rejects it), a company with one administrator, the audit trail; axe in English and Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import { bandedRules, change, defaultRules, HAMAD, SARA } from '@/lib/testing/approvals';
import { customerType, details } from '@/lib/testing/money';
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
import type { ApprovalRules } from '@/domain/approvals/types';

const Page = screenUnderTest(() => import('./ApprovalRulesPage'));
const PATH = '/dashboard/approval_rules';
const user = () => userEvent.setup({ delay: null });
const CHANGE = change().id;
const SENT = reply(202, {
  data: { channel: 'sms', sent_to: '+971 50 ••• ••14', expires_at: '2026-11-20T10:05:00.000Z' },
});

type Role = 'viewer' | 'preparer' | 'approver' | 'admin';

/** The screen as `who` (Hamad by default) with this role sees `rules`. */
function open(
  role: Role,
  rules: ApprovalRules,
  extra: Routes = {},
  who: { customer_id: string; name: string } = HAMAD,
) {
  const api = fakeApi({
    'GET /customer/customer_type': reply(200, customerType('corporate', role)),
    'GET /customer/get_customer_details_by_id': reply(
      200,
      details({ customer_id: who.customer_id, user_type: 'corporate', customer_type: role }),
    ),
    'GET /approval_rules': reply(200, { data: rules }),
    'GET /approval_rules/changes': reply(200, { data: [] }),
    ...extra,
  });
  return { api, ...renderPage(Page(), PATH) };
}

const inForce = () => screen.findByRole('region', { name: 'The rules in force' });

beforeEach(async () => {
  forgetCustomerType();
  await setToken('valid-token');
});

describe('approval rules', () => {
  it("says the bank's default to a viewer, without an editor, and an empty history", async () => {
    const { container } = open('viewer', defaultRules());
    const rules = await inForce();
    expect(rules).toHaveTextContent(
      "Your company has not written any rules, so the bank's default applies: a payment a preparer prepares needs one approval, by an approver or an administrator; anyone else's payment goes at once.",
    );
    expect(rules).toHaveTextContent('No approver has a limit of their own.');
    expect(rules).toHaveTextContent("Off: an approver's own payment waits for another approver");
    expect(screen.getByText(/Administrators change them/)).toBeInTheDocument();
    expect(await screen.findByText('No change has been proposed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change the rules' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says each rule in words: kinds, band in dirhams, approvals in order by role or name; limits and self-approval', async () => {
    const { container } = open('preparer', bandedRules());
    const rules = await inForce();
    expect(rules).toHaveTextContent('Last changed by Sara Falcon on 18-11-2026 10:30 (UAE time).');
    const first = within(rules).getByRole('heading', { name: 'Rule 1: Everyday payments' });
    const everyday = first.closest('li')!;
    expect(everyday).toHaveTextContent(
      'PaymentsTransfers within Sadu Bank and Transfers to other banks',
    );
    expect(everyday).toHaveTextContent('AmountBelow AED 50,000.00');
    expect(
      within(everyday)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['an approver or administrator']);
    const large = within(rules)
      .getByRole('heading', { name: 'Rule 2: Large payments' })
      .closest('li')!;
    expect(large).toHaveTextContent('AmountAED 50,000.00 or more');
    expect(large).toHaveTextContent(
      'Transfers within Sadu Bank, Transfers to other banks, and Conversions',
    );
    // In order: any approver first, then Sara by name.
    expect(
      within(large)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['an approver', 'Sara Falcon']);
    expect(rules).toHaveTextContent("Any other payment: the bank's default applies");
    const limits = within(rules).getByRole('table', { name: "Approvers' limits" });
    expect(within(limits).getAllByRole('row')[1]).toHaveTextContent(
      'ApproverAdam FalconPer paymentAED 20,000.00Per dayNo limit of their own',
    );
    expect(rules).toHaveTextContent(
      "On below AED 1,000.00: an approver's own payment below this amount counts as its first approval.",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets an administrator write rules: bands in fils exactly, approvals by role and name, limits, self-approval', async () => {
    const { api } = open('admin', defaultRules(), {
      'POST /approval_rules/changes': (call) =>
        reply(201, {
          data: change({
            policy: (call.body as { policy: ApprovalRules['policy'] }).policy,
            base_version: 0,
          }),
        }),
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Change the rules' }));
    const editor = await screen.findByRole('region', { name: 'Change the rules' });
    expect(within(editor).getByRole('heading', { name: 'Change the rules' })).toHaveFocus();
    await u.click(within(editor).getByRole('button', { name: 'Add a rule' }));
    const rule = within(editor).getByRole('group', { name: 'Rule 1' });
    await u.type(within(rule).getByRole('textbox', { name: /Name/ }), 'Large transfers');
    const kinds = within(rule).getByRole('group', { name: 'Kinds of payment' });
    await u.click(within(kinds).getByRole('checkbox', { name: 'Transfers to other banks' }));
    await u.click(within(kinds).getByRole('checkbox', { name: 'Conversions' }));
    await u.type(within(rule).getByRole('textbox', { name: /From \(AED\)/ }), '50,000.50');
    const first = within(rule).getByRole('group', { name: 'Approval 1' });
    await u.click(within(first).getByRole('checkbox', { name: 'Any approver' }));
    await u.click(within(rule).getByRole('button', { name: 'Add an approval' }));
    const second = within(rule).getByRole('group', { name: 'Approval 2' });
    await u.click(within(second).getByRole('checkbox', { name: 'Sara Falcon (Administrator)' }));
    const adam = within(editor).getByRole('group', { name: 'Adam Falcon' });
    await u.type(within(adam).getByRole('textbox', { name: /Most per day/ }), '100000');
    await u.click(
      within(editor).getByRole('checkbox', {
        name: "Let an approver's own payment count as its first approval below an amount",
      }),
    );
    const self = within(editor).getByRole('group', { name: "Approving one's own payment" });
    await u.type(within(self).getByRole('textbox', { name: /Below \(AED\)/ }), '500');
    await u.click(within(editor).getByRole('button', { name: 'Propose the change' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your change is proposed. Another administrator must approve it before it applies.',
    );
    expect(api.to('POST', '/approval_rules/changes').map((c) => c.body)).toEqual([
      {
        base_version: 0,
        policy: {
          rules: [
            {
              name: 'Large transfers',
              kinds: ['external_transfer', 'conversion'],
              min_amount_minor: '5000050',
              max_amount_minor: null,
              steps: [
                { roles: ['approver'], customer_ids: [] },
                { roles: [], customer_ids: [SARA.customer_id] },
              ],
            },
          ],
          approver_limits: [
            {
              customer_id: '5e6f7a8b-9c0d-4e1f-8a2b-000000000003',
              per_payment_minor: null,
              daily_minor: '10000000',
            },
          ],
          self_approval_below_minor: '50000',
        },
      },
    ]);
    // The page reads the rules again, and the editor is closed.
    await waitFor(() => expect(api.to('GET', '/approval_rules').length).toBeGreaterThan(1));
    expect(screen.queryByRole('region', { name: 'Change the rules' })).toBeNull();
  });

  it("says at the fields what the editor checks, and the bank's refusals by field path", async () => {
    const { api, container } = open('admin', bandedRules(), {
      'POST /approval_rules/changes': refusal(400, 'validation_error', {
        message: 'Some fields are missing or not valid.',
        fields: {
          'policy.rules.1.min_amount_minor':
            'Rule 2 overlaps rule 1 for transfers within the bank between AED 40,000.00 and AED 50,000.00.',
          'policy.rules.1.steps.1.customer_ids': 'Omar Falcon is not an approver or administrator.',
          'policy.approver_limits.0.daily_minor': 'A daily limit below the limit per payment.',
        },
      }),
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Change the rules' }));
    const editor = await screen.findByRole('region', { name: 'Change the rules' });
    const rule1 = within(editor).getByRole('group', { name: 'Rule 1' });
    // What the editor can check itself is said before anything is sent.
    await u.clear(within(rule1).getByRole('textbox', { name: /Name/ }));
    await u.click(
      within(within(rule1).getByRole('group', { name: 'Approval 1' })).getByRole('checkbox', {
        name: 'Any approver',
      }),
    );
    await u.click(
      within(within(rule1).getByRole('group', { name: 'Approval 1' })).getByRole('checkbox', {
        name: 'Any administrator',
      }),
    );
    await u.click(within(editor).getByRole('button', { name: 'Propose the change' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Give the rule a name.');
    expect(summary).toHaveTextContent('Choose a role or a person for this approval.');
    expect(within(rule1).getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      /Give the rule a name\./,
    );
    expect(api.to('POST', '/approval_rules/changes')).toHaveLength(0);

    await u.type(within(rule1).getByRole('textbox', { name: /Name/ }), 'Everyday payments');
    await u.click(
      within(within(rule1).getByRole('group', { name: 'Approval 1' })).getByRole('checkbox', {
        name: 'Any approver',
      }),
    );
    // Moving the rules keeps each one's fields and messages with it.
    await u.click(within(rule1).getByRole('button', { name: 'Move rule 1 down' }));
    await u.click(
      within(within(editor).getByRole('group', { name: 'Rule 1' })).getByRole('button', {
        name: 'Move rule 1 down',
      }),
    );
    await u.click(within(editor).getByRole('button', { name: 'Propose the change' }));
    await waitFor(() => expect(api.to('POST', '/approval_rules/changes')).toHaveLength(1));
    const rule2 = within(editor).getByRole('group', { name: 'Rule 2' });
    expect(
      await within(rule2).findByRole('textbox', { name: /From \(AED\)/ }),
    ).toHaveAccessibleDescription(/Rule 2 overlaps rule 1 for transfers within the bank/);
    expect(within(rule2).getByRole('group', { name: 'Approval 2' })).toHaveAccessibleDescription(
      /Omar Falcon is not an approver or administrator\./,
    );
    const adam = within(editor).getByRole('group', { name: 'Adam Falcon' });
    expect(within(adam).getByRole('textbox', { name: /Most per day/ })).toHaveAccessibleDescription(
      /A daily limit below the limit per payment\./,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Rule 2 overlaps rule 1 for transfers within the bank',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows its author a change waiting, with its summary, and lets them withdraw it', async () => {
    const { api } = open('admin', bandedRules({ pending_change: change() }), {
      [`POST /approval_rules/changes/${CHANGE}/withdraw`]: reply(200, {
        data: change({
          status: 'withdrawn',
          decided_by: HAMAD,
          decided_at: '2026-11-20T07:00:00.000Z',
        }),
      }),
    });
    const pending = await screen.findByRole('region', { name: 'A change waiting for approval' });
    expect(pending).toHaveTextContent('Proposed by Hamad Falcon on 20-11-2026 10:00 (UAE time).');
    expect(pending).toHaveTextContent(
      'Another administrator must approve or reject your change. Until then the rules in force apply, and you can withdraw it.',
    );
    expect(pending).toHaveTextContent('Rule 2 "Large payments": a second approval by Sara Falcon.');
    expect(within(pending).queryByRole('button', { name: 'Approve the change' })).toBeNull();
    // No second change while one waits.
    expect(screen.queryByRole('button', { name: 'Change the rules' })).toBeNull();
    const u = user();
    await u.click(within(pending).getByRole('button', { name: 'Withdraw the change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your change?' });
    expect(await axeViolations(document.body)).toEqual([]);
    await u.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Withdrawn. The rules in force stay.',
    );
    expect(api.to('POST', `/approval_rules/changes/${CHANGE}/withdraw`)).toHaveLength(1);
  });

  it('lets another administrator approve it with the one-time code sent for it', async () => {
    const { api } = open(
      'admin',
      bandedRules({ pending_change: change() }),
      {
        [`POST /approval_rules/changes/${CHANGE}/otp`]: SENT,
        [`POST /approval_rules/changes/${CHANGE}/approve`]: (call) =>
          (call.body as { otp_code: string }).otp_code === '123456'
            ? reply(200, {
                data: change({
                  status: 'applied',
                  decided_by: SARA,
                  decided_at: '2026-11-20T07:00:00.000Z',
                }),
              })
            : refusal(400, 'invalid_code', {
                message: 'The code is not correct. 4 attempts left.',
              }),
      },
      SARA,
    );
    const pending = await screen.findByRole('region', { name: 'A change waiting for approval' });
    expect(pending).toHaveTextContent(
      'Read what changes, then approve it with your one-time code or reject it.',
    );
    expect(within(pending).queryByRole('button', { name: 'Withdraw the change' })).toBeNull();
    const u = user();
    await u.click(within(pending).getByRole('button', { name: 'Approve the change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this change of the rules?' });
    expect(await within(dialog).findByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to +971 50 ••• ••14',
    );
    await waitFor(async () => expect(await axeViolations(document.body)).toEqual([]));
    // Six digits are asked before anything is sent.
    await u.click(within(dialog).getByRole('button', { name: 'Approve and apply' }));
    expect(
      within(dialog).getByRole('textbox', { name: /One-time code/ }),
    ).toHaveAccessibleDescription(/Enter the 6 digits of the code we sent you\./);
    await u.type(within(dialog).getByRole('textbox', { name: /One-time code/ }), '654321');
    await u.click(within(dialog).getByRole('button', { name: 'Approve and apply' }));
    expect(
      await within(dialog).findByText(/The code is wrong: check it and enter it again\./),
    ).toBeInTheDocument();
    await u.clear(within(dialog).getByRole('textbox', { name: /One-time code/ }));
    await u.type(within(dialog).getByRole('textbox', { name: /One-time code/ }), '123456');
    await u.click(within(dialog).getByRole('button', { name: 'Approve and apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Approved. The new rules apply now.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('POST', `/approval_rules/changes/${CHANGE}/approve`).map((c) => c.body)).toEqual([
      { otp_code: '654321' },
      { otp_code: '123456' },
    ]);
  });

  it('lets another administrator reject it with a reason', async () => {
    const { api } = open(
      'admin',
      bandedRules({ pending_change: change() }),
      {
        [`POST /approval_rules/changes/${CHANGE}/reject`]: reply(200, {
          data: change({
            status: 'rejected',
            decided_by: SARA,
            decided_at: '2026-11-20T07:00:00.000Z',
            reason: 'Adam needs a higher limit.',
          }),
        }),
      },
      SARA,
    );
    const u = user();
    const pending = await screen.findByRole('region', { name: 'A change waiting for approval' });
    await u.click(within(pending).getByRole('button', { name: 'Reject the change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this change?' });
    await u.click(within(dialog).getByRole('button', { name: 'Reject the change' }));
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      /Say why you reject it/,
    );
    await u.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      ' Adam needs a higher limit. ',
    );
    await u.click(within(dialog).getByRole('button', { name: 'Reject the change' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Rejected. The rules in force stay.',
    );
    expect(api.to('POST', `/approval_rules/changes/${CHANGE}/reject`).map((c) => c.body)).toEqual([
      { reason: 'Adam needs a higher limit.' },
    ]);
  });

  it('tells an approver that a change waits, without a decision of theirs', async () => {
    open(
      'approver',
      bandedRules({ pending_change: change() }),
      {},
      { customer_id: '5e6f7a8b-9c0d-4e1f-8a2b-000000000003', name: 'Adam Falcon' },
    );
    const pending = await screen.findByRole('region', { name: 'A change waiting for approval' });
    expect(pending).toHaveTextContent('Another administrator approves or rejects it.');
    expect(within(pending).queryByRole('button')).toBeNull();
  });

  it('tells the only administrator that a change needs a second one, and offers no editor', async () => {
    const { container } = open('admin', bandedRules({ active_admins: 1 }));
    expect(await screen.findByText('A second administrator is needed')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Your company has one active administrator\. A change of the rules must be approved/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Add an administrator in Manage users' }),
    ).toHaveAttribute('href', '/dashboard/manage_subaccounts');
    expect(screen.queryByRole('button', { name: 'Change the rules' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the audit trail: who proposed and decided each change, when, its state, reason and summary', async () => {
    const { container } = open('viewer', bandedRules(), {
      'GET /approval_rules/changes': reply(200, {
        data: [
          change({
            status: 'rejected',
            decided_by: SARA,
            decided_at: '2026-11-20T08:15:00.000Z',
            reason: 'Adam needs a higher limit.',
          }),
          change({
            id: '7a8b9c0d-1e2f-4a3b-8c4d-000000000002',
            status: 'applied',
            proposed_by: SARA,
            proposed_at: '2026-11-17T05:00:00.000Z',
            decided_by: HAMAD,
            decided_at: '2026-11-18T06:30:00.000Z',
            summary: ['Rule 1 "Everyday payments" added.'],
          }),
        ],
      }),
    });
    const trail = await screen.findByRole('list', { name: 'Changes of the rules' });
    const [rejected, applied] = within(trail)
      .getAllByRole('listitem', { name: undefined })
      .filter((li) => li.parentElement === trail);
    expect(rejected).toHaveTextContent('Rejected');
    expect(rejected).toHaveTextContent('ProposedHamad Falcon, 20-11-2026 10:00');
    expect(rejected).toHaveTextContent('DecidedSara Falcon, 20-11-2026 12:15');
    expect(rejected).toHaveTextContent('ReasonAdam needs a higher limit.');
    expect(rejected).toHaveTextContent('Adam Falcon: at most AED 20,000.00 per payment.');
    expect(applied).toHaveTextContent('Applied');
    expect(applied).toHaveTextContent('DecidedHamad Falcon, 18-11-2026 10:30');
    expect(applied).toHaveTextContent('Rule 1 "Everyday payments" added.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('in Arabic: the rules, a change waiting and its approval, without an axe violation', async () => {
    await setupI18n('ar');
    try {
      const { container } = open(
        'admin',
        bandedRules({ pending_change: change() }),
        {
          [`POST /approval_rules/changes/${CHANGE}/otp`]: SENT,
        },
        SARA,
      );
      const rules = await screen.findByRole('region', { name: 'القواعد السارية' });
      expect(
        within(rules).getByRole('heading', { name: 'القاعدة 2: Large payments' }),
      ).toBeInTheDocument();
      expect(rules).toHaveTextContent('AED 50,000.00 أو أكثر');
      expect(await axeViolations(container)).toEqual([]);
      const u = user();
      await u.click(screen.getByRole('button', { name: 'الموافقة على التغيير' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'الموافقة على هذا التغيير في القواعد؟',
      });
      expect(await within(dialog).findByText(/أرسلنا رمزًا من 6 أرقام إلى/)).toBeInTheDocument();
      await waitFor(async () => expect(await axeViolations(document.body)).toEqual([]));
    } finally {
      await setupI18n('en');
    }
  });

  it('in Arabic: the editor, without an axe violation', async () => {
    await setupI18n('ar');
    try {
      const { container } = open('admin', bandedRules());
      await user().click(await screen.findByRole('button', { name: 'تغيير القواعد' }));
      const editor = await screen.findByRole('region', { name: 'تغيير القواعد' });
      expect(within(editor).getByRole('group', { name: 'القاعدة 1' })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
