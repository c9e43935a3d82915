// Passkeys: the security settings' calls and the login with a passkey.
import {
  listPasskeys,
  loginWithPasskey,
  passkeyLoginOptions,
  passkeyRegistrationOptions,
  registerPasskey,
  removePasskey,
  renamePasskey,
  sendStepUpCode,
  stepUp,
  stepUpOptions,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { setRefreshCookie } from '../../http/cookies';
import { registerCall } from '../../http/route';
import { loginOptions, passkeyLogin } from './login';
import { finishRegistration, listOwn, remove, rename, startRegistration } from './settings';
import { confirmStepUp, passkeyStepUpOptions, sendStepUp } from './step-up';

export function passkeyRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, listPasskeys, (input) => listOwn(ctx, input));
  registerCall(app, ctx.sessions, passkeyRegistrationOptions, ({ auth, client }) =>
    startRegistration(ctx, auth, client),
  );
  registerCall(app, ctx.sessions, registerPasskey, (input) => finishRegistration(ctx, input));
  registerCall(app, ctx.sessions, renamePasskey, (input) => rename(ctx, input));
  registerCall(app, ctx.sessions, removePasskey, (input) => remove(ctx, input));
  registerCall(app, ctx.sessions, sendStepUpCode, (input) => sendStepUp(ctx, input));
  registerCall(app, ctx.sessions, stepUpOptions, (input) => passkeyStepUpOptions(ctx, input));
  registerCall(app, ctx.sessions, stepUp, (input) => confirmStepUp(ctx, input));
  registerCall(app, ctx.sessions, passkeyLoginOptions, (input) => loginOptions(ctx, input));
  registerCall(app, ctx.sessions, loginWithPasskey, async (input) => {
    const { answer, refreshToken } = await passkeyLogin(ctx, input);
    if (refreshToken) setRefreshCookie(ctx.config, input.reply, refreshToken);
    return answer;
  });
}
