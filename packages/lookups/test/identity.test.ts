// The formats and password policy the app, the contract and the backend share.
import { describe, expect, it } from 'vitest';
import {
  isEmail,
  isOtpCode,
  isRecoveryCode,
  normaliseCode,
  passwordProblem,
  passwordRules,
} from '../src/identity';

describe('e-mail, codes', () => {
  it('accepts the addresses browsers accept, with a dot in the domain', () => {
    for (const ok of ['aisha@demo.bank', "o'brien+tag@mail.example.co.uk", ' a@b.co ']) {
      expect(isEmail(ok), ok).toBe(true);
    }
    for (const bad of [
      '',
      'a@localhost',
      'a@b',
      'a b@c.de',
      'a@-b.com',
      `${'a'.repeat(250)}@b.co`,
      'é@b.co',
    ]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it('reads six digits typed with a space or dash in the middle, and printed recovery codes', () => {
    expect(normaliseCode('123 456')).toBe('123456');
    expect(isOtpCode('123-456')).toBe(true);
    expect(isOtpCode('12345')).toBe(false);
    expect(isOtpCode('١٢٣٤٥٦')).toBe(false);
    expect(isRecoveryCode('ABCDE-FGH23')).toBe(true);
    expect(isRecoveryCode('abcde fgh23')).toBe(true);
    expect(isRecoveryCode('ABCDE-FGH21')).toBe(false);
  });
});

describe('the password policy', () => {
  it('counts characters after NFKC, as the server hashes them', () => {
    // Six ligatures "ﬁ" are twelve characters once normalised: long enough.
    expect(passwordProblem('ﬁ'.repeat(6))).toBe(undefined);
    expect(passwordProblem('short-pass1')).toBe('short');
    expect(passwordProblem('😀'.repeat(12))).toBe('repeated');
    expect(passwordProblem('x'.repeat(129))).toBe('long');
    expect(passwordProblem('a'.repeat(12))).toBe('repeated');
  });

  it('refuses the e-mail address or its name part inside the password', () => {
    expect(passwordProblem('Xaisha@demo.bank!', 'aisha@demo.bank')).toBe('email');
    expect(passwordProblem('my-aisha-password', 'Aisha@demo.bank')).toBe('email');
    expect(passwordProblem('my-ali-password-1', 'ali@demo.bank')).toBe(undefined);
    expect(passwordProblem('my-aisha-password', 'aisha')).toBe('email');
    expect(passwordProblem('my-aisha-password', null)).toBe(undefined);
    expect(passwordRules('', 'a@b.co')).toEqual({
      length: false,
      notTooLong: true,
      notRepeated: false,
      notEmail: false,
    });
  });
});
