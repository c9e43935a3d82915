// Login (spec: /auth0/login_with_auth0), second factor (spec: /auth0/mfa/confirm_auth0), login
// codes by SMS or WhatsApp, authenticator enrolment at login, missing-profile update, captcha.
import {
  captchaChallenge,
  confirmMfa,
  enrolTotpAtLogin,
  loginWithAuth0,
  sendMfaOtp,
  updateInfo,
} from '@bank/api-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { setRefreshCookie } from '../../http/cookies';
import { registerCall } from '../../http/route';
import { completeProfile, passwordLogin } from './login';
import { confirmSecondFactor, enrolAuthenticator, sendLoginCode } from './mfa';

export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** A finished login sets the refresh cookie; every other outcome is its answer alone. */
  const answer = <A>(reply: FastifyReply, outcome: { answer: A; refreshToken?: string }): A => {
    if (outcome.refreshToken) setRefreshCookie(ctx.config, reply, outcome.refreshToken);
    return outcome.answer;
  };

  registerCall(app, ctx.sessions, captchaChallenge, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return (await ctx.captcha.challenge()) as never;
  });
  registerCall(app, ctx.sessions, loginWithAuth0, async ({ body, client, reply }) =>
    answer(reply, await passwordLogin(ctx, body, client)),
  );
  registerCall(app, ctx.sessions, sendMfaOtp, ({ body, client }) =>
    sendLoginCode(ctx, body, client),
  );
  registerCall(app, ctx.sessions, enrolTotpAtLogin, ({ body }) =>
    enrolAuthenticator(ctx, body.mfa_token),
  );
  registerCall(app, ctx.sessions, confirmMfa, async ({ body, client, reply }) =>
    answer(reply, await confirmSecondFactor(ctx, body, client)),
  );
  registerCall(app, ctx.sessions, updateInfo, async ({ body, client, reply }) =>
    answer(reply, await completeProfile(ctx, body, client)),
  );
}
