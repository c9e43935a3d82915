// Maker-checker for corporate customers: a preparer's transaction waits in awaiting_approval; an
// approver or administrator approves it (the money moves only then) or rejects it (nothing moves).
import {
  approveReview,
  getReview,
  listReviews,
  rejectReview,
  sendApprovalCode,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { approve, reject, reviewList, reviewOne, sendApprovalCodeCall } from './reviews';

export function reviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, listReviews, (input) => reviewList(ctx, input));
  registerCall(app, ctx.sessions, getReview, (input) => reviewOne(ctx, input));
  registerCall(app, ctx.sessions, sendApprovalCode, (input) => sendApprovalCodeCall(ctx, input));
  registerCall(app, ctx.sessions, approveReview, (input) => approve(ctx, input));
  registerCall(app, ctx.sessions, rejectReview, (input) => reject(ctx, input));
}
