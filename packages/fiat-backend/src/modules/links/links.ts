// Signed, expiring, single-use links (password reset, e-mail verification): a JWT signed with a
// key of its own (jose, HS256), whose id is a row that is marked used once.
import { errors, jwtVerify, SignJWT } from 'jose';
import { addSeconds } from '../../clock';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import { isUuid } from '../../security/crypto';

export type LinkPurpose = 'password_reset' | 'email_verify';
const LINK_TTL: Record<LinkPurpose, number> = { password_reset: 1800, email_verify: 86_400 };
const AUDIENCE: Record<LinkPurpose, string> = {
  password_reset: 'bank-reset',
  email_verify: 'bank-email-verify',
};

async function issueLink(
  ctx: AppContext,
  purpose: LinkPurpose,
  customer: { id: string; email: string },
  ttl = LINK_TTL[purpose],
): Promise<string> {
  const now = ctx.clock.now();
  const id = crypto.randomUUID();
  const expiresAt = addSeconds(now, ttl);
  await ctx.db
    .insertInto('link_tokens')
    .values({
      id,
      purpose,
      customer_id: customer.id,
      email: customer.email,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(id)
    .setSubject(customer.id)
    .setAudience(AUDIENCE[purpose])
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(ctx.keys.linkToken);
}

const invalid = () =>
  new ApiError('link_invalid', 'This link is not valid. Check that you copied all of it.');
const expired = () => new ApiError('link_expired', 'This link has expired. Ask for a new one.');
// A used link is not an expired one: the customer may have done what it was for already.
const used = () => new ApiError('link_used', 'This link was already used. It works only once.');

/** The link's row when it is usable; else link_invalid (not ours), link_used or link_expired. */
export async function checkLink(ctx: AppContext, token: string, purpose: LinkPurpose) {
  let jti: string | undefined;
  try {
    const { payload } = await jwtVerify(token, ctx.keys.linkToken, {
      algorithms: ['HS256'],
      audience: AUDIENCE[purpose],
      currentDate: ctx.clock.now(),
      requiredClaims: ['jti', 'sub', 'exp'],
    });
    jti = payload.jti;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw expired();
    throw invalid();
  }
  if (!isUuid(jti)) throw invalid();
  const row = await ctx.db
    .selectFrom('link_tokens')
    .selectAll()
    .where('id', '=', jti)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) throw invalid();
  if (row.used_at) throw used();
  if (row.expires_at.getTime() <= ctx.clock.now().getTime()) throw expired();
  return row;
}

export async function useLink(ctx: AppContext, id: string): Promise<void> {
  const done = await ctx.db
    .updateTable('link_tokens')
    .set({ used_at: ctx.clock.now() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!done) throw used();
}

/** Issues a link and e-mails it: `before`, the app's page with the token, then `after`. */
export async function mailLink(
  ctx: AppContext,
  purpose: LinkPurpose,
  customer: { id: string; email: string },
  mail: { subject: string; before: string; page: string; after: string },
  ttl = LINK_TTL[purpose],
): Promise<void> {
  const token = await issueLink(ctx, purpose, customer, ttl);
  await ctx.notifier.send({
    channel: 'email',
    to: customer.email,
    subject: mail.subject,
    text: `${mail.before}\n\n${ctx.config.publicUrl}/${mail.page}?token=${token}\n\n${mail.after}`,
  });
}

export async function sendEmailVerification(
  ctx: AppContext,
  customer: { id: string; email: string },
): Promise<void> {
  await mailLink(ctx, 'email_verify', customer, {
    subject: 'Verify your e-mail address',
    before: `Please confirm this e-mail address for your ${ctx.config.bankName} account:`,
    page: 'email_address_verify',
    after: 'The link works once and expires in 24 hours.',
  });
}
