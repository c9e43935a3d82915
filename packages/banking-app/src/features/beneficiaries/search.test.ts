import { describe, expect, it } from 'vitest';
import type { Beneficiary } from '@bank/api-contract';
import { filterBeneficiaries, matchesSearch } from './search';

const base = {
  nickname: null,
  account_number: null,
  iban: null,
  bic: null,
  bank_name: null,
  bank_address: null,
  country: null,
  address: null,
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
};
const john: Beneficiary = {
  ...base,
  beneficiary_id: '1',
  kind: 'external',
  name: 'John Smith',
  nickname: 'Landlord',
  currency: 'GBP',
  iban: 'GB29NWBK60161331926819',
  bic: 'NWBKGB2L',
  bank_name: 'NatWest',
  country: 'GB',
};
const omar: Beneficiary = {
  ...base,
  beneficiary_id: '2',
  kind: 'internal',
  name: 'Omar H.',
  currency: 'AED',
  account_number: '1000000000000001',
};

describe('finding a beneficiary', () => {
  it('matches name, nickname and bank in any case, and numbers typed with spaces', () => {
    expect(matchesSearch(john, 'landl')).toBe(true);
    expect(matchesSearch(john, 'NATWEST')).toBe(true);
    expect(matchesSearch(john, 'gb29 nwbk 6016')).toBe(true);
    expect(matchesSearch(omar, '1000 0000')).toBe(true);
    expect(matchesSearch(omar, 'smith')).toBe(false);
    expect(matchesSearch(omar, '  ')).toBe(true);
  });

  it('filters by kind and words together', () => {
    expect(filterBeneficiaries([john, omar], 'internal', '')).toEqual([omar]);
    expect(filterBeneficiaries([john, omar], 'all', 'o')).toEqual([john, omar]);
    expect(filterBeneficiaries([john, omar], 'external', 'omar')).toEqual([]);
  });
});
