// The passkeys of the security settings: add one (options, then the browser's new credential),
// list, rename and remove them. Removing the last one needs the password and a code (the
// authenticator app's, or one sent for the change by SMS or WhatsApp): with it goes the way to log
// in without a code, so it is confirmed as a change of second factor is. Each addition and removal
// is audited and told to the customer by e-mail.
import type {
  listPasskeys,
  registerPasskey,
  removePasskey,
  renamePasskey,
} from '@bank/api-contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import type { ClientInfo } from '../../security/sessions';
import { sendAlert } from '../customers/alerts';
import { customerById, type Customer } from '../customers/customers';
import { checkStepUpCode, requireStepUp } from './step-up';
import { passkeysOf, registrationCeremony, verifyRegistration, type PasskeyRow } from './webauthn';

function present(row: PasskeyRow) {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    synced: row.backed_up,
  };
}

export async function listOwn(ctx: AppContext, { auth }: CallInput<typeof listPasskeys>) {
  return { data: (await passkeysOf(ctx, auth.customerId)).map(present) };
}

export async function startRegistration(
  ctx: AppContext,
  auth: { customerId: string; sessionId: string },
  client: ClientInfo,
) {
  const { customerId } = auth;
  // A second passkey is a change of second factor: the first one is not (nothing to step up with).
  await requireStepUp(ctx, auth, 'change_second_factor');
  await ctx.rateLimit.hit(`code-send:ip:${client.ip}`, ctx.config.limits.codeSendPerIp);
  await ctx.rateLimit.hit(`passkey-register:customer:${customerId}`, {
    limit: 10,
    windowSeconds: 900,
  });
  return { data: await registrationCeremony(ctx, await customerById(ctx, customerId)) };
}

export async function finishRegistration(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof registerPasskey>,
) {
  const verified = await verifyRegistration(
    ctx,
    auth.customerId,
    body.challenge_id,
    body.credential as never,
  );
  const now = ctx.clock.now();
  let row: PasskeyRow;
  try {
    row = await ctx.db
      .insertInto('passkeys')
      .values({
        id: crypto.randomUUID(),
        customer_id: auth.customerId,
        credential_id: verified.credentialId,
        public_key: verified.publicKey,
        counter: BigInt(verified.counter),
        transports: verified.transports.join(','),
        device_type: verified.deviceType,
        backed_up: verified.backedUp,
        name: body.name,
        created_at: now,
        last_used_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ApiError('passkey_exists', 'This passkey is already registered.');
    throw error;
  }
  const customer = await customerById(ctx, auth.customerId);
  await ctx.audit.record('passkey_added', {
    customerId: customer.id,
    ip: client.ip,
    details: { passkey_id: row.id, synced: row.backed_up },
  });
  await sendAlert(
    ctx,
    customer.email,
    { kind: 'passkey', change: 'added', name: row.name },
    client,
  );
  return { data: present(row) };
}

async function ownPasskey(ctx: AppContext, customerId: string, id: string) {
  const row = await ctx.db
    .selectFrom('passkeys')
    .selectAll()
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) throw new ApiError('not_found', 'This passkey was not found.');
  return row;
}

export async function rename(
  ctx: AppContext,
  { auth, params, body, client }: CallInput<typeof renamePasskey>,
) {
  await ownPasskey(ctx, auth.customerId, params.passkey_id);
  const row = await ctx.db
    .updateTable('passkeys')
    .set({ name: body.name })
    .where('id', '=', params.passkey_id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await ctx.audit.record('passkey_renamed', {
    customerId: auth.customerId,
    ip: client.ip,
    details: { passkey_id: row.id },
  });
  return { data: present(row) };
}

/** The password and a code of the customer's second factor, for a change that needs both. */
async function confirmWithPasswordAndCode(
  ctx: AppContext,
  customer: Customer,
  password: string | undefined,
  code: string | undefined,
) {
  // A customer with no code factor (no authenticator app, no codes by SMS or WhatsApp) confirms
  // with the password alone: there is no code to ask for, and the passkey was their only factor.
  const hasCodes = Boolean(customer.totp_enabled_at || customer.otp_channel);
  if (!password || (hasCodes && !code))
    throw new ApiError(
      'validation_error',
      hasCodes
        ? 'Removing your last passkey needs your password and a code.'
        : 'Removing your last passkey needs your password.',
      {
        fields: {
          ...(password ? {} : { password: 'Enter your password.' }),
          ...(code || !hasCodes ? {} : { otp_code: 'Enter the 6-digit code.' }),
        },
      },
    );
  await ctx.rateLimit.hit(`step-up-password:customer:${customer.id}`, {
    limit: ctx.config.limits.codeAttempts,
    windowSeconds: 900,
  });
  if (!(await ctx.passwords.verify(customer.password_hash, password)))
    throw new ApiError('password_incorrect', 'The password is not correct.');
  if (hasCodes) await checkStepUpCode(ctx, customer, 'remove_passkey', code ?? '');
}

export async function remove(
  ctx: AppContext,
  { auth, params, body, client }: CallInput<typeof removePasskey>,
) {
  const row = await ownPasskey(ctx, auth.customerId, params.passkey_id);
  const customer = await customerById(ctx, auth.customerId);
  const all = await passkeysOf(ctx, customer.id);
  if (all.length === 1)
    await confirmWithPasswordAndCode(ctx, customer, body.password, body.otp_code);
  else await requireStepUp(ctx, auth, 'change_second_factor');
  await ctx.db.deleteFrom('passkeys').where('id', '=', row.id).execute();
  await ctx.audit.record('passkey_removed', {
    customerId: customer.id,
    ip: client.ip,
    details: { passkey_id: row.id, last: all.length === 1 },
  });
  await sendAlert(
    ctx,
    customer.email,
    { kind: 'passkey', change: 'removed', name: row.name },
    client,
  );
  return { data: { remaining: all.length - 1 } };
}
