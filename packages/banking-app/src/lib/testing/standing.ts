// A standing order as the contract describes it, for the flows' tests that schedule one (issue 27).
import type { StandingOrder } from '@bank/api-contract';
import { money } from '@/lib/testing/money';

/** A monthly order from `start` (its first run that day), of AED 200.00 unless told. */
export function standingOrder(start: string, extra: Partial<StandingOrder> = {}): StandingOrder {
  return {
    id: '5b0f7a4e-8c1d-4f6a-9d3e-2a1b0c9d8e70',
    kind: 'internal',
    status: 'active',
    from_wallet_id: '8d4f2a1c-5b3e-4c6d-9e7f-000000000101',
    amount: money('AED', '200.00'),
    to: {
      beneficiary_id: null,
      to_wallet_id: null,
      to_account_number: null,
      to_email: null,
      to_currency: null,
      proxy: null,
    },
    purpose_code: null,
    reference: null,
    frequency: 'monthly',
    start_date: start,
    weekday: null,
    day_of_month: Number(start.slice(8)),
    until_date: null,
    max_runs: null,
    runs_made: 0,
    next_run_date: start,
    next_runs: [start],
    created_by: '1d2c3b4a-0000-4000-8000-000000000001',
    approved_by: null,
    created_at: '2026-11-28T08:00:00.000Z',
    last_failure: null,
    ...extra,
  };
}
