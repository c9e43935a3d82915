import { describe, expect, it } from 'vitest';
import type { Beneficiary } from '@bank/api-contract';
import {
  addBody,
  EMPTY,
  fieldOfServer,
  problemsOf,
  updateBody,
  valuesOf,
  type FormValues,
} from './formModel';

const gb: FormValues = {
  ...EMPTY,
  country: 'GB',
  currency: 'GBP',
  iban: 'GB29 NWBK 6016 1331 9268 19',
  bic: 'nwbkgb2l',
  bank_name: 'NatWest',
  bank_address: 'London',
  name: ' John Smith ',
};

describe("the beneficiary form's rules and bodies", () => {
  it("asks for every required detail of an external beneficiary, in the customer's terms", () => {
    expect(problemsOf(EMPTY, 'typed')).toEqual({
      country: { key: 'countryEmpty' },
      currency: { key: 'currencyEmpty' },
      iban: { key: 'ibanEmpty' },
      bic: { key: 'bicEmpty' },
      bank_name: { key: 'bankNameEmpty' },
      bank_address: { key: 'bankAddressEmpty' },
      name: { key: 'nameEmpty' },
    });
    // The directory named the bank: its name and address are not asked for.
    expect(problemsOf({ ...gb, bank_name: '', bank_address: '' }, 'directory')).toEqual({});
  });

  it("checks the IBAN against the bank's country, and asks for an account number where there is no IBAN", () => {
    expect(problemsOf({ ...gb, iban: 'GB29 NWBK 6016 1331 9268 18' }, 'typed').iban).toEqual({
      key: 'ibanChecksum',
    });
    expect(problemsOf({ ...gb, country: 'DE' }, 'typed').iban).toEqual({
      key: 'ibanOtherCountry',
      values: { iban: 'GB', bank: 'DE' },
    });
    expect(problemsOf({ ...gb, iban: 'GB29 NWBK' }, 'typed').iban).toEqual({
      key: 'ibanTooShort',
      values: { country: 'GB', length: 22, typed: 8 },
    });
    const us = { ...gb, country: 'US', bic: 'CHASUS33', iban: '' };
    expect(problemsOf(us, 'typed')).toEqual({ local_account: { key: 'localAccountEmpty' } });
    expect(problemsOf({ ...us, local_account: '12' }, 'typed')).toEqual({
      local_account: { key: 'localAccountFormat' },
    });
    expect(problemsOf({ ...gb, bic: 'COBADEFF' }, 'typed').bic).toEqual({
      key: 'bicOtherCountry',
      values: { bic: 'DE', bank: 'GB' },
    });
  });

  it('finds a Sadu Bank customer by account number, or by e-mail and currency', () => {
    const internal = { ...EMPTY, kind: 'internal' as const };
    expect(problemsOf(internal, 'typed')).toEqual({ wallet_number: { key: 'accountNumberEmpty' } });
    expect(problemsOf({ ...internal, wallet_number: '1234' }, 'typed')).toEqual({
      wallet_number: { key: 'accountNumberFormat' },
    });
    expect(problemsOf({ ...internal, findBy: 'email', email: 'omar@' }, 'typed')).toEqual({
      email: { key: 'emailFormat' },
      currency: { key: 'currencyEmpty' },
    });
    expect(addBody({ ...internal, wallet_number: '1000 0000 0000 0001', nickname: ' ' })).toEqual({
      kind: 'internal',
      account_number: '1000000000000001',
      nickname: undefined,
    });
    expect(
      addBody({
        ...internal,
        findBy: 'email',
        email: 'omar@demo.bank',
        currency: 'AED',
        nickname: 'Brother',
      }),
    ).toEqual({ kind: 'internal', email: 'omar@demo.bank', currency: 'AED', nickname: 'Brother' });
  });

  it('sends the IBAN compact and the BIC in capitals; an edit sends every detail', () => {
    expect(addBody(gb)).toEqual({
      kind: 'external',
      name: 'John Smith',
      iban: 'GB29NWBK60161331926819',
      bic: 'NWBKGB2L',
      bank_name: 'NatWest',
      bank_address: 'London',
      country: 'GB',
      currency: 'GBP',
      address: undefined,
      nickname: undefined,
    });
    expect(updateBody({ ...gb, nickname: '' })).toMatchObject({
      iban: 'GB29NWBK60161331926819',
      nickname: null,
      address: '',
    });
    expect(updateBody({ ...gb, kind: 'internal', nickname: 'Omar' })).toEqual({ nickname: 'Omar' });
    expect(problemsOf({ ...EMPTY, kind: 'internal' }, 'typed', true)).toEqual({});
  });

  it("fills the form from a saved beneficiary and maps the server's fields to the form's", () => {
    const saved: Beneficiary = {
      beneficiary_id: '3f1c2b9e-0000-4000-8000-000000000001',
      kind: 'external',
      nickname: 'Landlord',
      name: 'John Smith',
      currency: 'GBP',
      account_number: null,
      iban: 'GB29NWBK60161331926819',
      bic: 'NWBKGB2L',
      bank_name: 'NatWest',
      bank_address: 'London',
      country: 'GB',
      address: null,
      created_at: '2026-11-01T08:00:00.000Z',
      updated_at: '2026-11-01T08:00:00.000Z',
    };
    expect(valuesOf(saved)).toMatchObject({
      kind: 'external',
      iban: 'GB29 NWBK 6016 1331 9268 19',
      nickname: 'Landlord',
      currency: 'GBP',
      address: '',
    });
    expect(fieldOfServer('account_number', 'internal')).toBe('wallet_number');
    expect(fieldOfServer('account_number', 'external')).toBe('local_account');
    expect(fieldOfServer('iban', 'external')).toBe('iban');
    expect(fieldOfServer('kind', 'external')).toBeUndefined();
  });
});
