// Falcon Trading's review queue as the contract shapes it, for the review screens' tests.
import { configure } from '@testing-library/react';
import type { ReviewTransaction } from '@bank/api-contract';
import { ADAM, HAMAD, inReview, path, progress, SARA } from '@/lib/testing/approvals';
import { transaction } from '@/lib/testing/transactions';
import { fakeApi, reply, type Routes } from '@/lib/testing/pageHarness';

configure({ asyncUtilTimeout: 10_000 });

export const PREPARER = {
  customer_id: '3b0f6a0e-1c1d-4e5f-8a9b-000000000001',
  name: 'Rashid Preparer',
};
const APPROVER = {
  customer_id: '3b0f6a0e-1c1d-4e5f-8a9b-000000000002',
  name: 'Mariam Approver',
};
const VIEWER = { customer_id: '3b0f6a0e-1c1d-4e5f-8a9b-000000000003', name: 'Viewer Vera' };
export type Role = 'viewer' | 'preparer' | 'approver' | 'admin';
const PERSON: Record<Role, { customer_id: string; name: string }> = {
  viewer: VIEWER,
  preparer: PREPARER,
  approver: APPROVER,
  admin: APPROVER,
};

const m = (currency: string, amount: string) => ({
  currency,
  amount,
  minor: amount.replace('.', ''),
});
const at = '2026-11-20T09:30:00.000Z';

/** A supplier payment Rashid prepared: USD 12,500.00 to another bank, waiting for approval. */
export const SUPPLIER = inReview(
  transaction({
    transaction_type: 'external_transfer',
    direction: 'out',
    status: 'awaiting_approval',
    amount: m('USD', '12500.00'),
    fee: m('USD', '15.00'),
    total_debit: m('USD', '12515.00'),
    from_wallet: {
      wallet_id: '8d4f2a1c-5b3e-4c6d-9e7f-0a1b2c3d4e01',
      currency: 'USD',
      account_number: '1000000000000201',
    },
    counterparty: { name: 'Shenzhen Parts Co.', detail: 'HSBC Hong Kong · •••• 4410' },
    payee: {
      name: 'Shenzhen Parts Co.',
      iban: null,
      account_number: '004412354410',
      bic: 'HSBCHKHHHKH',
      bank_name: 'HSBC Hong Kong',
      country: 'HK',
    },
    purpose_code: 'GDI',
    charges: 'SHA',
    reference: 'Invoice 4471',
    created_by: PREPARER,
    status_history: [{ status: 'awaiting_approval', at }],
    created_at: at,
    updated_at: at,
    completed_at: null,
  }),
);

/** A conversion prepared by the approver herself. */
export const OWN_CONVERSION = inReview(
  transaction({
    transaction_type: 'conversion',
    direction: 'own',
    status: 'awaiting_approval',
    amount: m('AED', '5000.00'),
    counter_amount: m('EUR', '1250.00'),
    rate: '0.25',
    created_by: APPROVER,
    status_history: [{ status: 'awaiting_approval', at }],
    created_at: '2026-11-19T08:00:00.000Z',
    updated_at: '2026-11-19T08:00:00.000Z',
    completed_at: null,
  }),
);

/** The two approvals of a large payment under Falcon Trading's rules: an approver, then an administrator. */
const LARGE_STEPS = path().steps.map((s) =>
  s.step === 2
    ? { ...s, label: 'An administrator', roles: ['admin' as const], approvers: [SARA, HAMAD] }
    : s,
);

/** A transfer of AED 60,000.00 Rashid prepared: two approvals, the first one waiting. */
export const LARGE = inReview(
  transaction({
    transaction_type: 'external_transfer',
    direction: 'out',
    status: 'awaiting_approval',
    amount: m('AED', '60000.00'),
    fee: m('AED', '0.00'),
    total_debit: m('AED', '60000.00'),
    counterparty: { name: 'Gulf Steel LLC', detail: 'Emirates NBD · •••• 7781' },
    created_by: PREPARER,
    status_history: [{ status: 'awaiting_approval', at }],
    created_at: at,
    updated_at: at,
    completed_at: null,
  }),
  progress({
    steps: LARGE_STEPS.map((s) => (s.step === 1 ? { ...s, approvers: [ADAM, APPROVER] } : s)),
  }),
);

/** The same after the first approval (by Mariam): it waits for an administrator. */
export function firstApproved(
  you: Parameters<typeof progress>[1] = { can_approve: false, reason: 'already_approved' },
): ReviewTransaction {
  const later = '2026-11-20T10:00:00.000Z';
  return {
    ...LARGE,
    updated_at: later,
    approval: progress(
      {
        steps: LARGE.approval!.steps.map((s) =>
          s.step === 1
            ? { ...s, status: 'approved' as const, approved_by: APPROVER, approved_at: later }
            : s,
        ),
        current_step: 2,
      },
      you,
    ),
  };
}

export function decided(
  tx: ReviewTransaction,
  status: 'completed' | 'rejected',
  reason?: string,
): ReviewTransaction {
  const later = '2026-11-20T10:00:00.000Z';
  return {
    ...tx,
    status,
    approved_by: status === 'completed' ? APPROVER : null,
    rejected_by: status === 'rejected' ? APPROVER : null,
    rejection_reason: reason ?? null,
    status_history: [...tx.status_history, { status, at: later }],
    updated_at: later,
    completed_at: status === 'completed' ? later : null,
  };
}

/** The calls every review screen makes: who the customer is (role and id), plus `extra`. */
export function reviewApi(role: Role, extra: Routes) {
  const me = PERSON[role];
  return fakeApi({
    'GET /customer/customer_type': reply(200, {
      data: {
        user_type: 'corporate',
        customer_type: role,
        is_viewer_or_preparer: role === 'viewer' || role === 'preparer',
        is_viewer: role === 'viewer',
        can_approve: role === 'approver' || role === 'admin',
        can_administer: role === 'admin',
      },
    }),
    'GET /customer/get_customer_details_by_id': reply(200, {
      data: {
        customer_id: me.customer_id,
        user_type: 'corporate',
        customer_type: role,
        email: 'staff@falcon-trading.example',
        email_verified: true,
        first_name: me.name.split(' ')[0],
        last_name: me.name.split(' ')[1],
        full_name: me.name,
        date_of_birth: '1990-01-01',
        nationality: 'AE',
        country_of_residence: 'AE',
        phone: '+971501234567',
        phone_verified: true,
        company: null,
        address: null,
        occupation: null,
        mfa: { totp_enabled: false, otp_channel: 'sms', recovery_codes_remaining: 0 },
        missing_fields: [],
        kyc_status: 'approved',
        consent: { terms: null, privacy: null },
        created_at: '2026-11-01T08:00:00.000Z',
      },
    }),
    ...extra,
  });
}
