import { describe, expect, it } from 'vitest';
import type { Transaction } from '@bank/api-contract';
import { badgeOf, kindOf, signedAmount } from './rows';
import { transaction } from '@/lib/testing/transactions';

const m = (currency: string, minor: string) => ({ currency, minor, amount: '' });
const AED_WALLET = '8d4f2a1c-5b3e-4c6d-9e7f-0a1b2c3d4e00';
const GBP_WALLET = '8d4f2a1c-5b3e-4c6d-9e7f-0a1b2c3d4e01';
const conversion: Transaction = transaction({
  transaction_type: 'conversion',
  direction: 'own',
  amount: m('AED', '600000'),
  total_debit: m('AED', '600000'),
  counter_amount: m('GBP', '129000'),
  from_wallet: { wallet_id: AED_WALLET, currency: 'AED', account_number: '1' },
  to_wallet: { wallet_id: GBP_WALLET, currency: 'GBP', account_number: '2' },
});

describe('a transaction as a row', () => {
  it('signs money in, money out (fees included) and own moves as seen from the wallet or currency', () => {
    expect(signedAmount(transaction({ direction: 'in', amount: m('AED', '50000') }))).toEqual({
      minor: '50000',
      currency: 'AED',
      moved: true,
    });
    expect(
      signedAmount(
        transaction({
          direction: 'out',
          amount: m('GBP', '95000'),
          total_debit: m('GBP', '95537'),
        }),
      ),
    ).toEqual({ minor: '-95537', currency: 'GBP', moved: true });
    expect(signedAmount(conversion)).toEqual({ minor: '-600000', currency: 'AED', moved: true });
    expect(signedAmount(conversion, { walletId: AED_WALLET })).toEqual({
      minor: '-600000',
      currency: 'AED',
      moved: true,
    });
    expect(signedAmount(conversion, { walletId: GBP_WALLET })).toEqual({
      minor: '129000',
      currency: 'GBP',
      moved: true,
    });
    expect(signedAmount(conversion, { currency: 'GBP' })).toEqual({
      minor: '129000',
      currency: 'GBP',
      moved: true,
    });
  });

  it('shows the currency side of a virtual-asset conversion, and nothing for a movement in assets only', () => {
    const sold = transaction({
      transaction_type: 'crypto_conversion',
      direction: 'own',
      amount: m('BTC', '1500000'),
      total_debit: m('BTC', '1500000'),
      counter_amount: m('AED', '1850000'),
    });
    expect(signedAmount(sold)).toEqual({ minor: '1850000', currency: 'AED', moved: true });
    expect(
      signedAmount(
        transaction({
          transaction_type: 'crypto_deposit',
          direction: 'in',
          amount: m('BTC', '5000000'),
        }),
      ),
    ).toBeNull();
  });

  it('shows a transaction in which nothing moved unsigned, without its fee, whichever its direction', () => {
    for (const status of ['failed', 'returned', 'rejected', 'expired'] as const) {
      expect(
        signedAmount(
          transaction({
            status,
            direction: 'out',
            amount: m('GBP', '95000'),
            total_debit: m('GBP', '95537'),
          }),
        ),
      ).toEqual({ minor: '95000', currency: 'GBP', moved: false });
      expect(
        signedAmount(transaction({ status, direction: 'in', amount: m('AED', '200000') })),
      ).toEqual({ minor: '200000', currency: 'AED', moved: false });
    }
    expect(
      signedAmount(transaction({ status: 'pending', direction: 'out', amount: m('AED', '100') })),
    ).toEqual({
      minor: '-100',
      currency: 'AED',
      moved: true,
    });
  });

  it('maps types to kinds and statuses to badges', () => {
    expect(kindOf('topup_card')).toBe('top_up');
    expect(kindOf('crypto_conversion')).toBe('crypto');
    expect(badgeOf('awaiting_confirmation')).toBe('pending');
    expect(badgeOf('returned')).toBe('returned');
  });
});
