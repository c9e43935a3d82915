// Logging in with a passkey, two ways:
// - as the second step after the password (an mfa_token): only that customer's passkeys are offered,
//   and the password step's token is used up by it, as confirm_auth0 uses it;
// - on its own (no token): the browser offers the bank's discoverable passkeys, also in the e-mail
//   field's autofill (conditional mediation); a passkey with user verification is both factors
//   (something the customer has, unlocked by something they are or know), so no password is asked.
// Both end exactly as a password login does (finishLogin): the same tokens, refresh cookie, login
// activity row (marked passkey), new-device alert and update_required when fields are missing.
//
// A failed password lockout does not stop a passkey sign-in: the lockout slows down the guessing of
// a password, which a passkey cannot be, and must not let a guesser lock out the passkey's owner.
import type { loginWithPasskey, passkeyLoginOptions } from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { findChallenge, useChallenge } from '../auth/challenges';
import { finishLogin, recordLogin } from '../auth/login';
import { customerById } from '../customers/customers';
import { authenticationCeremony, passkeysOf, takeCeremony, verifyAssertion } from './webauthn';

export async function loginOptions(
  ctx: AppContext,
  { body, client }: CallInput<typeof passkeyLoginOptions>,
) {
  // A sign-in of its own is asked for as the login page opens (the e-mail field's autofill): its own
  // count, so that opening the page is not taken for a login attempt.
  await ctx.rateLimit.hit(
    `${body.mfa_token ? 'login' : 'passkey-signin'}:ip:${client.ip}`,
    ctx.config.limits.loginPerIp,
  );
  if (!body.mfa_token)
    return { data: await authenticationCeremony(ctx, { customerId: null, purpose: 'login' }) };
  const step = await findChallenge(ctx, body.mfa_token, 'mfa');
  const allowed = await passkeysOf(ctx, step.customer_id);
  if (allowed.length === 0)
    throw new ApiError('forbidden', 'No passkey is set up for this login: use a code.');
  return {
    data: await authenticationCeremony(ctx, {
      customerId: step.customer_id,
      purpose: 'login',
      allowed,
      mfaChallengeId: step.id,
    }),
  };
}

export async function passkeyLogin(
  ctx: AppContext,
  { body, client }: CallInput<typeof loginWithPasskey>,
) {
  await ctx.rateLimit.hit(`code-verify:ip:${client.ip}`, ctx.config.limits.codeVerifyPerIp);
  const ceremony = await takeCeremony(ctx, body.challenge_id, 'login', null);
  let passkey;
  try {
    passkey = await verifyAssertion(ctx, ceremony, body.credential as never, ceremony.customer_id);
  } catch (error) {
    if (ceremony.customer_id) {
      await recordLogin(ctx, ceremony.customer_id, false, 'bad_passkey', client);
      await ctx.audit.record('passkey_login_failed', {
        customerId: ceremony.customer_id,
        ip: client.ip,
      });
    }
    throw error;
  }
  if (ceremony.mfa_challenge_id) {
    // The password step's token: still open (not expired, not used by a code meanwhile), then used.
    const step = await ctx.db
      .selectFrom('auth_challenges')
      .select(['token_hash'])
      .where('id', '=', ceremony.mfa_challenge_id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', ctx.clock.now())
      .executeTakeFirst();
    if (!step)
      throw new ApiError('mfa_token_invalid', 'This login step has expired. Please log in again.');
    await useChallenge(ctx, ceremony.mfa_challenge_id);
  }
  const customer = await customerById(ctx, passkey.customer_id);
  return finishLogin(ctx, customer, client, { method: 'passkey' });
}
