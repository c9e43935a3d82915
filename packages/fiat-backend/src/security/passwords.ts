// argon2id password hashes (OWASP: m=19 MiB, t=2, p=1 by default) and a NIST SP 800-63B style
// policy: length 12–128, no composition rules, refuse common passwords and the e-mail itself.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

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
    return hash(password.normalize('NFKC'), { algorithm: ARGON2ID, ...this.params });
  }

  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password.normalize('NFKC'));
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

/** Returns a message when the password breaks the policy, else undefined. */
export function passwordProblem(password: string, email?: string): string | undefined {
  const length = [...password.normalize('NFKC')].length;
  if (length < 12) return 'Use at least 12 characters.';
  if (length > 128) return 'Use at most 128 characters.';
  const lower = password.toLowerCase();
  if (common.has(lower)) return 'This password is too common. Choose a less predictable one.';
  if (/^(.)\1+$/.test(password)) return 'Do not repeat a single character.';
  if (email) {
    const e = email.toLowerCase();
    const local = e.split('@')[0] ?? '';
    if (lower === e || (local.length >= 4 && lower.includes(local)))
      return 'Do not use your e-mail address in the password.';
  }
  return undefined;
}
