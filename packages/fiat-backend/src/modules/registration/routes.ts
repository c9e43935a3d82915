// Registration in steps, each carrying the registration_token; corporate e-mail code; e-mail
// verification links (also resent from settings).
import {
  completeRegistration,
  generateRegistrationOtp,
  resendCorporateCode,
  resendEmailVerification,
  setPersonalDetails,
  setRegistrationPassword,
  startRegistration,
  verifyCorporateEmail,
  verifyEmailAddress,
  verifyRegistrationOtp,
} from '@bank/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { setRefreshCookie } from '../../http/cookies';
import { registerCall } from '../../http/route';
import {
  choosePassword,
  complete,
  personalDetails,
  resendCorporate,
  resendVerification,
  sendPhoneCode,
  start,
  verifyCorporate,
  verifyEmail,
  verifyPhone,
} from './registration';

export function registrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx.sessions, startRegistration, (input) => start(ctx, input));
  registerCall(app, ctx.sessions, verifyCorporateEmail, (input) => verifyCorporate(ctx, input));
  registerCall(app, ctx.sessions, resendCorporateCode, (input) => resendCorporate(ctx, input));
  registerCall(app, ctx.sessions, setRegistrationPassword, (input) => choosePassword(ctx, input));
  registerCall(app, ctx.sessions, setPersonalDetails, (input) => personalDetails(ctx, input));
  registerCall(app, ctx.sessions, generateRegistrationOtp, (input) => sendPhoneCode(ctx, input));
  registerCall(app, ctx.sessions, verifyRegistrationOtp, (input) => verifyPhone(ctx, input));
  registerCall(app, ctx.sessions, completeRegistration, async (input) => {
    // A completed registration is logged in (registration.ts, SESSION_AFTER_PHONE_CODE).
    const { answer, refreshToken } = await complete(ctx, input);
    if (refreshToken) setRefreshCookie(ctx.config, input.reply, refreshToken);
    return answer;
  });
  registerCall(app, ctx.sessions, verifyEmailAddress, (input) => verifyEmail(ctx, input));
  registerCall(app, ctx.sessions, resendEmailVerification, (input) =>
    resendVerification(ctx, input),
  );
}
