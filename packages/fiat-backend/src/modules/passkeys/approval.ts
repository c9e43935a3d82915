// Approving an action with a passkey: the challenge is derived from what is approved (the
// statement the screen shows: action, subject, amount, currency, payee) and a server nonce, so a
// signature answers for that statement only. The area that owns the action computes its statement,
// both when the approval starts and when it is checked: a transfer changed in between, or another
// transfer, gives another challenge, and the approval is refused.
import type { ApprovalStatement, PasskeyProof } from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import {
  approvalChallenge,
  authenticationCeremony,
  newNonce,
  passkeysOf,
  rejected,
  takeCeremony,
  verifyAssertion,
} from './webauthn';

/**
 * A ceremony in which the customer approves `action` on `subject` with one of their passkeys
 * (rate-limited; 403 for a customer with none, who confirms with a code instead). An approval's
 * challenge is derived from its statement; a step-up's is the library's own, bound by the row.
 */
export async function approvalCeremony(
  ctx: AppContext,
  customerId: string,
  values: {
    action: string;
    subject: string;
    challenge?: Uint8Array<ArrayBuffer>;
    digestInput: string;
  },
) {
  await ctx.rateLimit.hit(`passkey-approval:customer:${customerId}`, {
    limit: 30,
    windowSeconds: 900,
  });
  const allowed = await passkeysOf(ctx, customerId);
  if (allowed.length === 0)
    throw new ApiError('forbidden', 'You have no passkey yet: confirm with a code instead.');
  return authenticationCeremony(ctx, { customerId, purpose: 'approve', allowed, ...values });
}

export async function beginApproval(
  ctx: AppContext,
  customerId: string,
  statement: ApprovalStatement,
) {
  const nonce = newNonce();
  const started = await approvalCeremony(ctx, customerId, {
    action: statement.action,
    subject: statement.subject_id,
    challenge: approvalChallenge(statement, nonce),
    digestInput: JSON.stringify({ nonce }),
  });
  return { ...started, statement };
}

/** Checks a passkey approval of `statement` by the customer; throws passkey_rejected otherwise. */
export async function verifyApproval(
  ctx: AppContext,
  customerId: string,
  proof: PasskeyProof,
  statement: ApprovalStatement,
): Promise<void> {
  const ceremony = await takeCeremony(ctx, proof.challenge_id, 'approve', customerId);
  if (ceremony.action !== statement.action || ceremony.subject !== statement.subject_id)
    throw rejected('This approval was given for something else. Please approve this one.');
  const { nonce } = JSON.parse(ceremony.digest_input ?? '{}') as { nonce?: string };
  const expected = Buffer.from(approvalChallenge(statement, nonce ?? '')).toString('base64url');
  if (!nonce || expected !== ceremony.challenge)
    throw rejected('What you approved has changed since. Please check it and approve again.');
  await verifyAssertion(ctx, ceremony, proof.credential as never, customerId);
  await ctx.audit.record('passkey_approval', {
    customerId,
    details: { action: statement.action, subject: statement.subject_id },
  });
}
