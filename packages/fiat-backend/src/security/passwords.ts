// argon2id password hashes (OWASP: m=19 MiB, t=2, p=1 by default) and a NIST SP 800-63B style
// policy (@bank/lookups' identity.ts): length 12–128, no composition rules, refuse common
// passwords and the e-mail itself.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  normalisePassword,
  PASSWORD_PROBLEM_MESSAGES,
  passwordProblem as sharedPasswordProblem,
} from '@bank/lookups/identity';

const ARGON2ID = 2 as Algorithm;

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export class PasswordHasher {
  private dummy: Promise<string> | undefined;
  constructor(private readonly params: Argon2Params) {}

  hash(password: string): Promise<string> {
    return hash(normalisePassword(password), { algorithm: ARGON2ID, ...this.params });
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, normalisePassword(password));
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, for e-mails that are not registered (no timing oracle). */
  async verifyDummy(password: string): Promise<false> {
    this.dummy ??= this.hash('not-a-real-password-just-timing');
    await this.verify(await this.dummy, password);
    return false;
  }
}

const common = new Set<string>(
  (dictionary as Record<string, string[]>)['passwords-common']?.map((p) => p.toLowerCase()) ?? [],
);

/**
 * Returns a message when the password breaks the policy, else undefined: @bank/lookups' rules (the
 * ones the customer's screen shows as they type, on the NFKC form), then the common-password list,
 * which only the server holds.
 */
export function passwordProblem(password: string, email?: string): string | undefined {
  const problem = sharedPasswordProblem(password, email);
  if (problem) return PASSWORD_PROBLEM_MESSAGES[problem];
  if (common.has(normalisePassword(password).toLowerCase()))
    return PASSWORD_PROBLEM_MESSAGES.common;
  return undefined;
}
