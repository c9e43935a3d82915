// The method and path of every call, by call id: plain data, no zod. The contract's calls take
// their method and path from here (each `defineCall`), and the app imports this module
// (`@bank/api-contract/paths`) at run time to send them, without the schema library.

import type { MORE_TABLE } from './paths-more';

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Method and path (under FIAT_BASE_PATH; `:name` marks a path parameter) of every call, one line
 * each ("POST /requests"): read into `API_PATHS` below. Written as one string per call because the
 * app ships this table on every page (a third less gzip than an object per call).
 */
const TABLE = {
  // system
  health: 'GET /health',
  // auth
  captchaChallenge: 'GET /captcha/challenge',
  loginWithAuth0: 'POST /auth0/login_with_auth0',
  confirmMfa: 'POST /auth0/mfa/confirm_auth0',
  sendMfaOtp: 'POST /auth0/mfa/send_otp',
  passkeyLoginOptions: 'POST /auth0/passkey/options',
  loginWithPasskey: 'POST /auth0/passkey/login',
  enrolTotpAtLogin: 'POST /auth0/mfa/totp/setup',
  updateInfo: 'POST /customer/update_info',
  // customer
  refreshToken: 'POST /customer/refresh',
  getCustomerDetails: 'GET /customer/get_customer_details_by_id',
  logout: 'DELETE /customer/logout',
  isAuthorised: 'POST /customer/isauthorised',
  getCustomerType: 'GET /customer/customer_type',
  // security
  resendEmailVerification: 'POST /customer/email/resend_verification',
  getLoginActivity: 'GET /security/login-activity',
  listSessions: 'GET /security/sessions',
  revokeSession: 'DELETE /security/sessions/:session_id',
  revokeOtherSessions: 'POST /security/sessions/revoke_others',
  getMfaStatus: 'GET /security/mfa',
  setupTotp: 'POST /security/mfa/totp/setup',
  activateTotp: 'POST /security/mfa/totp/activate',
  disableTotp: 'POST /security/mfa/totp/disable',
  regenerateRecoveryCodes: 'POST /security/mfa/recovery_codes',
  setOtpChannel: 'PUT /security/mfa/otp_channel',
  passkeyRegistrationOptions: 'POST /security/passkeys/options',
  registerPasskey: 'POST /security/passkeys',
  listPasskeys: 'GET /security/passkeys',
  renamePasskey: 'PATCH /security/passkeys/:passkey_id',
  removePasskey: 'POST /security/passkeys/:passkey_id/remove',
  sendStepUpCode: 'POST /security/step_up/code',
  stepUpOptions: 'POST /security/step_up/passkey',
  stepUp: 'POST /security/step_up',
  changePassword: 'POST /security/password',
  passkeyApprovalOptions: 'POST /security/passkeys/approval',
  // registration
  startRegistration: 'POST /registration/start',
  verifyCorporateEmail: 'POST /registration/corporate/verify',
  resendCorporateCode: 'POST /registration/corporate/resend',
  setRegistrationPassword: 'POST /registration/password',
  setPersonalDetails: 'POST /registration/personal_details',
  generateRegistrationOtp: 'POST /registration/otp/generate',
  verifyRegistrationOtp: 'POST /registration/otp/verify',
  completeRegistration: 'POST /registration/complete',
  verifyEmailAddress: 'POST /registration/email/verify',
  // password
  forgotPassword: 'POST /password/forgot',
  checkResetLink: 'POST /password/reset/check',
  resetPassword: 'POST /password/reset',
  // wallets
  listWallets: 'GET /wallet/list',
  listWalletCurrencies: 'GET /wallet/currencies',
  getWallet: 'GET /wallet/:wallet_id',
  openWallet: 'POST /wallet/open',
  // beneficiaries
  listBeneficiaries: 'GET /beneficiary/list',
  getBeneficiary: 'GET /beneficiary/:beneficiary_id',
  addBeneficiary: 'POST /beneficiary/add',
  updateBeneficiary: 'PUT /beneficiary/:beneficiary_id',
  deleteBeneficiary: 'DELETE /beneficiary/:beneficiary_id',
  lookupBank: 'GET /bank/:bic',
  // topups
  bankTransferInstructions: 'GET /topup/bank_transfer/:wallet_id',
  cardTopupQuote: 'POST /topup/card/quote',
  confirmCardTopup: 'POST /topup/card/confirm',
  getTopup: 'GET /topup/:transaction_id',
  // transfers
  internalTransfer: 'POST /transfer/internal',
  lookupInternalRecipient: 'POST /transfer/internal/recipient',
  externalTransferQuote: 'POST /transfer/external/quote',
  createExternalTransfer: 'POST /transfer/external',
  resendTransferOtp: 'POST /transfer/external/:transaction_id/otp',
  confirmExternalTransfer: 'POST /transfer/external/:transaction_id/confirm',
  // instant payments by proxy (issue 27)
  listProxies: 'GET /instant/proxies',
  registerProxy: 'POST /instant/proxies',
  confirmProxy: 'POST /instant/proxies/:proxy_id/confirm',
  removeProxy: 'POST /instant/proxies/:proxy_id/remove',
  lookupProxy: 'POST /instant/lookup',
  instantPayment: 'POST /instant/pay',
  // scheduled and recurring transfers (issue 27)
  createStandingOrder: 'POST /standing_orders',
  listStandingOrders: 'GET /standing_orders',
  getStandingOrder: 'GET /standing_orders/:order_id',
  skipStandingOrderRun: 'POST /standing_orders/:order_id/skip',
  pauseStandingOrder: 'POST /standing_orders/:order_id/pause',
  resumeStandingOrder: 'POST /standing_orders/:order_id/resume',
  cancelStandingOrder: 'POST /standing_orders/:order_id/cancel',
  sendStandingOrderApprovalCode: 'POST /standing_orders/:order_id/approve/otp',
  approveStandingOrder: 'POST /standing_orders/:order_id/approve',
  confirmStandingOrder: 'POST /standing_orders/:order_id/confirm',
  resendStandingOrderCode: 'POST /standing_orders/:order_id/code',
  changeStandingOrderAmount: 'POST /standing_orders/:order_id/amount',
  // requests for money and pay links (issue 27)
  createMoneyRequest: 'POST /requests',
  listMoneyRequests: 'GET /requests',
  cancelMoneyRequest: 'POST /requests/:request_id/cancel',
  declineMoneyRequest: 'POST /requests/:request_id/decline',
  payMoneyRequest: 'POST /requests/:request_id/pay',
  getPayLink: 'GET /pay_links/:token',
  // the notification centre (issue 27)
  listNotifications: 'GET /notifications',
  markNotificationRead: 'POST /notifications/:notification_id/read',
  markAllNotificationsRead: 'POST /notifications/read_all',
  createStreamTicket: 'POST /notifications/stream_ticket',
  notificationStream: 'GET /notifications/stream',
  // fx
  fxQuote: 'POST /fx/quote',
  executeConversion: 'POST /fx/conversion',
  listFxRates: 'GET /fx/rates',
  // crypto
  cryptoEligibility: 'GET /crypto/eligibility',
  listCryptoAssets: 'GET /crypto/assets',
  cryptoDepositDetails: 'GET /crypto/deposit/:asset',
  // transactions
  listTransactions: 'GET /transaction/list',
  transactionSummary: 'GET /transaction/summary',
  downloadTransactionSummary: 'GET /transaction/statement',
  downloadWireSummary: 'GET /transaction/wire_statement',
  getTransaction: 'GET /transaction/:transaction_id',
  // reviews
  listReviews: 'GET /review/list',
  getReview: 'GET /review/:transaction_type/:transaction_id',
  sendApprovalCode: 'POST /review/:transaction_type/:transaction_id/approve/otp',
  approveReview: 'POST /review/:transaction_type/:transaction_id/approve',
  rejectReview: 'POST /review/:transaction_type/:transaction_id/reject',
  // settings
  updateProfile: 'PUT /customer/profile',
  startEmailChange: 'POST /customer/email/change',
  verifyEmailChange: 'POST /customer/email/change/verify',
  confirmEmailChange: 'POST /customer/email/change/confirm',
  startPhoneChange: 'POST /customer/phone/change',
  confirmPhoneChange: 'POST /customer/phone/change/confirm',
  getSettings: 'GET /customer/settings',
  updatePreferences: 'PUT /customer/settings/preferences',
  updateNotifications: 'PUT /customer/settings/notifications',
  // fees
  publicFees: 'GET /public/fees',
  getLimits: 'GET /limits',
} as const satisfies Record<string, `${CallMethod} /${string}`>;

export type Entry<S> = S extends `${infer M extends CallMethod} ${infer P}`
  ? { readonly method: M; readonly path: P }
  : never;

/** A table of lines ("POST /requests") read into method and path by call id. */
export function readTable<T extends Record<string, string>>(
  table: T,
): { readonly [K in keyof T]: Entry<T[K]> } {
  return Object.fromEntries(
    Object.entries(table).map(([id, line]) => {
      const space = line.indexOf(' ');
      return [id, { method: line.slice(0, space), path: line.slice(space + 1) }];
    }),
  ) as never;
}

/**
 * Method and path of every call but those of screens few pages show (a company's approval rules,
 * bulk payments and payroll, its users, the identity check, the development calls), which are in
 * `./paths-more` (MORE_PATHS): the app loads that table with the first of those calls rather than
 * on every page. `ApiPaths` types every call.
 */
export const API_PATHS = readTable(TABLE);

type AllTable = typeof TABLE & typeof MORE_TABLE;

/** Method and path of every call, by call id: both tables. */
export type ApiPaths = { readonly [K in keyof AllTable]: Entry<AllTable[K]> };

export type CallPathId = keyof ApiPaths;

/** The `:name` parameters of a path template, as an object type. */
export type PathParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParamsOf<`/${Rest}`>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

/**
 * A call's path with its `:name` parameters filled in, each encoded as one path segment
 * (`callPath('revokeSession', { session_id })` → `/security/sessions/3f…`).
 */
export function callPath<I extends CallPathId>(
  id: I,
  params?: PathParamsOf<ApiPaths[I]['path']>,
  table: Partial<Record<CallPathId, { path: string }>> = API_PATHS,
): string {
  const entry = table[id];
  if (!entry) throw new Error(`${id}: its path is in the second table (paths-more).`);
  const template: string = entry.path;
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = (params as Record<string, string | undefined> | undefined)?.[name];
    if (value === undefined || value === '')
      throw new Error(`${id} (${template}): no value for :${name}.`);
    return encodeURIComponent(value);
  });
}
