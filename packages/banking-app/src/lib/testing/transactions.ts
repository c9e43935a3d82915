// Transactions and wallets as the contract shapes them, for the history's tests.
import type { Transaction, Wallet } from '@bank/api-contract';

const at = '2026-03-01T08:00:00.000Z';

let serial = 0;

/** The bank's reference of the n-th test transaction: n written in the references' alphabet. */
function referenceOf(n: number): string {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  let digits = '';
  for (let v = n, i = 0; i < 4; i++, v = Math.floor(v / 31)) digits = alphabet[v % 31] + digits;
  return `SB-7KQ2-${digits}`;
}
/** A completed card top-up of AED 500.00 unless told otherwise; ids are unique per call. */
export function transaction(over: Partial<Transaction> = {}): Transaction {
  serial += 1;
  return {
    transaction_id: `7a1b2c3d-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    bank_reference: referenceOf(serial),
    transaction_type: 'topup_card',
    status: 'completed',
    direction: 'in',
    amount: { currency: 'AED', amount: '500.00', minor: '50000' },
    fee: null,
    total_debit: null,
    counter_amount: null,
    rate: null,
    quote_id: null,
    from_wallet: null,
    to_wallet: null,
    counterparty: null,
    beneficiary_id: null,
    payee: null,
    resubmission_of: null,
    resubmitted_as: null,
    purpose_code: null,
    charges: null,
    reference: null,
    created_by: null,
    approved_by: null,
    rejected_by: null,
    rejection_reason: null,
    failure_reason: null,
    card: null,
    crypto: null,
    status_history: [{ status: 'completed', at }],
    created_at: at,
    updated_at: at,
    completed_at: at,
    ...over,
  };
}

const money = (currency: string, amount: string) => ({
  currency,
  amount,
  minor: amount.replace('.', ''),
});

export function wallet(currency: 'AED' | 'GBP' | 'EUR', i: number): Wallet {
  return {
    wallet_id: `8d4f2a1c-5b3e-4c6d-9e7f-0a1b2c3d4e${String(i).padStart(2, '0')}`,
    currency,
    kind: 'fiat',
    name: { AED: 'UAE dirham', GBP: 'Pound sterling', EUR: 'Euro' }[currency],
    account_number: `100000000000000${i}`,
    iban: `AE07033123456789012345${i}`,
    balance: money(currency, '1250.00'),
    available: money(currency, '1250.00'),
    on_hold: money(currency, '0.00'),
    created_at: at,
  };
}
