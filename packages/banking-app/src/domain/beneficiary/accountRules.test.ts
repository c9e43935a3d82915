import { describe, expect, it } from 'vitest';
import {
  bicProblemWhileTyping,
  caretAfterGrouping,
  checkAccountNumber,
  checkBic,
  checkIban,
  checkWalletNumber,
  groupIban,
  shownWhileTyping,
  usesIban,
} from './accountRules';

describe('IBAN rules (ibantools)', () => {
  it('accepts valid IBANs however they are typed, for their own country', () => {
    expect(checkIban('GB29 NWBK 6016 1331 9268 19', 'GB')).toBeNull();
    expect(checkIban('gb29nwbk60161331926819')).toBeNull();
    expect(checkIban('AE07 0331 2345 6789 0123 456', 'AE')).toBeNull();
    expect(checkIban('DE89-3704-0044-0532-0130-00', 'DE')).toBeNull();
  });

  it('says what is wrong: length for the country, check digits, format, country, characters', () => {
    expect(checkIban('')).toEqual({ kind: 'empty' });
    expect(checkIban('GB29 NWBK 6016 1331 9268')).toEqual({
      kind: 'tooShort',
      country: 'GB',
      length: 22,
      typed: 20,
    });
    expect(checkIban('GB29 NWBK 6016 1331 9268 191')).toEqual({
      kind: 'tooLong',
      country: 'GB',
      length: 22,
      typed: 23,
    });
    expect(checkIban('GB29 NWBK 6016 1331 9268 18')).toEqual({ kind: 'checksum' });
    expect(checkIban('GB29 1234 6016 1331 9268 19')).toEqual({ kind: 'format', country: 'GB' });
    expect(checkIban('XX29 NWBK 6016 1331 9268 19')).toEqual({ kind: 'country' });
    expect(checkIban('DE89370400440532013000', 'GB')).toEqual({
      kind: 'otherCountry',
      iban: 'DE',
      bank: 'GB',
    });
    expect(checkIban('GB29 NWBK_6016')).toEqual({ kind: 'characters' });
  });

  it('waits for the end of the field before saying an IBAN is too short', () => {
    expect(shownWhileTyping({ kind: 'tooShort', country: 'GB', length: 22, typed: 4 })).toBe(false);
    expect(shownWhileTyping({ kind: 'empty' })).toBe(false);
    expect(shownWhileTyping({ kind: 'checksum' })).toBe(true);
    expect(shownWhileTyping({ kind: 'tooLong', country: 'GB', length: 22, typed: 23 })).toBe(true);
  });

  it('groups an IBAN in fours and keeps the caret at the edit', () => {
    expect(groupIban('gb29nwbk60161331926819')).toBe('GB29 NWBK 6016 1331 9268 19');
    expect(groupIban('GB29 N')).toBe('GB29 N');
    // Typed "X" after "GB29" (caret 5 in "GB29X NWBK"): regrouped "GB29 XNWB K…", caret after X.
    expect(caretAfterGrouping('GB29X NWBK', 5)).toBe(6);
    expect(caretAfterGrouping('GB29', 4)).toBe(4);
    expect(caretAfterGrouping('GB29N', 5)).toBe(6);
    expect(caretAfterGrouping('', 0)).toBe(0);
  });

  it('knows which countries use IBANs', () => {
    expect(usesIban('GB')).toBe(true);
    expect(usesIban('AE')).toBe(true);
    expect(usesIban('US')).toBe(false);
    expect(usesIban('IN')).toBe(false);
    expect(usesIban(null)).toBe(true);
  });
});

describe('BIC and account number rules', () => {
  it("checks a BIC's structure and its country", () => {
    expect(checkBic('NWBKGB2L', 'GB')).toBeNull();
    expect(checkBic('cobadeffxxx', 'DE')).toBeNull();
    expect(checkBic('')).toEqual({ kind: 'empty' });
    expect(checkBic('NWBK')).toEqual({ kind: 'format' });
    expect(checkBic('NWBKGB2LX')).toEqual({ kind: 'format' });
    expect(checkBic('COBADEFF', 'GB')).toEqual({ kind: 'otherCountry', bic: 'DE', bank: 'GB' });
    expect(bicProblemWhileTyping('COBA', 'GB')).toBeNull();
    expect(bicProblemWhileTyping('COBADE', 'GB')).toEqual({
      kind: 'otherCountry',
      bic: 'DE',
      bank: 'GB',
    });
    expect(bicProblemWhileTyping('NWBKGB2L-', 'GB')).toEqual({ kind: 'format' });
  });

  it("checks local account numbers and the bank's 16-digit wallet numbers", () => {
    expect(checkAccountNumber('000123456789')).toBeNull();
    expect(checkAccountNumber('12')).toBe('format');
    expect(checkAccountNumber(' ')).toBe('empty');
    expect(checkWalletNumber('1000 0000 0000 0001')).toBeNull();
    expect(checkWalletNumber('123')).toBe('format');
    expect(checkWalletNumber('')).toBe('empty');
  });
});
