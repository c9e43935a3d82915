// Progressive lockout after repeated failed logins, keyed by the normalised e-mail (registered or
// not, so it reveals nothing): after `threshold` failures the account waits `base` seconds, and
// each further failure doubles the wait up to `max`. A success resets the count.
import type { Kysely } from 'kysely';
import { addSeconds, type Clock } from '../clock';
import type { Limits } from './limits';
import type { Database } from '../db/schema';
import { ApiError, retryMessage } from '../http/errors';

const FORGET_AFTER_SECONDS = 86_400;

export class Lockout {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly limits: Pick<
      Limits,
      'lockoutThreshold' | 'lockoutBaseSeconds' | 'lockoutMaxSeconds'
    >,
  ) {}

  lockedError(until: Date): ApiError {
    const now = this.clock.now();
    return new ApiError(
      'account_locked',
      retryMessage('Too many failed attempts: this login is locked for now.', until, now),
      {
        retryAt: until,
        now,
      },
    );
  }

  async assertOpen(subject: string): Promise<void> {
    const row = await this.db
      .selectFrom('login_throttle')
      .select('locked_until')
      .where('subject', '=', subject)
      .executeTakeFirst();
    if (row?.locked_until && row.locked_until.getTime() > this.clock.now().getTime())
      throw this.lockedError(row.locked_until);
  }

  /** Counts a failure; answers the lock's end when this failure locks. */
  async fail(subject: string): Promise<Date | null> {
    const now = this.clock.now();
    const row = await this.db
      .selectFrom('login_throttle')
      .selectAll()
      .where('subject', '=', subject)
      .executeTakeFirst();
    const stale =
      !row || row.last_failure_at.getTime() < now.getTime() - FORGET_AFTER_SECONDS * 1000;
    const failures = stale ? 1 : row.failures + 1;
    const {
      lockoutThreshold: threshold,
      lockoutBaseSeconds: base,
      lockoutMaxSeconds: max,
    } = this.limits;
    const lockedUntil =
      failures >= threshold
        ? addSeconds(now, Math.min(max, base * 2 ** Math.min(20, failures - threshold)))
        : null;
    await this.db
      .insertInto('login_throttle')
      .values({ subject, failures, last_failure_at: now, locked_until: lockedUntil })
      .onConflict((oc) =>
        oc
          .column('subject')
          .doUpdateSet({ failures, last_failure_at: now, locked_until: lockedUntil }),
      )
      .execute();
    return lockedUntil;
  }

  async reset(subject: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('subject', '=', subject).execute();
  }
}
