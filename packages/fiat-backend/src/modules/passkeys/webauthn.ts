// WebAuthn ceremonies with @simplewebauthn/server: the options the browser needs, the verification
// of its answers, and the single-use, 5-minute challenges between the two (passkey_challenges).
// Nothing here parses WebAuthn by hand; what this file adds is the bank's bookkeeping: whose
// challenge it is, that it is used once, and that a passkey's counter never goes back.
import type { ApprovalStatement } from '@bank/api-contract';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { createHash, randomBytes } from 'node:crypto';
import { addSeconds } from '../../clock';
import type { AppContext } from '../../context';
import type { Selectable } from 'kysely';
import type { PasskeyChallengesTable, PasskeysTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Customer } from '../customers/customers';

/** How long the browser's prompt and the server's challenge live. */
const CEREMONY_SECONDS = 300;

type Purpose = PasskeyChallengesTable['purpose'];
export type PasskeyRow = Selectable<PasskeysTable>;

export const rejected = (message = 'Your passkey could not be verified. Please try again.') =>
  new ApiError('passkey_rejected', message);

/** The WebAuthn user handle of a customer: the 16 bytes of their id (no name, no e-mail). */
function userHandleOf(customerId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(customerId.replace(/-/g, ''), 'hex'));
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const transportsOf = (row: Pick<PasskeyRow, 'transports'>) =>
  row.transports ? row.transports.split(',') : [];

export function passkeysOf(ctx: AppContext, customerId: string) {
  return ctx.db
    .selectFrom('passkeys')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

async function startCeremony(
  ctx: AppContext,
  values: {
    customerId: string | null;
    purpose: Purpose;
    challenge: string;
    action?: string;
    subject?: string;
    digestInput?: string;
    mfaChallengeId?: string;
  },
) {
  const now = ctx.clock.now();
  const id = crypto.randomUUID();
  const expiresAt = addSeconds(now, CEREMONY_SECONDS);
  // Old ceremonies go as new ones start: the table holds minutes of them, never years.
  await ctx.db.deleteFrom('passkey_challenges').where('expires_at', '<', now).execute();
  await ctx.db
    .insertInto('passkey_challenges')
    .values({
      id,
      customer_id: values.customerId,
      purpose: values.purpose,
      challenge: values.challenge,
      action: values.action ?? null,
      subject: values.subject ?? null,
      digest_input: values.digestInput ?? null,
      mfa_challenge_id: values.mfaChallengeId ?? null,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { challenge_id: id, expires_at: expiresAt.toISOString() };
}

/**
 * Takes a ceremony for good (single use, even when what follows fails): a second answer to the same
 * challenge, a replay, finds it used. Throws passkey_rejected when it is unknown, used, expired, of
 * another purpose or another customer's.
 */
export async function takeCeremony(
  ctx: AppContext,
  id: string,
  purpose: Purpose,
  customerId: string | null,
) {
  const now = ctx.clock.now();
  const row = await ctx.db
    .updateTable('passkey_challenges')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (!row || (customerId !== null && row.customer_id !== customerId))
    throw rejected('This passkey request has expired or was already used. Please try again.');
  return row;
}

/** The options to create a passkey for the customer (a discoverable credential, user verification required). */
export async function registrationCeremony(ctx: AppContext, customer: Customer) {
  const existing = await passkeysOf(ctx, customer.id);
  const { rpId, rpName } = ctx.config.webauthn;
  const options = await generateRegistrationOptions({
    rpName,
    rpID: rpId,
    userName: customer.email,
    userDisplayName:
      [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email,
    userID: userHandleOf(customer.id),
    timeout: CEREMONY_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  const started = await startCeremony(ctx, {
    customerId: customer.id,
    purpose: 'register',
    challenge: options.challenge,
  });
  return { ...started, options: { ...options } };
}

/** Verifies a new credential against the customer's registration challenge. */
export async function verifyRegistration(
  ctx: AppContext,
  customerId: string,
  challengeId: string,
  credential: RegistrationResponseJSON,
) {
  const ceremony = await takeCeremony(ctx, challengeId, 'register', customerId);
  const { rpId, origins } = ctx.config.webauthn;
  const result = await verifyRegistrationResponse({
    response: credential,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: origins,
    expectedRPID: rpId,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!result.verified) throw rejected();
  const info = result.registrationInfo;
  return {
    credentialId: info.credential.id,
    publicKey: info.credential.publicKey,
    counter: info.credential.counter,
    transports: info.credential.transports ?? credential.response.transports ?? [],
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
  };
}

/** The options to sign a challenge with one of `allowed`'s passkeys (all discoverable ones when undefined). */
export async function authenticationCeremony(
  ctx: AppContext,
  values: {
    customerId: string | null;
    purpose: 'login' | 'approve';
    allowed?: PasskeyRow[];
    challenge?: Uint8Array<ArrayBuffer>;
    action?: string;
    subject?: string;
    digestInput?: string;
    mfaChallengeId?: string;
  },
) {
  const options = await generateAuthenticationOptions({
    rpID: ctx.config.webauthn.rpId,
    timeout: CEREMONY_SECONDS * 1000,
    userVerification: 'required',
    ...(values.allowed
      ? {
          allowCredentials: values.allowed.map((p) => ({
            id: p.credential_id,
            transports: transportsOf(p),
          })),
        }
      : {}),
    ...(values.challenge ? { challenge: values.challenge } : {}),
  });
  const started = await startCeremony(ctx, { ...values, challenge: options.challenge });
  return { ...started, options: { ...options } };
}

/**
 * Verifies an assertion for a ceremony already taken: the passkey must be registered (and the
 * expected customer's when one is named), signed with user verification, its counter moving on.
 * The passkey's counter and last use are updated; answers the passkey's row.
 */
export async function verifyAssertion(
  ctx: AppContext,
  ceremony: { challenge: string },
  credential: AuthenticationResponseJSON,
  expectedCustomerId: string | null,
): Promise<PasskeyRow> {
  const passkey = await ctx.db
    .selectFrom('passkeys')
    .selectAll()
    .where('credential_id', '=', credential.id)
    .executeTakeFirst();
  if (!passkey || (expectedCustomerId !== null && passkey.customer_id !== expectedCustomerId))
    throw rejected('This passkey is not registered for this account.');
  const handle = credential.response.userHandle;
  if (handle && handle !== base64url(userHandleOf(passkey.customer_id)))
    throw rejected('This passkey is not registered for this account.');
  const { rpId, origins } = ctx.config.webauthn;
  const result = await verifyAuthenticationResponse({
    response: credential,
    expectedChallenge: ceremony.challenge,
    expectedOrigin: origins,
    expectedRPID: rpId,
    credential: {
      id: passkey.credential_id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.counter),
      transports: transportsOf(passkey) as never,
    },
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
  if (!result.verified || !result.authenticationInfo) throw rejected();
  const next = BigInt(result.authenticationInfo.newCounter);
  // The counter moves on atomically: two assertions racing with the same counter cannot both pass.
  const updated = await ctx.db
    .updateTable('passkeys')
    .set({
      counter: next,
      last_used_at: ctx.clock.now(),
      backed_up: result.authenticationInfo.credentialBackedUp,
    })
    .where('id', '=', passkey.id)
    .where((eb) => (next === 0n ? eb('counter', '=', 0n) : eb('counter', '<', next)))
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw rejected('This passkey’s answer was already used. Please try again.');
  return updated;
}

/**
 * The challenge of an approval: SHA-256 over the statement, in a fixed order, and a server nonce.
 * The same statement and nonce give the same challenge; any other transfer, amount or payee, another.
 */
export function approvalChallenge(
  statement: ApprovalStatement,
  nonce: string,
): Uint8Array<ArrayBuffer> {
  const canonical = JSON.stringify([
    'approve/v1',
    statement.action,
    statement.subject_id,
    statement.amount_minor,
    statement.currency,
    statement.payee_name,
    statement.payee_account,
    nonce,
  ]);
  return new Uint8Array(createHash('sha256').update(canonical, 'utf8').digest());
}

export const newNonce = () => randomBytes(16).toString('base64url');
