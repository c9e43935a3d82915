// The method and path of every call, by call id: plain data, no zod. The contract's calls take
// their method and path from here (each `defineCall`), and the app imports this module
// (`@bank/api-contract/paths`) at run time to send them, without the schema library.

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Method and path (under FIAT_BASE_PATH; `:name` marks a path parameter) of every call. */
export const API_PATHS = {
  // system
  health: { method: 'GET', path: '/health' },
  // auth
  captchaChallenge: { method: 'GET', path: '/captcha/challenge' },
  loginWithAuth0: { method: 'POST', path: '/auth0/login_with_auth0' },
  confirmMfa: { method: 'POST', path: '/auth0/mfa/confirm_auth0' },
  sendMfaOtp: { method: 'POST', path: '/auth0/mfa/send_otp' },
  passkeyLoginOptions: { method: 'POST', path: '/auth0/passkey/options' },
  loginWithPasskey: { method: 'POST', path: '/auth0/passkey/login' },
  enrolTotpAtLogin: { method: 'POST', path: '/auth0/mfa/totp/setup' },
  updateInfo: { method: 'POST', path: '/customer/update_info' },
  // customer
  refreshToken: { method: 'POST', path: '/customer/refresh' },
  getCustomerDetails: { method: 'GET', path: '/customer/get_customer_details_by_id' },
  logout: { method: 'DELETE', path: '/customer/logout' },
  isAuthorised: { method: 'POST', path: '/customer/isauthorised' },
  getCustomerType: { method: 'GET', path: '/customer/customer_type' },
  // security
  resendEmailVerification: { method: 'POST', path: '/customer/email/resend_verification' },
  getLoginActivity: { method: 'GET', path: '/security/login-activity' },
  listSessions: { method: 'GET', path: '/security/sessions' },
  revokeSession: { method: 'DELETE', path: '/security/sessions/:session_id' },
  revokeOtherSessions: { method: 'POST', path: '/security/sessions/revoke_others' },
  getMfaStatus: { method: 'GET', path: '/security/mfa' },
  setupTotp: { method: 'POST', path: '/security/mfa/totp/setup' },
  activateTotp: { method: 'POST', path: '/security/mfa/totp/activate' },
  disableTotp: { method: 'POST', path: '/security/mfa/totp/disable' },
  regenerateRecoveryCodes: { method: 'POST', path: '/security/mfa/recovery_codes' },
  setOtpChannel: { method: 'PUT', path: '/security/mfa/otp_channel' },
  passkeyRegistrationOptions: { method: 'POST', path: '/security/passkeys/options' },
  registerPasskey: { method: 'POST', path: '/security/passkeys' },
  listPasskeys: { method: 'GET', path: '/security/passkeys' },
  renamePasskey: { method: 'PATCH', path: '/security/passkeys/:passkey_id' },
  removePasskey: { method: 'POST', path: '/security/passkeys/:passkey_id/remove' },
  sendStepUpCode: { method: 'POST', path: '/security/step_up/code' },
  stepUpOptions: { method: 'POST', path: '/security/step_up/passkey' },
  stepUp: { method: 'POST', path: '/security/step_up' },
  changePassword: { method: 'POST', path: '/security/password' },
  passkeyApprovalOptions: { method: 'POST', path: '/security/passkeys/approval' },
  // registration
  startRegistration: { method: 'POST', path: '/registration/start' },
  verifyCorporateEmail: { method: 'POST', path: '/registration/corporate/verify' },
  resendCorporateCode: { method: 'POST', path: '/registration/corporate/resend' },
  setRegistrationPassword: { method: 'POST', path: '/registration/password' },
  setPersonalDetails: { method: 'POST', path: '/registration/personal_details' },
  generateRegistrationOtp: { method: 'POST', path: '/registration/otp/generate' },
  verifyRegistrationOtp: { method: 'POST', path: '/registration/otp/verify' },
  completeRegistration: { method: 'POST', path: '/registration/complete' },
  verifyEmailAddress: { method: 'POST', path: '/registration/email/verify' },
  // password
  forgotPassword: { method: 'POST', path: '/password/forgot' },
  checkResetLink: { method: 'POST', path: '/password/reset/check' },
  resetPassword: { method: 'POST', path: '/password/reset' },
  // dev
  readOutbox: { method: 'GET', path: '/dev/outbox' },
  simulateIncomingTransfer: { method: 'POST', path: '/dev/bank/incoming' },
  simulateCryptoDeposit: { method: 'POST', path: '/dev/crypto/deposit' },
  advanceRail: { method: 'POST', path: '/dev/rail/tick' },
  runSchedulerTick: { method: 'POST', path: '/dev/scheduler/tick' },
  setFxRates: { method: 'POST', path: '/dev/fx/rates' },
  expireQuote: { method: 'POST', path: '/dev/quotes/:quote_id/expire' },
  // wallets
  listWallets: { method: 'GET', path: '/wallet/list' },
  listWalletCurrencies: { method: 'GET', path: '/wallet/currencies' },
  getWallet: { method: 'GET', path: '/wallet/:wallet_id' },
  openWallet: { method: 'POST', path: '/wallet/open' },
  // beneficiaries
  listBeneficiaries: { method: 'GET', path: '/beneficiary/list' },
  getBeneficiary: { method: 'GET', path: '/beneficiary/:beneficiary_id' },
  addBeneficiary: { method: 'POST', path: '/beneficiary/add' },
  updateBeneficiary: { method: 'PUT', path: '/beneficiary/:beneficiary_id' },
  deleteBeneficiary: { method: 'DELETE', path: '/beneficiary/:beneficiary_id' },
  lookupBank: { method: 'GET', path: '/bank/:bic' },
  // topups
  bankTransferInstructions: { method: 'GET', path: '/topup/bank_transfer/:wallet_id' },
  cardTopupQuote: { method: 'POST', path: '/topup/card/quote' },
  confirmCardTopup: { method: 'POST', path: '/topup/card/confirm' },
  getTopup: { method: 'GET', path: '/topup/:transaction_id' },
  // transfers
  internalTransfer: { method: 'POST', path: '/transfer/internal' },
  lookupInternalRecipient: { method: 'POST', path: '/transfer/internal/recipient' },
  externalTransferQuote: { method: 'POST', path: '/transfer/external/quote' },
  createExternalTransfer: { method: 'POST', path: '/transfer/external' },
  resendTransferOtp: { method: 'POST', path: '/transfer/external/:transaction_id/otp' },
  confirmExternalTransfer: { method: 'POST', path: '/transfer/external/:transaction_id/confirm' },
  // instant payments by proxy (issue 27)
  listProxies: { method: 'GET', path: '/instant/proxies' },
  registerProxy: { method: 'POST', path: '/instant/proxies' },
  confirmProxy: { method: 'POST', path: '/instant/proxies/:proxy_id/confirm' },
  removeProxy: { method: 'POST', path: '/instant/proxies/:proxy_id/remove' },
  lookupProxy: { method: 'POST', path: '/instant/lookup' },
  instantPayment: { method: 'POST', path: '/instant/pay' },
  // scheduled and recurring transfers (issue 27)
  createStandingOrder: { method: 'POST', path: '/standing_orders' },
  listStandingOrders: { method: 'GET', path: '/standing_orders' },
  getStandingOrder: { method: 'GET', path: '/standing_orders/:order_id' },
  skipStandingOrderRun: { method: 'POST', path: '/standing_orders/:order_id/skip' },
  pauseStandingOrder: { method: 'POST', path: '/standing_orders/:order_id/pause' },
  resumeStandingOrder: { method: 'POST', path: '/standing_orders/:order_id/resume' },
  cancelStandingOrder: { method: 'POST', path: '/standing_orders/:order_id/cancel' },
  approveStandingOrder: { method: 'POST', path: '/standing_orders/:order_id/approve' },
  changeStandingOrderAmount: { method: 'POST', path: '/standing_orders/:order_id/amount' },
  // requests for money and pay links (issue 27)
  createMoneyRequest: { method: 'POST', path: '/requests' },
  listMoneyRequests: { method: 'GET', path: '/requests' },
  cancelMoneyRequest: { method: 'POST', path: '/requests/:request_id/cancel' },
  declineMoneyRequest: { method: 'POST', path: '/requests/:request_id/decline' },
  payMoneyRequest: { method: 'POST', path: '/requests/:request_id/pay' },
  getPayLink: { method: 'GET', path: '/pay_links/:token' },
  // the notification centre (issue 27)
  listNotifications: { method: 'GET', path: '/notifications' },
  markNotificationRead: { method: 'POST', path: '/notifications/:notification_id/read' },
  markAllNotificationsRead: { method: 'POST', path: '/notifications/read_all' },
  createStreamTicket: { method: 'POST', path: '/notifications/stream_ticket' },
  notificationStream: { method: 'GET', path: '/notifications/stream' },
  // fx
  fxQuote: { method: 'POST', path: '/fx/quote' },
  executeConversion: { method: 'POST', path: '/fx/conversion' },
  listFxRates: { method: 'GET', path: '/fx/rates' },
  // crypto
  cryptoEligibility: { method: 'GET', path: '/crypto/eligibility' },
  listCryptoAssets: { method: 'GET', path: '/crypto/assets' },
  cryptoDepositDetails: { method: 'GET', path: '/crypto/deposit/:asset' },
  // transactions
  listTransactions: { method: 'GET', path: '/transaction/list' },
  transactionSummary: { method: 'GET', path: '/transaction/summary' },
  downloadTransactionSummary: { method: 'GET', path: '/transaction/statement' },
  downloadWireSummary: { method: 'GET', path: '/transaction/wire_statement' },
  getTransaction: { method: 'GET', path: '/transaction/:transaction_id' },
  // reviews
  listReviews: { method: 'GET', path: '/review/list' },
  getReview: { method: 'GET', path: '/review/:transaction_type/:transaction_id' },
  sendApprovalCode: {
    method: 'POST',
    path: '/review/:transaction_type/:transaction_id/approve/otp',
  },
  approveReview: { method: 'POST', path: '/review/:transaction_type/:transaction_id/approve' },
  rejectReview: { method: 'POST', path: '/review/:transaction_type/:transaction_id/reject' },
  // subaccounts
  listSubaccounts: { method: 'GET', path: '/subaccount/list' },
  inviteSubaccount: { method: 'POST', path: '/subaccount/invite' },
  sendSubaccountChangeCode: { method: 'POST', path: '/subaccount/:customer_id/otp' },
  changeSubaccountRole: { method: 'PUT', path: '/subaccount/:customer_id/role' },
  disableSubaccount: { method: 'POST', path: '/subaccount/:customer_id/disable' },
  enableSubaccount: { method: 'POST', path: '/subaccount/:customer_id/enable' },
  listSubaccountChanges: { method: 'GET', path: '/subaccount/changes' },
  // kyc
  getKyc: { method: 'GET', path: '/kyc' },
  saveKycPersonalDetails: { method: 'PUT', path: '/kyc/personal_details' },
  saveKycCompanyDetails: { method: 'PUT', path: '/kyc/company_details' },
  saveKycAuthorisedPerson: { method: 'PUT', path: '/kyc/authorised_person' },
  addKycShareholder: { method: 'POST', path: '/kyc/shareholders' },
  updateKycShareholder: { method: 'PUT', path: '/kyc/shareholders/:shareholder_id' },
  removeKycShareholder: { method: 'DELETE', path: '/kyc/shareholders/:shareholder_id' },
  uploadKycDocument: { method: 'PUT', path: '/kyc/documents/:document_type' },
  uploadKycShareholderDocument: {
    method: 'PUT',
    path: '/kyc/shareholders/:shareholder_id/document',
  },
  downloadKycDocument: { method: 'GET', path: '/kyc/files/:document_id' },
  submitKyc: { method: 'POST', path: '/kyc/submit' },
  reviewKycSandbox: { method: 'POST', path: '/dev/kyc/review' },
  // settings
  updateProfile: { method: 'PUT', path: '/customer/profile' },
  startEmailChange: { method: 'POST', path: '/customer/email/change' },
  verifyEmailChange: { method: 'POST', path: '/customer/email/change/verify' },
  confirmEmailChange: { method: 'POST', path: '/customer/email/change/confirm' },
  startPhoneChange: { method: 'POST', path: '/customer/phone/change' },
  confirmPhoneChange: { method: 'POST', path: '/customer/phone/change/confirm' },
  getSettings: { method: 'GET', path: '/customer/settings' },
  updatePreferences: { method: 'PUT', path: '/customer/settings/preferences' },
  updateNotifications: { method: 'PUT', path: '/customer/settings/notifications' },
  // fees
  publicFees: { method: 'GET', path: '/public/fees' },
  getLimits: { method: 'GET', path: '/limits' },
} as const satisfies Record<string, { method: CallMethod; path: string }>;

export type CallPathId = keyof typeof API_PATHS;

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
  params?: PathParamsOf<(typeof API_PATHS)[I]['path']>,
): string {
  const template: string = API_PATHS[id].path;
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = (params as Record<string, string | undefined> | undefined)?.[name];
    if (value === undefined || value === '')
      throw new Error(`${id} (${template}): no value for :${name}.`);
    return encodeURIComponent(value);
  });
}
