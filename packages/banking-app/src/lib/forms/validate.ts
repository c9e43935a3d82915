// Checks shared by the identity forms. Each returns a message key (the caller's namespace words
// it) or null.

import {
  isEmail,
  isOtpCode,
  isRecoveryCode,
  normaliseCode,
  passwordProblem,
} from '@bank/lookups/identity';

export { normaliseCode, passwordRules } from '@bank/lookups/identity';

// The formats and the password policy are @bank/lookups' (identity.ts): the contract and the
// backend apply the same ones, so a form never accepts what the server refuses, or the reverse.

export function checkEmail(value: string): 'emailMissing' | 'emailFormat' | null {
  if (!value.trim()) return 'emailMissing';
  return isEmail(value) ? null : 'emailFormat';
}

export function checkCode(value: string): 'codeMissing' | 'codeFormat' | null {
  if (!normaliseCode(value)) return 'codeMissing';
  return isOtpCode(value) ? null : 'codeFormat';
}

/** Ten base32 characters, with or without the dash in the middle (as printed: ABCDE-FGH23). */
export function checkRecoveryCode(value: string): 'recoveryMissing' | 'recoveryFormat' | null {
  if (!value.trim()) return 'recoveryMissing';
  return isRecoveryCode(value) ? null : 'recoveryFormat';
}

export function checkNewPassword(
  password: string,
  email?: string | null,
):
  | 'passwordMissing'
  | 'passwordShort'
  | 'passwordLong'
  | 'passwordRepeated'
  | 'passwordEmail'
  | null {
  if (!password) return 'passwordMissing';
  const problem = passwordProblem(password, email);
  if (problem === 'short') return 'passwordShort';
  if (problem === 'long') return 'passwordLong';
  if (problem === 'repeated') return 'passwordRepeated';
  if (problem === 'email') return 'passwordEmail';
  return null;
}
