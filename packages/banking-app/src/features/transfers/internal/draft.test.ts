import { describe, expect, it } from 'vitest';
import { chooseAmount, chooseRecipient, type InternalDraft } from './draft';

const replacing: InternalDraft = {
  startedAt: '2026-11-28T08:00:00.000Z',
  recipient: { kind: 'account', accountNumber: '1000000000000202', currency: 'AED' },
  fromWalletId: '8d4f2a1c-5b3e-4c6d-9e7f-0a1b2c3d4e01',
  fromCurrency: 'AED',
  amount: '12000',
  idempotencyKey: '5a0c1f7e-1111-4a2b-9c3d-000000000003',
  resubmits: '7a1b2c3d-0000-4000-8000-000000000001',
};

describe('an internal transfer prepared again after a rejection', () => {
  it('stays linked to the rejected one when the amount or the recipient changes; the review is made again', () => {
    const amount = chooseAmount(replacing, {
      fromWalletId: replacing.fromWalletId!,
      fromCurrency: 'AED',
      amount: '10200',
    });
    expect(amount).toMatchObject({ amount: '10200', resubmits: replacing.resubmits });
    expect(amount.idempotencyKey).toBeUndefined();
    const recipient = chooseRecipient(replacing, {
      kind: 'account',
      accountNumber: '1000000000000303',
      currency: 'AED',
    });
    expect(recipient).toMatchObject({ resubmits: replacing.resubmits, amount: '12000' });
  });
});
