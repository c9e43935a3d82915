import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkEmail,
  checkNewPassword,
  checkRecoveryCode,
  normaliseCode,
  passwordRules,
} from './validate';

describe('the identity forms’ checks', () => {
  it('asks for an email address, then for one in the right shape', () => {
    expect(checkEmail('  ')).toBe('emailMissing');
    expect(checkEmail('aisha@demo')).toBe('emailFormat');
    expect(checkEmail('aisha demo@bank.ae')).toBe('emailFormat');
    expect(checkEmail(' aisha@demo.bank ')).toBeNull();
  });

  it('takes a six-digit code typed with spaces or a dash', () => {
    expect(normaliseCode('123 456')).toBe('123456');
    expect(checkCode('')).toBe('codeMissing');
    expect(checkCode('12345')).toBe('codeFormat');
    expect(checkCode('12a456')).toBe('codeFormat');
    expect(checkCode('123-456')).toBeNull();
  });

  it('takes a recovery code as printed, with or without its dash, in any case', () => {
    expect(checkRecoveryCode('')).toBe('recoveryMissing');
    expect(checkRecoveryCode('ABCDE-FGH2')).toBe('recoveryFormat');
    expect(checkRecoveryCode('abcde-fgh23')).toBeNull();
    expect(checkRecoveryCode('ABCDEFGH23')).toBeNull();
  });

  it('ticks each password rule as it is met, like the backend’s policy', () => {
    expect(passwordRules('', 'aisha@demo.bank')).toEqual({
      length: false,
      notTooLong: true,
      notRepeated: false,
      notEmail: false,
    });
    expect(passwordRules('aaaaaaaaaaaa')).toMatchObject({ length: true, notRepeated: false });
    expect(passwordRules('my aisha password', 'aisha@demo.bank').notEmail).toBe(false);
    expect(passwordRules('Sadu blue harbour 2026', 'aisha@demo.bank')).toEqual({
      length: true,
      notTooLong: true,
      notRepeated: true,
      notEmail: true,
    });
  });

  it('names the first rule a new password breaks', () => {
    expect(checkNewPassword('')).toBe('passwordMissing');
    expect(checkNewPassword('short')).toBe('passwordShort');
    expect(checkNewPassword('x'.repeat(129))).toBe('passwordLong');
    expect(checkNewPassword('zzzzzzzzzzzzz')).toBe('passwordRepeated');
    expect(checkNewPassword('aisha@demo.bank!', 'aisha@demo.bank')).toBe('passwordEmail');
    expect(checkNewPassword('Sadu blue harbour 2026', 'aisha@demo.bank')).toBeNull();
  });
});
