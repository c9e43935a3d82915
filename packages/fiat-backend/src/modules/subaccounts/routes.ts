// Sub-accounts (manage_subaccounts): a corporate administrator invites users with a role, changes
// roles and disables or enables users (each confirmed with the administrator's one-time code, and
// recorded: the list of changes). An invitation is a set-password link (the reset-password page)
// valid 72 hours; the invited user enrols a second factor at first login.
import {
  changeSubaccountRole,
  disableSubaccount,
  enableSubaccount,
  inviteSubaccount,
  listSubaccountChanges,
  listSubaccounts,
  sendSubaccountChangeCode,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import {
  changeList,
  changeRole,
  companyUsers,
  disable,
  enable,
  invite,
  sendChangeCode,
} from './subaccounts';

export function subaccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, listSubaccounts, (input) => companyUsers(ctx, input));
  registerCall(app, ctx.sessions, inviteSubaccount, (input) => invite(ctx, input));
  registerCall(app, ctx.sessions, sendSubaccountChangeCode, (input) => sendChangeCode(ctx, input));
  registerCall(app, ctx.sessions, changeSubaccountRole, (input) => changeRole(ctx, input));
  registerCall(app, ctx.sessions, disableSubaccount, (input) => disable(ctx, input));
  registerCall(app, ctx.sessions, enableSubaccount, (input) => enable(ctx, input));
  registerCall(app, ctx.sessions, listSubaccountChanges, (input) => changeList(ctx, input));
}
