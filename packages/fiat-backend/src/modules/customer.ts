// The spec's session calls: refresh, customer details, logout, isauthorised; and the customer-type lookup.
import {
  getCustomerDetails,
  getCustomerType,
  isAuthorised,
  logout,
  REFRESH_COOKIE,
  refreshToken,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { registerCall } from '../http/route';
import { clearRefreshCookie, customerById, missingFields, recoveryCodesLeft, setRefreshCookie } from './shared';

const notYours = () => new ApiError('forbidden', 'You can only see and change your own data.');

export function customerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, refreshToken, async ({ request, reply, client }) => {
    try {
      const issued = await ctx.sessions.refresh(request.cookies[REFRESH_COOKIE.name], client);
      setRefreshCookie(ctx, reply, issued.refreshToken);
      reply.header('cache-control', 'no-store');
      return { new_jwt_tokens: { tokens: { access_token: issued.accessToken, token_type: 'Bearer' as const, expires_in: issued.expiresIn } } };
    } catch (error) {
      clearRefreshCookie(ctx, reply);
      throw error;
    }
  });

  registerCall(app, ctx.sessions, getCustomerDetails, async ({ auth, query }) => {
    if (query.customer_id && query.customer_id !== auth.customerId) throw notYours();
    const c = await customerById(ctx, auth.customerId);
    const company = c.company_id
      ? await ctx.db.selectFrom('companies').select(['id', 'name']).where('id', '=', c.company_id).executeTakeFirst()
      : undefined;
    const fullName = [c.first_name, c.last_name].filter(Boolean).join(' ');
    return {
      data: {
        customer_id: c.id,
        user_type: c.user_type,
        customer_type: c.customer_type,
        email: c.email,
        email_verified: c.email_verified_at !== null,
        first_name: c.first_name,
        last_name: c.last_name,
        full_name: fullName || null,
        date_of_birth: c.date_of_birth,
        nationality: c.nationality,
        country_of_residence: c.country_of_residence,
        phone: c.phone,
        phone_verified: c.phone_verified_at !== null,
        company: company ? { company_id: company.id, name: company.name } : null,
        mfa: {
          totp_enabled: c.totp_enabled_at !== null,
          otp_channel: c.otp_channel,
          recovery_codes_remaining: await recoveryCodesLeft(ctx, c.id),
        },
        missing_fields: missingFields(c),
        created_at: c.created_at.toISOString(),
      },
    };
  });

  registerCall(app, ctx.sessions, logout, async ({ auth, query, reply, client }) => {
    if (query.customer_id !== auth.customerId) throw notYours();
    await ctx.sessions.revoke(auth.sessionId, 'logout');
    clearRefreshCookie(ctx, reply);
    await ctx.audit.record('logout', { customerId: auth.customerId, ip: client.ip, details: { session_id: auth.sessionId } });
    return { data: { message: 'You have been logged out.' } };
  });

  registerCall(app, ctx.sessions, isAuthorised, async ({ auth }) => ({
    data: { customer_id: auth.customerId, user_type: auth.userType, customer_type: auth.customerType },
  }));

  registerCall(app, ctx.sessions, getCustomerType, async ({ auth }) => {
    const t = auth.customerType;
    return {
      data: {
        user_type: auth.userType,
        customer_type: t,
        is_viewer_or_preparer: t === 'viewer' || t === 'preparer',
        is_viewer: t === 'viewer',
        can_approve: auth.userType === 'individual' || t === 'approver' || t === 'admin',
        can_administer: auth.userType === 'individual' || t === 'admin',
      },
    };
  });
}
