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
import type { AppContext } from '../../context';
import { clearRefreshCookie, setRefreshCookie } from '../../http/cookies';
import { ApiError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { customerDetails } from './customers';

const notYours = () => new ApiError('forbidden', 'You can only see and change your own data.');

export function customerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, refreshToken, async ({ request, reply, client }) => {
    try {
      const issued = await ctx.sessions.refresh(request.cookies[REFRESH_COOKIE.name], client);
      setRefreshCookie(ctx.config, reply, issued.refreshToken);
      reply.header('cache-control', 'no-store');
      return {
        new_jwt_tokens: {
          tokens: {
            access_token: issued.accessToken,
            token_type: 'Bearer' as const,
            expires_in: issued.expiresIn,
          },
        },
      };
    } catch (error) {
      clearRefreshCookie(ctx.config, reply);
      throw error;
    }
  });

  registerCall(app, ctx.sessions, getCustomerDetails, async ({ auth, query }) => {
    if (query.customer_id && query.customer_id !== auth.customerId) throw notYours();
    return { data: await customerDetails(ctx, auth.customerId) };
  });

  registerCall(app, ctx.sessions, logout, async ({ auth, query, reply, client }) => {
    if (query.customer_id !== auth.customerId) throw notYours();
    await ctx.sessions.revoke(auth.sessionId, 'logout');
    clearRefreshCookie(ctx.config, reply);
    await ctx.audit.record('logout', {
      customerId: auth.customerId,
      ip: client.ip,
      details: { session_id: auth.sessionId },
    });
    return { data: { message: 'You have been logged out.' } };
  });

  registerCall(app, ctx.sessions, isAuthorised, async ({ auth }) => ({
    data: {
      customer_id: auth.customerId,
      user_type: auth.userType,
      customer_type: auth.customerType,
    },
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
