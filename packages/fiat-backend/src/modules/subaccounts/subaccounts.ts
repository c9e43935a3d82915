// Sub-accounts (manage_subaccounts): a corporate administrator invites users with a role, changes
// roles and disables or enables users. An invitation is a set-password link (the reset-password
// page) valid 72 hours; the invited user enrols a second factor at first login. A change of role, a
// disable and an enable need the administrator's one-time code, sent for that change of that user
// alone; each is recorded for the company's administrators to read, and the user is told by e-mail.
import type {
  CustomerType,
  changeSubaccountRole,
  disableSubaccount,
  enableSubaccount,
  inviteSubaccount,
  listSubaccountChanges,
  listSubaccounts,
  sendSubaccountChangeCode,
} from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { actorOf, requireAdmin, type Actor } from '../../money/actor';
import type { AuditEvent } from '../../security/audit';
import { randomToken } from '../../security/crypto';
import type { ClientInfo } from '../../security/sessions';
import { newCustomer, normaliseEmail } from '../customers/customers';
import { requireMobile } from '../customers/phones';
import { decodeCursor, encodeCursor } from '../history/queries';
import { mailLink } from '../links/links';
import { otpTarget, sendMoneyCode } from '../transfers/codes';
import {
  changesOf,
  companyName,
  emailTaken,
  emailTakenError,
  insertMember,
  memberOf,
  membersOf,
  recordChange,
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

/** One change of one user: what a code is sent for and what it confirms. */
type Change =
  { change: 'role'; customer_type: CustomerType } | { change: 'disable' } | { change: 'enable' };

/**
 * A code is the administrator's own, for this change of this user: a code for "make X a viewer"
 * confirms neither "make X an administrator" nor a change of anyone else, nor another administrator's.
 */
const changeSubject = (adminId: string, customerId: string, change: Change) =>
  `${adminId}:${customerId}:${change.change === 'role' ? `role:${change.customer_type}` : change.change}`;

/** The words of the roles in messages (the app's names and what each can do). */
const ROLE_WORDS: Record<CustomerType, { name: string; can: string }> = {
  viewer: { name: 'Viewer', can: 'see balances, transactions and statements, and move no money' },
  preparer: {
    name: 'Preparer',
    can: 'prepare transfers and conversions, which wait for an approver or administrator',
  },
  approver: { name: 'Approver', can: 'send money and approve or reject what preparers prepare' },
  admin: {
    name: 'Administrator',
    can: "do everything an approver can, and manage the company's identity check and its users",
  },
};

const nameOf = (row: Pick<Member, 'first_name' | 'last_name' | 'email'>) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email;

/** Refuses a change that would change nothing (the role they have, disabled twice, enabled while active). */
function refuseUnchanged(row: Member, change: Change): void {
  const name = nameOf(row);
  if (change.change === 'role' && (row.customer_type ?? 'viewer') === change.customer_type)
    throw new ApiError(
      'invalid_state',
      `${name} is already ${ROLE_WORDS[change.customer_type].name}: there is nothing to change.`,
    );
  if (change.change === 'disable' && row.disabled_at)
    throw new ApiError('invalid_state', `${name} is already disabled.`);
  if (change.change === 'enable' && !row.disabled_at)
    throw new ApiError('invalid_state', `${name} is not disabled: there is nothing to enable.`);
}

/** The user this administrator may change so, now: their company's, not themselves, a real change. */
async function changeable(
  ctx: AppContext,
  actor: Actor,
  customerId: string,
  change: Change,
): Promise<Member> {
  requireAdmin(actor);
  notSelf(actor, customerId, change.change === 'role' ? 'change the role of' : change.change);
  const row = await memberOf(ctx.db, actor.ownerId, customerId);
  refuseUnchanged(row, change);
  return row;
}

/** "the change of Omar Haddad's role to Approver": what the code confirms, in its message. */
function whatChanges(row: Member, change: Change): string {
  const name = nameOf(row);
  switch (change.change) {
    case 'role':
      return `the change of ${name}'s role to ${ROLE_WORDS[change.customer_type].name}`;
    case 'disable':
      return `disabling ${name}`;
    case 'enable':
      return `enabling ${name} again`;
  }
}

/** Sends the administrator the one-time code that confirms one change of one user. */
export async function sendChangeCode(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof sendSubaccountChangeCode>,
) {
  const actor = actorOf(auth);
  const { channel, ...change } = body;
  const row = await changeable(ctx, actor, params.customer_id, change);
  await ctx.rateLimit.hit(
    `code-send:customer:${actor.customerId}`,
    ctx.config.limits.codeSendPerSubject,
  );
  const target = await otpTarget(ctx, actor.customerId, channel);
  const expiresAt = await sendMoneyCode(
    ctx,
    'subaccount_change',
    changeSubject(actor.customerId, params.customer_id, change),
    target,
    whatChanges(row, change),
  );
  return {
    data: { channel: target.channel, sent_to: target.sentTo, expires_at: expiresAt.toISOString() },
  };
}

const EVENTS: Record<Change['change'], AuditEvent> = {
  role: 'subaccount_role_changed',
  disable: 'subaccount_disabled',
  enable: 'subaccount_enabled',
};

/** The e-mail that tells the user what changed and what they can do now. */
async function tellUser(ctx: AppContext, actor: Actor, row: Member, change: Change, from: Member) {
  const bank = ctx.config.bankName;
  const company = (await companyName(ctx.db, actor.ownerId)) ?? 'your company';
  const by = nameOf(await memberOf(ctx.db, actor.ownerId, actor.customerId));
  const role = ROLE_WORDS[row.customer_type ?? 'viewer'];
  const ask = `If you have a question about this, ask ${by} or another administrator of ${company}.`;
  const message = (() => {
    switch (change.change) {
      case 'role':
        return {
          subject: `Your role at ${company} is now ${role.name}`,
          text: `Your role at ${company} in ${bank} online banking is now ${role.name} (it was ${ROLE_WORDS[from.customer_type ?? 'viewer'].name}): you can now ${role.can}. It applies from your next action. ${by} made this change.\n\n${ask}`,
        };
      case 'disable':
        return {
          subject: `Your access to ${company} in ${bank} is disabled`,
          text: `${by} disabled your access to ${company} in ${bank} online banking: you were logged out everywhere and cannot log in.\n\n${ask}`,
        };
      case 'enable':
        return {
          subject: `Your access to ${company} in ${bank} is enabled again`,
          text: `${by} enabled your access to ${company} in ${bank} online banking again: you can log in as ${role.name}, and you can ${role.can}.\n\n${ask}`,
        };
    }
  })();
  await ctx.notifier.send({ channel: 'email', to: row.email, ...message });
}

/**
 * Makes one change of one user, confirmed by the administrator's code for it: refused before the
 * code is used when nothing would change; recorded with the change, in one transaction; then the
 * user's sessions end (disable) and the user is told.
 */
async function applyChange(
  ctx: AppContext,
  auth: CallInput<typeof changeSubaccountRole>['auth'],
  customerId: string,
  change: Change,
  code: string,
  client: ClientInfo,
) {
  const actor = actorOf(auth);
  await changeable(ctx, actor, customerId, change);
  await ctx.codes.consume(
    'subaccount_change',
    changeSubject(actor.customerId, customerId, change),
    code,
  );
  const now = ctx.clock.now();
  const { before, after } = await ctx.db.transaction().execute(async (tx) => {
    // Another administrator may have changed this user since: decide on the row as it is now.
    const before = await memberOf(tx, actor.ownerId, customerId, true);
    refuseUnchanged(before, change);
    const after = await updateMember(
      tx,
      customerId,
      change.change === 'role'
        ? { customer_type: change.customer_type, updated_at: now }
        : { disabled_at: change.change === 'disable' ? now : null, updated_at: now },
    );
    await recordChange(tx, {
      company_id: actor.ownerId,
      changed_by: actor.customerId,
      customer_id: customerId,
      change: change.change,
      from_role: change.change === 'role' ? (before.customer_type ?? 'viewer') : null,
      to_role: change.change === 'role' ? change.customer_type : null,
      created_at: now,
    });
    return { before, after };
  });
  if (change.change === 'disable') await ctx.sessions.revokeAll(customerId, 'disabled');
  await ctx.audit.record(EVENTS[change.change], {
    customerId: actor.customerId,
    ip: client.ip,
    details: {
      target: customerId,
      ...(change.change === 'role' ? { role: change.customer_type } : {}),
    },
  });
  await tellUser(ctx, actor, after, change, before);
  return { data: view(after, actor) };
}

/** Changes another user's role (applies on their next request). */
export function changeRole(
  ctx: AppContext,
  { auth, params, body, client }: CallInput<typeof changeSubaccountRole>,
) {
  const change = { change: 'role', customer_type: body.customer_type } as const;
  return applyChange(ctx, auth, params.customer_id, change, body.otp_code, client);
}

/** Disables another user: their sessions end at once. */
export function disable(
  ctx: AppContext,
  { auth, params, body, client }: CallInput<typeof disableSubaccount>,
) {
  return applyChange(ctx, auth, params.customer_id, { change: 'disable' }, body.otp_code, client);
}

/** Enables a disabled user again. */
export function enable(
  ctx: AppContext,
  { auth, params, body, client }: CallInput<typeof enableSubaccount>,
) {
  return applyChange(ctx, auth, params.customer_id, { change: 'enable' }, body.otp_code, client);
}

const person = (id: string, email: string, first: string | null, last: string | null) => ({
  customer_id: id,
  email,
  first_name: first,
  last_name: last,
});

/** The changes made to the company's users, newest first (administrators only). */
export async function changeList(
  ctx: AppContext,
  { auth, query }: CallInput<typeof listSubaccountChanges>,
) {
  const actor = actorOf(auth);
  requireAdmin(actor);
  const limit = query.limit ?? 20;
  const rows = await changesOf(
    ctx.db,
    actor.ownerId,
    query.cursor ? decodeCursor(query.cursor) : undefined,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    data: {
      items: page.map((r) => ({
        change_id: r.id,
        change: r.change,
        from_role: r.from_role,
        to_role: r.to_role,
        changed_by: person(r.by_id, r.by_email, r.by_first_name, r.by_last_name),
        user: person(r.user_id, r.user_email, r.user_first_name, r.user_last_name),
        created_at: r.created_at.toISOString(),
      })),
      next_cursor: rows.length > limit && last ? encodeCursor(last) : null,
    },
  };
}
