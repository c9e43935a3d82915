// @bank/api-contract: one typed source of truth for the fiat backend's calls.
import { z } from 'zod';
import { defineCall, envelope } from './common';
import * as auth from './auth';
import * as customer from './customer';
import * as security from './security';
import * as registration from './registration';
import * as password from './password';
import * as dev from './dev';
import { buildOpenApiDocument, type OpenApiOptions } from './openapi';

export * from './common';
export * from './auth';
export * from './customer';
export * from './security';
export * from './registration';
export * from './password';
export * from './dev';
export { buildOpenApiDocument, type OpenApiOptions } from './openapi';

export const health = defineCall({
  id: 'health',
  area: 'system',
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database reachability',
  auth: 'none',
  status: 200,
  response: envelope(z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })),
  errors: ['service_unavailable'],
});

/** Every call of the contract, in the order the OpenAPI document lists them. */
export const calls = {
  health,
  captchaChallenge: auth.captchaChallenge,
  loginWithAuth0: auth.loginWithAuth0,
  confirmMfa: auth.confirmMfa,
  sendMfaOtp: auth.sendMfaOtp,
  enrolTotpAtLogin: auth.enrolTotpAtLogin,
  updateInfo: auth.updateInfo,
  refreshToken: customer.refreshToken,
  getCustomerDetails: customer.getCustomerDetails,
  logout: customer.logout,
  isAuthorised: customer.isAuthorised,
  getCustomerType: customer.getCustomerType,
  resendEmailVerification: security.resendEmailVerification,
  getLoginActivity: security.getLoginActivity,
  listSessions: security.listSessions,
  revokeSession: security.revokeSession,
  revokeOtherSessions: security.revokeOtherSessions,
  getMfaStatus: security.getMfaStatus,
  setupTotp: security.setupTotp,
  activateTotp: security.activateTotp,
  disableTotp: security.disableTotp,
  regenerateRecoveryCodes: security.regenerateRecoveryCodes,
  setOtpChannel: security.setOtpChannel,
  startRegistration: registration.startRegistration,
  verifyCorporateEmail: registration.verifyCorporateEmail,
  resendCorporateCode: registration.resendCorporateCode,
  setRegistrationPassword: registration.setRegistrationPassword,
  setPersonalDetails: registration.setPersonalDetails,
  generateRegistrationOtp: registration.generateRegistrationOtp,
  verifyRegistrationOtp: registration.verifyRegistrationOtp,
  completeRegistration: registration.completeRegistration,
  verifyEmailAddress: registration.verifyEmailAddress,
  forgotPassword: password.forgotPassword,
  checkResetLink: password.checkResetLink,
  resetPassword: password.resetPassword,
  readOutbox: dev.readOutbox,
} as const;

export type Calls = typeof calls;
export type CallId = keyof Calls;
export const callList = Object.values(calls);

export function openApiDocument(options: OpenApiOptions = {}) {
  return buildOpenApiDocument(callList, options);
}
