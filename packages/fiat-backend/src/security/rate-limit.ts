// Fixed-window counters in the database, shared by every instance behind a load balancer.
import { sql, type Kysely } from 'kysely';
import type { RateLimitRule } from './limits';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { ApiError, retryMessage } from '../http/errors';

export class RateLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit on `key`; throws 429 rate_limited once the rule's limit is passed. */
  async hit(key: string, rule: RateLimitRule): Promise<void> {
    const now = this.clock.now();
    const windowFloor = new Date(now.getTime() - rule.windowSeconds * 1000);
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_start: now, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN rate_limits.window_start <= ${windowFloor} THEN 1 ELSE rate_limits.count + 1 END`,
          window_start: sql<Date>`CASE WHEN rate_limits.window_start <= ${windowFloor} THEN ${now} ELSE rate_limits.window_start END`,
        }),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirstOrThrow();
    if (row.count > rule.limit) {
      const retryAt = new Date(new Date(row.window_start).getTime() + rule.windowSeconds * 1000);
      throw new ApiError('rate_limited', retryMessage('Too many requests.', retryAt, now), {
        retryAt,
        now,
      });
    }
  }
}
