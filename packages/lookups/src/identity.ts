// The formats and the password policy that the customer's screen, the API contract and the
// backend all apply: one implementation, so the three never disagree. Pure functions, no zod and
// no messages (each layer words them: the app in English and Arabic, the contract and the backend
// in the error body). The server's answer stays the authority: it also refuses common passwords,
// whose list is too large to ship to every login page.

/** Longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The shape browsers accept for `type=email` (WHATWG), plus a dot in the domain: `name@localhost`
 * is no bank customer's address.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Whether `value` (trimmed) is an e-mail address the bank accepts. */
export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length > 0 && v.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(v);
}

/** A one-time code: six digits, as texted, e-mailed or shown by an authenticator app. */
export const OTP_CODE_PATTERN = /^\d{6}$/;

/** A code as typed, without the spaces or dash a customer may put in the middle ("123 456"). */
export const normaliseCode = (value: string): string => value.replace(/[\s-]/g, '');

/** Whether `value` is a one-time code once spaces and dashes are taken out. */
export const isOtpCode = (value: string): boolean => OTP_CODE_PATTERN.test(normaliseCode(value));

/** A recovery code as printed: ten base32 characters, optionally split by a dash (ABCDE-FGH23). */
export const RECOVERY_CODE_PATTERN = /^[A-Za-z2-7]{5}-?[A-Za-z2-7]{5}$/;

/** Whether `value` is a recovery code once spaces are taken out. */
export const isRecoveryCode = (value: string): boolean =>
  RECOVERY_CODE_PATTERN.test(value.replace(/\s/g, ''));

/** The password's length in characters (code points after NFKC, as the server hashes it). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** The form a password is compared and hashed in: NFKC, so "ﬁ" and "fi" are one password. */
export const normalisePassword = (password: string): string => password.normalize('NFKC');

/** Each rule of the policy (NIST SP 800-63B: length, no composition rules), true when met. */
export interface PasswordRules {
  length: boolean;
  notTooLong: boolean;
  notRepeated: boolean;
  notEmail: boolean;
}

export function passwordRules(password: string, email?: string | null): PasswordRules {
  const normal = normalisePassword(password);
  const length = [...normal].length;
  const lower = normal.toLowerCase();
  const address = email?.trim().toLowerCase() ?? '';
  const at = address.indexOf('@');
  const local = at < 0 ? address : address.slice(0, at);
  return {
    length: length >= PASSWORD_MIN_LENGTH,
    notTooLong: length <= PASSWORD_MAX_LENGTH,
    notRepeated: length > 0 && !/^(.)\1*$/u.test(normal),
    notEmail:
      length > 0 &&
      !(address && (lower.includes(address) || (local.length >= 4 && lower.includes(local)))),
  };
}

/** The first rule a password breaks, in the order a customer fixes them; undefined when it meets all. */
export type PasswordProblem = 'short' | 'long' | 'repeated' | 'email';

export function passwordProblem(
  password: string,
  email?: string | null,
): PasswordProblem | undefined {
  const rules = passwordRules(password, email);
  if (!rules.length) return 'short';
  if (!rules.notTooLong) return 'long';
  if (!rules.notRepeated) return 'repeated';
  if (!rules.notEmail) return 'email';
  return undefined;
}

/** The policy's words in English, for the contract's and the server's error bodies. */
export const PASSWORD_PROBLEM_MESSAGES: Readonly<Record<PasswordProblem | 'common', string>> = {
  short: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  long: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  repeated: 'Do not repeat a single character.',
  email: 'Do not use your e-mail address in the password.',
  common: 'This password is too common. Choose a less predictable one.',
};
