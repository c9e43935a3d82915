// Scheduled and recurring transfers (issue 27): the calls, and the development tick of the job queue.
import {
  approveStandingOrder,
  sendStandingOrderApprovalCode,
  cancelStandingOrder,
  changeStandingOrderAmount,
  confirmStandingOrder,
  createStandingOrder,
  resendStandingOrderCode,
  getStandingOrder,
  listStandingOrders,
  pauseStandingOrder,
  resumeStandingOrder,
  runSchedulerTick,
  skipStandingOrderRun,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import {
  approveOrder,
  sendOrderApprovalCode,
  cancelOrder,
  changeAmount,
  confirmOrder,
  createOrder,
  resendOrderCode,
  getOrder,
  listOrders,
  pauseOrder,
  resumeOrder,
  skipNext,
} from './orders';
import { schedulerOf } from './runner';

export function standingOrderRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, createStandingOrder, ({ auth, body }) =>
    createOrder(ctx, auth, body),
  );
  registerCall(app, ctx.sessions, confirmStandingOrder, ({ auth, params, body }) =>
    confirmOrder(ctx, auth, params.order_id, body.otp_code),
  );
  registerCall(app, ctx.sessions, resendStandingOrderCode, ({ auth, params }) =>
    resendOrderCode(ctx, auth, params.order_id),
  );
  registerCall(app, ctx.sessions, listStandingOrders, ({ auth, query }) =>
    listOrders(ctx, auth, query.all === 'true'),
  );
  registerCall(app, ctx.sessions, getStandingOrder, ({ auth, params }) =>
    getOrder(ctx, auth, params.order_id),
  );
  registerCall(app, ctx.sessions, skipStandingOrderRun, ({ auth, params }) =>
    skipNext(ctx, auth, params.order_id),
  );
  registerCall(app, ctx.sessions, pauseStandingOrder, ({ auth, params }) =>
    pauseOrder(ctx, auth, params.order_id),
  );
  registerCall(app, ctx.sessions, resumeStandingOrder, ({ auth, params }) =>
    resumeOrder(ctx, auth, params.order_id),
  );
  registerCall(app, ctx.sessions, cancelStandingOrder, ({ auth, params }) =>
    cancelOrder(ctx, auth, params.order_id),
  );
  registerCall(app, ctx.sessions, sendStandingOrderApprovalCode, ({ auth, params, body }) =>
    sendOrderApprovalCode(ctx, auth, params.order_id, body?.channel),
  );
  registerCall(app, ctx.sessions, approveStandingOrder, ({ auth, params, body }) =>
    approveOrder(ctx, auth, params.order_id, body.otp_code),
  );
  registerCall(app, ctx.sessions, changeStandingOrderAmount, ({ auth, params, body }) =>
    changeAmount(ctx, auth, params.order_id, body),
  );
  if (ctx.config.devRoutes)
    registerCall(app, ctx.sessions, runSchedulerTick, async () => ({
      data: await schedulerOf(ctx).tick(),
    }));
}
