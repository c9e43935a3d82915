// Login step tokens: an mfa_token (5 minutes) between the password and the second factor, an
// update_token (15 minutes) while missing profile fields are filled in. Single use, bound to one
// customer, stored as SHA-256, at most `codeAttempts` wrong codes each.
import { addSeconds } from '../../clock';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { randomToken, sha256 } from '../../security/crypto';

const MFA_TOKEN_TTL = 300;
const UPDATE_TOKEN_TTL = 900;

type Purpose = 'mfa' | 'update';

export async function issueChallenge(
  ctx: AppContext,
  customerId: string,
  purpose: Purpose,
  enrollment: boolean,
): Promise<{ token: string; ttl: number }> {
  const token = randomToken();
  const ttl = purpose === 'mfa' ? MFA_TOKEN_TTL : UPDATE_TOKEN_TTL;
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('auth_challenges')
    .values({
      id: crypto.randomUUID(),
      customer_id: customerId,
      token_hash: sha256(token),
      purpose,
      enrollment,
      created_at: now,
      expires_at: addSeconds(now, ttl),
      used_at: null,
      attempts: 0,
    })
    .execute();
  return { token, ttl };
}

/** The step behind a token, while it is usable (unused, unexpired, attempts left). */
export async function findChallenge(ctx: AppContext, token: string, purpose: Purpose) {
  const row = await ctx.db
    .selectFrom('auth_challenges')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (
    !row ||
    row.used_at ||
    row.expires_at.getTime() <= ctx.clock.now().getTime() ||
    row.attempts >= ctx.config.limits.codeAttempts
  ) {
    throw new ApiError(
      'mfa_token_invalid',
      purpose === 'mfa'
        ? 'This login step has expired. Please log in again.'
        : 'This step has expired. Please log in again.',
    );
  }
  return row;
}

/** Takes one attempt of the step before a code is checked; the attempts it has used now, or undefined when none was left. */
export async function spendAttempt(ctx: AppContext, id: string): Promise<number | undefined> {
  const spent = await ctx.db
    .updateTable('auth_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', ctx.config.limits.codeAttempts)
    .where('used_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst();
  return spent?.attempts;
}

export async function useChallenge(ctx: AppContext, id: string): Promise<void> {
  const done = await ctx.db
    .updateTable('auth_challenges')
    .set({ used_at: ctx.clock.now() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!done)
    throw new ApiError(
      'mfa_token_invalid',
      'This login step was already completed. Please log in again.',
    );
}
