// Login activity (spec: /security/login-activity), active sessions, and second-factor settings.
import {
  activateTotp,
  disableTotp,
  getLoginActivity,
  getMfaStatus,
  listSessions,
  regenerateRecoveryCodes,
  revokeOtherSessions,
  revokeSession,
  setOtpChannel,
  setupTotp,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { withStepUp } from '../passkeys/step-up';
import { customerById } from '../customers/customers';
import { mfaStatus } from '../customers/second-factor';
import {
  activateAuthenticator,
  activeSessions,
  chooseCodeChannel,
  logOutOtherSessions,
  logOutSession,
  loginActivity,
  removeAuthenticator,
  replaceRecoveryCodes,
  startAuthenticatorSetup,
} from './security';

export function securityRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, getLoginActivity, (input) => loginActivity(ctx, input));
  registerCall(app, ctx.sessions, listSessions, (input) => activeSessions(ctx, input));
  registerCall(app, ctx.sessions, revokeSession, (input) => logOutSession(ctx, input));
  registerCall(app, ctx.sessions, revokeOtherSessions, (input) => logOutOtherSessions(ctx, input));
  registerCall(app, ctx.sessions, getMfaStatus, async ({ auth }) => ({
    data: await mfaStatus(ctx, await customerById(ctx, auth.customerId)),
  }));
  registerCall(
    app,
    ctx.sessions,
    setupTotp,
    withStepUp(ctx, 'change_second_factor', (input) => startAuthenticatorSetup(ctx, input)),
  );
  registerCall(app, ctx.sessions, activateTotp, (input) => activateAuthenticator(ctx, input));
  registerCall(
    app,
    ctx.sessions,
    disableTotp,
    withStepUp(ctx, 'change_second_factor', (input) => removeAuthenticator(ctx, input)),
  );
  registerCall(app, ctx.sessions, regenerateRecoveryCodes, (input) =>
    replaceRecoveryCodes(ctx, input),
  );
  registerCall(
    app,
    ctx.sessions,
    setOtpChannel,
    withStepUp(ctx, 'change_second_factor', (input) => chooseCodeChannel(ctx, input)),
  );
}
