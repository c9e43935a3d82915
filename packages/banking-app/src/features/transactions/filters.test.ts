import { describe, expect, it } from 'vitest';
import {
  activeCount,
  NO_FILTERS,
  queryOf,
  rangeProblem,
  readFilters,
  writeFilters,
} from './filters';

const WALLET = '8d4f2a1c-5b3e-4c6d-9e7f-0a1b2c3d4e00';

describe('history filters in the address', () => {
  it('read what the app knows and drop the rest', () => {
    const f = readFilters(
      new URLSearchParams(
        `from=2026-03-01&to=2026-03-31&type=topup&status=failed&currency=gbp&wallet=${WALLET}&q=%20rent%20`,
      ),
    );
    expect(f).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      type: 'topup',
      status: 'failed',
      currency: 'GBP',
      wallet: WALLET,
      q: 'rent',
    });
    expect(
      readFilters(
        new URLSearchParams(
          'from=01-03-2026&to=2026-02-30x&type=salary&status=lost&currency=XYZ&wallet=nope',
        ),
      ),
    ).toEqual(NO_FILTERS);
  });

  it('write back the same filters, empty ones left out, so a bookmark restores them', () => {
    const f = { ...NO_FILTERS, from: '2026-03-01', currency: 'GBP' as const, q: 'rent' };
    expect(writeFilters(f).toString()).toBe('from=2026-03-01&currency=GBP&q=rent');
    expect(readFilters(writeFilters(f))).toEqual(f);
    expect(writeFilters(NO_FILTERS).toString()).toBe('');
    expect(activeCount(f)).toBe(3);
    expect(activeCount({ ...f, wallet: WALLET }, false)).toBe(3);
  });

  it('the second date is never before the first, and the range is at most two years', () => {
    expect(rangeProblem('2026-03-10', '2026-03-09', '2026-11-24')).toEqual({
      kind: 'toBeforeFrom',
      from: '2026-03-10',
    });
    expect(rangeProblem('2026-03-10', '2026-03-10', '2026-11-24')).toBeNull();
    expect(rangeProblem(null, '2026-03-10', '2026-11-24')).toBeNull();
    expect(rangeProblem('2024-01-01', '2026-01-01', '2026-11-24')).toEqual({ kind: 'tooLong' });
    expect(rangeProblem('2024-01-01', null, '2026-11-24')).toEqual({ kind: 'tooLong' });
    expect(rangeProblem('2025-01-01', null, '2026-11-24')).toBeNull();
  });

  it("ask the list for money movements only unless a type is chosen, with the view's wallet", () => {
    expect(queryOf(NO_FILTERS)).toEqual({
      type: 'topup_card,topup_bank_transfer,internal_transfer,external_transfer,conversion,crypto_conversion',
      limit: 20,
    });
    expect(
      queryOf(
        { ...NO_FILTERS, type: 'topup', status: 'completed', currency: 'AED', q: ' x ' },
        WALLET,
      ),
    ).toEqual({
      type: 'topup_card,topup_bank_transfer',
      status: 'completed',
      currency: 'AED',
      wallet_id: WALLET,
      q: 'x',
      limit: 20,
    });
  });
});
