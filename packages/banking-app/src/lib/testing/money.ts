// Answers of the fiat API as the contract describes them, for the money screens' tests (the
// client checks every answer against the contract in tests, so these must be what the server may say).
import { configure } from '@testing-library/react';
import type { Transaction, Wallet } from '@bank/api-contract';
import { transaction as sharedTransaction } from '@/lib/testing/transactions';

// These screens render several loaded sections; on a busy two-core machine one render can take
// over a second in jsdom, so the queries wait up to 10 s for what the customer would wait for.
configure({ asyncUtilTimeout: 10_000 });

export const money = (currency: string, amount: string) => ({
  currency,
  amount,
  minor: String(BigInt(amount.replace('.', ''))),
});

let serial = 0;
const uuid = (n: number) => `8d4f2a1c-5b3e-4c6d-9e7f-${String(n).padStart(12, '0')}`;

export function wallet(currency: string, balance: string, extra: Partial<Wallet> = {}): Wallet {
  serial += 1;
  const decimals = balance.split('.')[1]?.length ?? 0;
  return {
    wallet_id: uuid(100 + serial),
    currency,
    kind: 'fiat',
    name: currency === 'AED' ? 'UAE dirham' : `${currency} currency`,
    account_number: `10000000000${String(serial).padStart(5, '0')}`,
    iban: `AE0703312345678901${String(serial).padStart(5, '0')}`,
    balance: money(currency, balance),
    available: money(currency, balance),
    on_hold: money(currency, decimals ? `0.${'0'.repeat(decimals)}` : '0'),
    created_at: '2026-11-01T08:00:00.000Z',
    ...extra,
  };
}

/** A transaction of the home's tests (20-11-2026, no history yet), on the shared test fixture. */
export function transaction(
  extra: Partial<Transaction> & Pick<Transaction, 'transaction_type' | 'direction' | 'amount'>,
): Transaction {
  const at = '2026-11-20T10:00:00.000Z';
  return sharedTransaction({
    status_history: [],
    created_at: at,
    updated_at: at,
    completed_at: null,
    ...extra,
  });
}

export function customerType(
  user_type: 'individual' | 'corporate',
  customer_type: 'viewer' | 'preparer' | 'approver' | 'admin' | null = null,
) {
  return {
    data: {
      user_type,
      customer_type,
      is_viewer_or_preparer: customer_type === 'viewer' || customer_type === 'preparer',
      is_viewer: customer_type === 'viewer',
      can_approve:
        user_type === 'individual' || customer_type === 'approver' || customer_type === 'admin',
      can_administer: customer_type === 'admin',
    },
  };
}

export function details(extra: Record<string, unknown> = {}) {
  return {
    data: {
      customer_id: '7f8d1c1e-55b1-4a57-9a39-3d1f5f1c2b01',
      user_type: 'individual',
      customer_type: null,
      email: 'noura@example.ae',
      email_verified: true,
      first_name: 'Noura',
      last_name: 'Al Mansoori',
      full_name: 'Noura Al Mansoori',
      date_of_birth: '1992-02-14',
      nationality: 'AE',
      country_of_residence: 'AE',
      phone: '+971501234567',
      phone_verified: true,
      address: { line1: 'Villa 12, Street 4', city: 'Abu Dhabi' },
      occupation: 'Architect',
      company: null,
      mfa: { totp_enabled: true, otp_channel: null, recovery_codes_remaining: 10 },
      missing_fields: [],
      kyc_status: 'approved',
      consent: { terms: null, privacy: null },
      created_at: '2026-11-21T08:00:00.000Z',
      ...extra,
    },
  };
}
