import { beforeEach, describe, expect, it } from 'vitest';
import {
  allowedStep,
  chooseMethod,
  chooseWallet,
  firstUnfinished,
  newDraft,
  readDraft,
  TOPUP_DRAFT_KEY,
  writeDraft,
  type TopupDraft,
} from './draft';

const start: TopupDraft = { startedAt: '2026-11-21T08:00:00.000Z' };

describe('the top-up draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('finds the first unfinished step', () => {
    expect(firstUnfinished(null)).toBe(1);
    expect(firstUnfinished(start)).toBe(1);
    expect(firstUnfinished({ ...start, walletId: 'w' })).toBe(2);
    expect(firstUnfinished({ ...start, walletId: 'w', method: 'card' })).toBe(3);
    expect(firstUnfinished({ ...start, walletId: 'w', method: 'card', amount: '5000' })).toBe(3);
    expect(firstUnfinished({ ...start, walletId: 'w', method: 'card', transactionId: 't' })).toBe(
      4,
    );
    expect(firstUnfinished({ ...start, walletId: 'w', method: 'bank_transfer' })).toBe(3);
    expect(
      firstUnfinished({
        ...start,
        walletId: 'w',
        method: 'bank_transfer',
        bankSentAt: '2026-11-21T09:00:00.000Z',
      }),
    ).toBe(4);
  });

  it('sends a step reached without its earlier steps to the first unfinished one, and keeps earlier steps open', () => {
    expect(allowedStep(3, null)).toBe(1);
    expect(allowedStep(4, { ...start, walletId: 'w' })).toBe(2);
    expect(allowedStep(1, { ...start, walletId: 'w', method: 'card' })).toBe(1);
    expect(allowedStep(3, { ...start, walletId: 'w', method: 'card' })).toBe(3);
    expect(allowedStep(4, { ...start, walletId: 'w', method: 'bank_transfer' })).toBe(3);
  });

  it('shows a finished card payment instead of its earlier steps (it is never made twice)', () => {
    const paid = { ...start, walletId: 'w', method: 'card' as const, transactionId: 't' };
    expect(allowedStep(1, paid)).toBe(4);
    expect(allowedStep(3, paid)).toBe(4);
  });

  it('forgets what depended on a changed answer', () => {
    const full: TopupDraft = {
      ...start,
      walletId: 'w',
      currency: 'AED',
      method: 'card',
      amount: '5000',
      idempotencyKey: 'k',
    };
    expect(chooseWallet(full, 'w', 'AED')).toEqual(full);
    expect(chooseWallet(full, 'v', 'USD')).toEqual({ ...start, walletId: 'v', currency: 'USD' });
    expect(chooseMethod(full, 'card')).toEqual(full);
    expect(chooseMethod(full, 'bank_transfer')).toEqual({
      ...start,
      walletId: 'w',
      currency: 'AED',
      method: 'bank_transfer',
    });
  });

  it("is kept in this tab's sessionStorage, and a broken one reads as none", () => {
    expect(readDraft()).toBeNull();
    writeDraft({ ...start, walletId: 'w' });
    expect(readDraft()).toEqual({ ...start, walletId: 'w' });
    sessionStorage.setItem(TOPUP_DRAFT_KEY, '{not json');
    expect(readDraft()).toBeNull();
    sessionStorage.setItem(TOPUP_DRAFT_KEY, '{"walletId":"w"}');
    expect(readDraft()).toBeNull();
    expect(newDraft(new Date('2026-11-21T08:00:00.000Z'), 'w')).toEqual({
      ...start,
      walletId: 'w',
    });
  });
});
