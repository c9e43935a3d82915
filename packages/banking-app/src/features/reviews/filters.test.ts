import { describe, expect, it } from 'vitest';
import { transaction } from '@/lib/testing/transactions';
import { applyFilters, filterQuery, readFilters } from './filters';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const mine = transaction({
  transaction_type: 'external_transfer',
  created_by: { customer_id: ME, name: 'Me' },
});
const theirs = transaction({
  transaction_type: 'internal_transfer',
  created_by: { customer_id: OTHER, name: 'Them' },
});
const cryptoConversion = transaction({
  transaction_type: 'crypto_conversion',
  created_by: { customer_id: OTHER, name: 'Them' },
});

describe('review filters', () => {
  it('read from the address with safe defaults, and written back without the defaults', () => {
    expect(readFilters(new URLSearchParams(''))).toEqual({
      status: 'awaiting_approval',
      kind: 'all',
      by: 'anyone',
    });
    expect(readFilters(new URLSearchParams('status=hacked&type=nope&by=x'))).toEqual({
      status: 'awaiting_approval',
      kind: 'all',
      by: 'anyone',
    });
    const f = readFilters(new URLSearchParams('status=rejected&type=conversion&by=me'));
    expect(f).toEqual({ status: 'rejected', kind: 'conversion', by: 'me' });
    expect(filterQuery(f)).toEqual({ status: 'rejected', type: 'conversion', by: 'me' });
    expect(filterQuery(readFilters(new URLSearchParams('')))).toEqual({
      status: undefined,
      type: undefined,
      by: undefined,
    });
  });

  it('keep the chosen kind (a virtual-asset conversion is a conversion) and whose', () => {
    const all = [mine, theirs, cryptoConversion];
    const f = readFilters(new URLSearchParams(''));
    expect(applyFilters(all, f, ME, false)).toEqual(all);
    expect(applyFilters(all, { ...f, kind: 'conversion' }, ME, false)).toEqual([cryptoConversion]);
    expect(applyFilters(all, { ...f, by: 'me' }, ME, false)).toEqual([mine]);
  });

  it('show a preparer only what they prepared, whatever the address says', () => {
    expect(applyFilters([mine, theirs], readFilters(new URLSearchParams('')), ME, true)).toEqual([
      mine,
    ]);
    expect(applyFilters([mine, theirs], readFilters(new URLSearchParams('')), null, true)).toEqual(
      [],
    );
  });
});
