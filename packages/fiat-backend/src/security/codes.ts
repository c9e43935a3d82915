// One-time codes: 6 digits, stored as an HMAC (never in clear), valid 5 minutes, at most 5
// attempts, single use; issuing a new code for the same purpose and subject voids the old one.
import type { Kysely } from 'kysely';
import { addSeconds, type Clock } from '../clock';
import type { Limits } from './limits';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { hmac, safeEqual, sixDigitCode } from './crypto';

export type CodePurpose =
  | 'login'
  | 'registration_phone'
  | 'corporate_email'
  | 'transfer_confirm'
  | 'review_approve'
  | 'subaccount_change'
  | 'email_change'
  | 'phone_change'
  | 'step_up'
  | 'proxy_link'
  | 'standing_confirm'
  | 'rule_change'
  | 'bulk_submit'
  | 'bulk_approve';

export class OneTimeCodes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly key: Buffer,
    private readonly limits: Pick<Limits, 'codeAttempts' | 'codeTtlSeconds'>,
  ) {}

  private digest(purpose: string, subject: string, code: string) {
    return hmac(this.key, `${purpose}:${subject}:${code}`);
  }

  async issue(purpose: CodePurpose, subject: string, channel: 'sms' | 'whatsapp' | 'email') {
    const now = this.clock.now();
    const code = sixDigitCode();
    const expiresAt = addSeconds(now, this.limits.codeTtlSeconds);
    await this.db
      .updateTable('one_time_codes')
      .set({ used_at: now })
      .where('purpose', '=', purpose)
      .where('subject', '=', subject)
      .where('used_at', 'is', null)
      .execute();
    await this.db
      .insertInto('one_time_codes')
      .values({
        id: crypto.randomUUID(),
        purpose,
        subject,
        channel,
        code_hash: this.digest(purpose, subject, code),
        created_at: now,
        expires_at: expiresAt,
        attempts: 0,
        used_at: null,
      })
      .execute();
    return { code, expiresAt };
  }

  /** Consumes the code or throws invalid_code, code_expired or too_many_attempts. */
  async consume(
    purpose: CodePurpose,
    subject: string,
    code: string,
    channel?: 'sms' | 'whatsapp' | 'email',
  ): Promise<void> {
    const now = this.clock.now();
    const row = await this.db
      .selectFrom('one_time_codes')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('subject', '=', subject)
      .where('used_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row || (channel && row.channel !== channel))
      throw new ApiError('invalid_code', 'No code is waiting: ask for a new one.');
    if (row.expires_at.getTime() <= now.getTime())
      throw new ApiError('code_expired', 'This code has expired. Ask for a new one.');
    const max = this.limits.codeAttempts;
    // Take the attempt before comparing, atomically: parallel guesses cannot exceed the limit.
    const taken = await this.db
      .updateTable('one_time_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', row.id)
      .where('attempts', '<', max)
      .where('used_at', 'is', null)
      .returning('attempts')
      .executeTakeFirst();
    if (!taken) throw new ApiError('too_many_attempts', 'Too many wrong codes. Ask for a new one.');
    if (!safeEqual(row.code_hash, this.digest(purpose, subject, code))) {
      const left = max - taken.attempts;
      if (left <= 0)
        throw new ApiError('too_many_attempts', 'Too many wrong codes. Ask for a new one.');
      throw new ApiError(
        'invalid_code',
        `The code is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
      );
    }
    const used = await this.db
      .updateTable('one_time_codes')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!used) throw new ApiError('invalid_code', 'This code was already used. Ask for a new one.');
  }
}
