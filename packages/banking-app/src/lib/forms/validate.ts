// Checks shared by the identity forms. Each returns a message key (the caller's namespace words
// it) or null.

// The shape browsers accept for type=email, plus a dot in the domain (name@localhost is no bank
// customer's address).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function checkEmail(value: string): 'emailMissing' | 'emailFormat' | null {
  const v = value.trim();
  if (!v) return 'emailMissing';
  if (v.length > 254 || !EMAIL.test(v)) return 'emailFormat';
  return null;
}

/** Six digits, as texted or shown by an authenticator app (spaces typed in the middle are ignored). */
export function normaliseCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function checkCode(value: string): 'codeMissing' | 'codeFormat' | null {
  const v = normaliseCode(value);
  if (!v) return 'codeMissing';
  if (!/^\d{6}$/.test(v)) return 'codeFormat';
  return null;
}

/** Ten base32 characters, with or without the dash in the middle (as printed: ABCDE-FGH23). */
export function checkRecoveryCode(value: string): 'recoveryMissing' | 'recoveryFormat' | null {
  const v = value.trim();
  if (!v) return 'recoveryMissing';
  if (!/^[A-Za-z2-7]{5}-?[A-Za-z2-7]{5}$/.test(v.replace(/\s/g, ''))) return 'recoveryFormat';
  return null;
}

/** The new-password rules (NIST SP 800-63B, as the backend applies them), each shown as the user types. */
export interface PasswordRules {
  length: boolean;
  notTooLong: boolean;
  notRepeated: boolean;
  notEmail: boolean;
}

export function passwordRules(password: string, email?: string | null): PasswordRules {
  const local = email?.split('@')[0]?.toLowerCase() ?? '';
  const lower = password.toLowerCase();
  return {
    length: [...password].length >= 12,
    notTooLong: [...password].length <= 128,
    notRepeated: password.length > 0 && !/^(.)\1*$/u.test(password),
    notEmail:
      password.length > 0 &&
      !(
        email &&
        (lower.includes(email.toLowerCase()) || (local.length >= 4 && lower.includes(local)))
      ),
  };
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
  const rules = passwordRules(password, email);
  if (!rules.length) return 'passwordShort';
  if (!rules.notTooLong) return 'passwordLong';
  if (!rules.notRepeated) return 'passwordRepeated';
  if (!rules.notEmail) return 'passwordEmail';
  return null;
}
