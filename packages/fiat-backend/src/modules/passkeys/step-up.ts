// Step-up (issue 26): a customer who has a passkey confirms it is them again, within a session,
// before a risky change: the e-mail, the phone, the second factor (authenticator app, codes by SMS
// or WhatsApp, passkeys). A stolen session (a borrowed unlocked laptop, a token lifted by malware)
// must not be enough to take the account over by changing where its codes and alerts go.
//
// - The risky calls ask `requireStepUp`; without a grant they answer 403 step_up_required naming the
//   action, and the app asks the customer (its passkey, or a code) and tries again.
// - The calls that start a change ask (the new e-mail or phone, the authenticator's setup, a new
//   passkey's options) and so do the changes of one call (the code channel, removing the
//   authenticator or a passkey). The steps that finish a change need what its start gave that
//   session alone (the code sent to the new address, the secret shown, the ceremony's id), so they
//   do not ask again.
// - A grant is for one session and one kind of change, for 5 minutes.
// - A passkey's challenge is bound to the customer, the session and the action (the ceremony row
//   keeps them), single use; a code is the authenticator app's or one sent for that action.
// - Customers without a passkey keep the spec's confirmations (the password and a code to the new
//   address or number): the spec fixes those calls, and their login already took the same code.
import type { StepUpAction, sendStepUpCode, stepUp, stepUpOptions } from '@bank/api-contract';
import { OTP_CODE_PATTERN } from '@bank/lookups/identity';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { checkTotp } from '../../security/totp';
import { customerById, maskPhone, type Customer } from '../customers/customers';
import { beneficiaryStatement, statementDigest } from './beneficiary-statement';
import { rememberTotpStep } from '../customers/second-factor';
import { approvalCeremony, beginApproval, verifyApproval } from './approval';
import { rejected, takeCeremony, verifyAssertion } from './webauthn';

/** How long a step-up lets its session make that change. */
const STEP_UP_GRANT_SECONDS = 5 * 60;

const WHAT: Record<StepUpAction, string> = {
  remove_passkey: 'remove your last passkey',
  change_email: 'change your e-mail address',
  change_phone: 'change your mobile number',
  change_password: 'change your password',
  change_second_factor: 'change how you confirm your logins',
  add_beneficiary: 'add a new beneficiary',
};

/** The ceremony's action for a step-up (apart from the approvals' actions). */
const ceremonyAction = (action: StepUpAction) => `step_up:${action}`;

/** The subject of a step-up code: one customer, one kind of change. */
const codeSubject = (customerId: string, action: string) => `${customerId}:${action}`;

interface SessionAuth {
  customerId: string;
  sessionId: string;
}

/**
 * Lets a risky change through when the customer has no passkey, or this session confirmed that
 * kind of change within the last 5 minutes; 403 step_up_required otherwise.
 */
export async function requireStepUp(
  ctx: AppContext,
  auth: SessionAuth,
  action: StepUpAction,
  subject = '',
): Promise<void> {
  const passkey = await ctx.db
    .selectFrom('passkeys')
    .select('id')
    .where('customer_id', '=', auth.customerId)
    .limit(1)
    .executeTakeFirst();
  if (!passkey) return;
  const grant = await ctx.db
    .selectFrom('step_up_grants')
    .select('expires_at')
    .where('session_id', '=', auth.sessionId)
    .where('action', '=', action)
    .where('subject', '=', subject)
    .where('expires_at', '>', ctx.clock.now())
    .executeTakeFirst();
  if (grant) return;
  throw new ApiError(
    'step_up_required',
    `To ${WHAT[action]}, please confirm it is you with your passkey or a code.`,
    { stepUpAction: action },
  );
}

/** Uses up a grant that is good for one change only (a new beneficiary's). */
export async function spendStepUp(ctx: AppContext, auth: SessionAuth, action: StepUpAction) {
  await ctx.db
    .deleteFrom('step_up_grants')
    .where('session_id', '=', auth.sessionId)
    .where('action', '=', action)
    .execute();
}

/**
 * The options to confirm a risky change with a passkey, bound to this session and action; for a
 * new beneficiary, an approval whose challenge is derived from the payee, with its statement.
 */
export async function passkeyStepUpOptions(
  ctx: AppContext,
  { auth, body }: CallInput<typeof stepUpOptions>,
) {
  if (body.beneficiary)
    return {
      data: await beginApproval(
        ctx,
        auth.customerId,
        beneficiaryStatement(auth.customerId, body.beneficiary),
      ),
    };
  return {
    data: await approvalCeremony(ctx, auth.customerId, {
      action: ceremonyAction(body.action),
      subject: auth.sessionId,
      digestInput: '{}',
    }),
  };
}

/** Sends a code for a risky change to the customer's phone, by their code channel. */
export async function sendStepUp(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof sendStepUpCode>,
) {
  const { limits } = ctx.config;
  await ctx.rateLimit.hit(`code-send:ip:${client.ip}`, limits.codeSendPerIp);
  await ctx.rateLimit.hit(`code-send:customer:${auth.customerId}`, limits.codeSendPerSubject);
  const customer = await customerById(ctx, auth.customerId);
  const channel = customer.otp_channel;
  if (!channel || !customer.phone || !customer.phone_verified_at)
    throw new ApiError(
      'forbidden',
      'Codes by SMS or WhatsApp are not set up: use the code of your authenticator app.',
    );
  const { code, expiresAt } = await ctx.codes.issue(
    'step_up',
    codeSubject(customer.id, body.action),
    channel,
  );
  await ctx.notifier.send({
    channel,
    to: customer.phone,
    text: `Your ${ctx.config.bankName} code to ${WHAT[body.action]} is ${code}. It expires in 5 minutes. Never share it with anyone, including bank staff.`,
  });
  await ctx.audit.record('step_up_code_sent', {
    customerId: customer.id,
    ip: client.ip,
    details: { action: body.action, channel },
  });
  return {
    data: {
      channel,
      phone_hint: maskPhone(customer.phone),
      expires_in: Math.round((expiresAt.getTime() - ctx.clock.now().getTime()) / 1000),
    },
  };
}

/**
 * Checks a code of the customer's second factor for `action`: the authenticator app's, else one
 * sent for that action by SMS or WhatsApp (single use). Attempts are limited per customer.
 */
export async function checkStepUpCode(
  ctx: AppContext,
  customer: Customer,
  action: StepUpAction,
  code: string,
): Promise<void> {
  await ctx.rateLimit.hit(`step-up-check:customer:${customer.id}`, {
    limit: ctx.config.limits.codeAttempts,
    windowSeconds: 900,
  });
  if (!OTP_CODE_PATTERN.test(code)) throw new ApiError('invalid_code', 'Enter the 6-digit code.');
  if (customer.totp_enabled_at && customer.totp_secret) {
    const step = await checkTotp(
      customer.totp_secret,
      code,
      ctx.clock.now(),
      customer.totp_last_step,
    );
    if (step !== null) {
      await rememberTotpStep(ctx, customer.id, step);
      return;
    }
    // Not the app's code: it may be one sent by SMS for this change.
    if (!customer.otp_channel) throw new ApiError('invalid_code', 'The code is not correct.');
  }
  if (!customer.otp_channel)
    throw new ApiError('invalid_code', 'You have no code factor: use your passkey.');
  await ctx.codes.consume('step_up', codeSubject(customer.id, action), code);
}

/** Confirms it is the customer (passkey or code) and grants this session the change for 5 minutes. */
export async function confirmStepUp(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof stepUp>,
) {
  const customer = await customerById(ctx, auth.customerId);
  const statement = body.beneficiary && beneficiaryStatement(customer.id, body.beneficiary);
  const subject = statement ? statementDigest(statement) : '';
  let method: 'passkey' | 'code';
  if (body.passkey && statement) {
    await verifyApproval(ctx, customer.id, body.passkey, statement);
    method = 'passkey';
  } else if (body.passkey) {
    const ceremony = await takeCeremony(ctx, body.passkey.challenge_id, 'approve', customer.id);
    if (ceremony.action !== ceremonyAction(body.action) || ceremony.subject !== auth.sessionId)
      throw rejected('This confirmation was given for something else. Please confirm again.');
    await verifyAssertion(ctx, ceremony, body.passkey.credential as never, customer.id);
    method = 'passkey';
  } else {
    await checkStepUpCode(ctx, customer, body.action, body.otp_code ?? '');
    method = 'code';
  }
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + STEP_UP_GRANT_SECONDS * 1000);
  await ctx.db
    .insertInto('step_up_grants')
    .values({
      session_id: auth.sessionId,
      action: body.action,
      subject,
      method,
      granted_at: now,
      expires_at: expiresAt,
    })
    .onConflict((oc) =>
      oc.columns(['session_id', 'action']).doUpdateSet({
        subject,
        method,
        granted_at: now,
        expires_at: expiresAt,
      }),
    )
    .execute();
  await ctx.audit.record('step_up', {
    customerId: customer.id,
    ip: client.ip,
    details: { action: body.action, method, session_id: auth.sessionId },
  });
  return { data: { action: body.action, expires_at: expiresAt.toISOString() } };
}

/** A call's handler that asks for a step-up first (see requireStepUp). */
export function withStepUp<I extends { auth: SessionAuth }, R>(
  ctx: AppContext,
  action: StepUpAction,
  handler: (input: I) => Promise<R>,
): (input: I) => Promise<R> {
  return async (input) => {
    await requireStepUp(ctx, input.auth, action);
    return handler(input);
  };
}
