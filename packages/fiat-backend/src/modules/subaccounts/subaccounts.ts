// Sub-accounts (manage_subaccounts): a corporate administrator invites users with a role, changes
// roles and disables or enables users. An invitation is a set-password link (the reset-password
// page) valid 72 hours; the invited user enrols a second factor at first login.
import type {
  changeSubaccountRole,
  disableSubaccount,
  enableSubaccount,
  inviteSubaccount,
  listSubaccounts,
} from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { actorOf, requireAdmin, type Actor } from '../../money/actor';
import { randomToken } from '../../security/crypto';
import { newCustomer, normaliseEmail } from '../customers/customers';
import { requireMobile } from '../customers/phones';
import { mailLink } from '../links/links';
import {
  companyName,
  emailTaken,
  emailTakenError,
  insertMember,
  memberOf,
  membersOf,
  updateMember,
  type Member,
} from './queries';

const INVITATION_TTL = 72 * 3600;

function view(row: Member, actor: Actor) {
  // invited_at stays set until the invitee sets a password (the reset clears it).
  const invited = row.invited_at !== null;
  return {
    customer_id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    customer_type: row.customer_type ?? 'viewer',
    status: row.disabled_at
      ? ('disabled' as const)
      : invited
        ? ('invited' as const)
        : ('active' as const),
    is_self: row.id === actor.customerId,
    created_at: row.created_at.toISOString(),
  };
}

function notSelf(actor: Actor, customerId: string, what: string): void {
  if (customerId === actor.customerId)
    throw new ApiError('forbidden', `You cannot ${what} yourself: ask another administrator.`);
}

/** The company's users (administrators only). */
export async function companyUsers(ctx: AppContext, { auth }: CallInput<typeof listSubaccounts>) {
  const actor = actorOf(auth);
  requireAdmin(actor);
  const rows = await membersOf(ctx.db, actor.ownerId);
  return { data: rows.map((r) => view(r, actor)) };
}

/** Invites a user with a role: a set-password link by e-mail. */
export async function invite(
  ctx: AppContext,
  { auth, body, client }: CallInput<typeof inviteSubaccount>,
) {
  const actor = actorOf(auth);
  requireAdmin(actor);
  const email = normaliseEmail(body.email);
  if (await emailTaken(ctx.db, email)) throw emailTakenError();
  const now = ctx.clock.now();
  const id = crypto.randomUUID();
  // Nobody knows this password: the invited user sets theirs through the link.
  const unusable = await ctx.passwords.hash(randomToken(32));
  const row = await insertMember(
    ctx.db,
    newCustomer(
      {
        id,
        email: body.email,
        // The invitation link proves the address.
        email_verified_at: now,
        password_hash: unusable,
        user_type: 'corporate',
        customer_type: body.customer_type,
        company_id: actor.ownerId,
        first_name: body.first_name,
        last_name: body.last_name,
        country_of_residence: 'AE',
        phone: body.phone ? requireMobile(body.phone) : null,
        invited_at: now,
        invited_by: actor.customerId,
        // The company's verification is every user's: the new user shares its outcome.
        kyc_status: actor.kycStatus,
      },
      now,
    ),
  );
  const company = await companyName(ctx.db, actor.ownerId);
  await mailLink(
    ctx,
    'password_reset',
    { id, email: body.email },
    {
      subject: `You are invited to ${company ?? 'your company'}'s ${ctx.config.bankName} account`,
      before: `You have been invited as ${body.customer_type} of ${company ?? 'a business account'}. Set your password here:`,
      page: 'reset_password',
      after:
        'The link works once and expires in 72 hours. At your first login you will set up an authenticator app.',
    },
    INVITATION_TTL,
  );
  await ctx.audit.record('subaccount_invited', {
    customerId: actor.customerId,
    ip: client.ip,
    details: { invited: id, role: body.customer_type },
  });
  return { data: view(row, actor) };
}

/** Changes another user's role (applies on their next request). */
export async function changeRole(
  ctx: AppContext,
  { auth, params, body, client }: CallInput<typeof changeSubaccountRole>,
) {
  const actor = actorOf(auth);
  requireAdmin(actor);
  notSelf(actor, params.customer_id, 'change the role of');
  await memberOf(ctx.db, actor.ownerId, params.customer_id);
  const row = await updateMember(ctx.db, params.customer_id, {
    customer_type: body.customer_type,
    updated_at: ctx.clock.now(),
  });
  await ctx.audit.record('subaccount_role_changed', {
    customerId: actor.customerId,
    ip: client.ip,
    details: { target: params.customer_id, role: body.customer_type },
  });
  return { data: view(row, actor) };
}

/** Disables another user: their sessions end at once. */
export async function disable(
  ctx: AppContext,
  { auth, params, client }: CallInput<typeof disableSubaccount>,
) {
  const actor = actorOf(auth);
  requireAdmin(actor);
  notSelf(actor, params.customer_id, 'disable');
  const current = await memberOf(ctx.db, actor.ownerId, params.customer_id);
  const now = ctx.clock.now();
  const row = await updateMember(ctx.db, params.customer_id, {
    disabled_at: current.disabled_at ?? now,
    updated_at: now,
  });
  await ctx.sessions.revokeAll(params.customer_id, 'disabled');
  await ctx.audit.record('subaccount_disabled', {
    customerId: actor.customerId,
    ip: client.ip,
    details: { target: params.customer_id },
  });
  return { data: view(row, actor) };
}

/** Enables a disabled user again. */
export async function enable(
  ctx: AppContext,
  { auth, params, client }: CallInput<typeof enableSubaccount>,
) {
  const actor = actorOf(auth);
  requireAdmin(actor);
  await memberOf(ctx.db, actor.ownerId, params.customer_id);
  const row = await updateMember(ctx.db, params.customer_id, {
    disabled_at: null,
    updated_at: ctx.clock.now(),
  });
  await ctx.audit.record('subaccount_enabled', {
    customerId: actor.customerId,
    ip: client.ip,
    details: { target: params.customer_id },
  });
  return { data: view(row, actor) };
}
