// Self-hosted proof-of-work captcha: ALTCHA (altcha-lib v2 on the server, the altcha widget on the
// page; no third-party host). tokenV3 is the widget's base64 payload. A solved challenge is
// single use: its signature is kept until it expires.
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';

const CAPTCHA_TTL_SECONDS = 600;

export interface CaptchaOptions {
  cost: number;
  counterMin: number;
  counterMax: number;
  secret: string;
  keySecret: string;
}

export class Captcha {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly options: CaptchaOptions,
  ) {}

  async challenge(): Promise<Challenge> {
    const now = this.clock.now();
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: this.options.cost,
      counter: randomInt(this.options.counterMin, this.options.counterMax),
      deriveKey,
      // The expiry travels in the signed data and is checked against the injectable clock.
      data: { exp: Math.floor(now.getTime() / 1000) + CAPTCHA_TTL_SECONDS },
      hmacSignatureSecret: this.options.secret,
      hmacKeySignatureSecret: this.options.keySecret,
    });
  }

  /** True when the payload solves a challenge of ours that has not expired and was not used. */
  async verify(token: string): Promise<boolean> {
    let payload: Payload;
    try {
      const decoded: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
      if (
        !decoded ||
        typeof decoded !== 'object' ||
        !('challenge' in decoded) ||
        !('solution' in decoded)
      )
        return false;
      payload = decoded as Payload;
      const params = payload.challenge?.parameters;
      if (!params || typeof params !== 'object' || typeof payload.challenge.signature !== 'string')
        return false;
      if (typeof params.data?.exp !== 'number') return false;
    } catch {
      return false;
    }
    const now = this.clock.now();
    const expiresAt = Number(payload.challenge.parameters.data?.exp ?? 0);
    if (expiresAt * 1000 <= now.getTime()) return false;
    let verified = false;
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.options.secret,
        hmacKeySignatureSecret: this.options.keySecret,
      });
      verified = result.verified;
    } catch {
      return false;
    }
    if (!verified) return false;
    const signature = payload.challenge.signature as string;
    await this.db.deleteFrom('captcha_used').where('expires_at', '<', now).execute();
    const inserted = await this.db
      .insertInto('captcha_used')
      .values({ signature, expires_at: new Date(expiresAt * 1000) })
      .onConflict((oc) => oc.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    return inserted !== undefined;
  }
}
