// @bank/api-contract: one typed source of truth for the fiat backend's calls.
import { z } from 'zod';
import { defineCall, envelope } from './common';
import * as auth from './auth';
import * as customer from './customer';
import * as security from './security';
import * as passkeys from './passkeys';
import * as registration from './registration';
import * as password from './password';
import * as dev from './dev';
import * as wallets from './wallets';
import * as beneficiaries from './beneficiaries';
import * as topups from './topups';
import * as transfers from './transfers';
import * as instant from './instant';
import * as notifications from './notifications';
import * as standingOrders from './standing-orders';
import * as moneyRequests from './requests';
import * as fx from './fx';
import * as cryptoCalls from './crypto';
import * as transactions from './transactions';
import * as reviews from './reviews';
import * as approvalRules from './approval-rules';
import * as bulk from './bulk-payments';
import * as payroll from './payroll';
import * as subaccounts from './subaccounts';
import * as fees from './fees';
import * as kyc from './kyc';
import * as settings from './settings';
import { buildOpenApiDocument, type OpenApiOptions } from './openapi';
import { API_PATHS } from './paths';

export * from './common';
export * from './auth';
export * from './customer';
export * from './security';
export * from './passkeys';
export * from './registration';
export * from './password';
export * from './dev';
export * from './money';
export * from './wallets';
export * from './beneficiaries';
export * from './topups';
export * from './transfers';
export * from './instant';
export * from './notifications';
export * from './standing-orders';
export * from './requests';
export * from './fx';
export * from './crypto';
export * from './transactions';
export * from './reviews';
export * from './approval-rules';
export * from './bulk-payments';
export * from './payroll';
export * from './subaccounts';
export * from './fees';
export * from './kyc';
export * from './settings';
export { buildOpenApiDocument, type OpenApiOptions } from './openapi';

export const health = defineCall({
  id: 'health',
  area: 'system',
  method: API_PATHS.health.method,
  path: API_PATHS.health.path,
  summary: 'Liveness and database reachability',
  auth: 'none',
  status: 200,
  response: envelope(
    z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  ),
  errors: ['service_unavailable'],
});

/** Every call of the contract, in the order the OpenAPI document lists them. */
export const calls = {
  health,
  captchaChallenge: auth.captchaChallenge,
  loginWithAuth0: auth.loginWithAuth0,
  confirmMfa: auth.confirmMfa,
  sendMfaOtp: auth.sendMfaOtp,
  passkeyLoginOptions: passkeys.passkeyLoginOptions,
  loginWithPasskey: passkeys.loginWithPasskey,
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
  passkeyRegistrationOptions: passkeys.passkeyRegistrationOptions,
  registerPasskey: passkeys.registerPasskey,
  listPasskeys: passkeys.listPasskeys,
  renamePasskey: passkeys.renamePasskey,
  removePasskey: passkeys.removePasskey,
  sendStepUpCode: passkeys.sendStepUpCode,
  stepUpOptions: passkeys.stepUpOptions,
  stepUp: passkeys.stepUp,
  passkeyApprovalOptions: passkeys.passkeyApprovalOptions,
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
  changePassword: password.changePassword,
  checkResetLink: password.checkResetLink,
  resetPassword: password.resetPassword,
  readOutbox: dev.readOutbox,
  simulateIncomingTransfer: dev.simulateIncomingTransfer,
  simulateCryptoDeposit: dev.simulateCryptoDeposit,
  advanceRail: dev.advanceRail,
  runSchedulerTick: dev.runSchedulerTick,
  setFxRates: dev.setFxRates,
  expireQuote: dev.expireQuote,
  listWallets: wallets.listWallets,
  listWalletCurrencies: wallets.listWalletCurrencies,
  getWallet: wallets.getWallet,
  openWallet: wallets.openWallet,
  listBeneficiaries: beneficiaries.listBeneficiaries,
  getBeneficiary: beneficiaries.getBeneficiary,
  addBeneficiary: beneficiaries.addBeneficiary,
  updateBeneficiary: beneficiaries.updateBeneficiary,
  deleteBeneficiary: beneficiaries.deleteBeneficiary,
  lookupBank: beneficiaries.lookupBank,
  bankTransferInstructions: topups.bankTransferInstructions,
  cardTopupQuote: topups.cardTopupQuote,
  confirmCardTopup: topups.confirmCardTopup,
  getTopup: topups.getTopup,
  internalTransfer: transfers.internalTransfer,
  lookupInternalRecipient: transfers.lookupInternalRecipient,
  externalTransferQuote: transfers.externalTransferQuote,
  createExternalTransfer: transfers.createExternalTransfer,
  resendTransferOtp: transfers.resendTransferOtp,
  confirmExternalTransfer: transfers.confirmExternalTransfer,
  listProxies: instant.listProxies,
  registerProxy: instant.registerProxy,
  confirmProxy: instant.confirmProxy,
  removeProxy: instant.removeProxy,
  lookupProxy: instant.lookupProxy,
  instantPayment: instant.instantPayment,
  createStandingOrder: standingOrders.createStandingOrder,
  listStandingOrders: standingOrders.listStandingOrders,
  getStandingOrder: standingOrders.getStandingOrder,
  skipStandingOrderRun: standingOrders.skipStandingOrderRun,
  pauseStandingOrder: standingOrders.pauseStandingOrder,
  resumeStandingOrder: standingOrders.resumeStandingOrder,
  cancelStandingOrder: standingOrders.cancelStandingOrder,
  sendStandingOrderApprovalCode: standingOrders.sendStandingOrderApprovalCode,
  approveStandingOrder: standingOrders.approveStandingOrder,
  confirmStandingOrder: standingOrders.confirmStandingOrder,
  resendStandingOrderCode: standingOrders.resendStandingOrderCode,
  changeStandingOrderAmount: standingOrders.changeStandingOrderAmount,
  createMoneyRequest: moneyRequests.createMoneyRequest,
  listMoneyRequests: moneyRequests.listMoneyRequests,
  cancelMoneyRequest: moneyRequests.cancelMoneyRequest,
  declineMoneyRequest: moneyRequests.declineMoneyRequest,
  payMoneyRequest: moneyRequests.payMoneyRequest,
  getPayLink: moneyRequests.getPayLink,
  listNotifications: notifications.listNotifications,
  markNotificationRead: notifications.markNotificationRead,
  markAllNotificationsRead: notifications.markAllNotificationsRead,
  createStreamTicket: notifications.createStreamTicket,
  notificationStream: notifications.notificationStream,
  fxQuote: fx.fxQuote,
  executeConversion: fx.executeConversion,
  listFxRates: fx.listFxRates,
  cryptoEligibility: cryptoCalls.cryptoEligibility,
  listCryptoAssets: cryptoCalls.listCryptoAssets,
  cryptoDepositDetails: cryptoCalls.cryptoDepositDetails,
  listTransactions: transactions.listTransactions,
  transactionSummary: transactions.transactionSummary,
  downloadTransactionSummary: transactions.downloadTransactionSummary,
  downloadWireSummary: transactions.downloadWireSummary,
  getTransaction: transactions.getTransaction,
  listReviews: reviews.listReviews,
  getReview: reviews.getReview,
  sendApprovalCode: reviews.sendApprovalCode,
  approveReview: reviews.approveReview,
  rejectReview: reviews.rejectReview,
  getApprovalRules: approvalRules.getApprovalRules,
  proposeApprovalRules: approvalRules.proposeApprovalRules,
  listApprovalRuleChanges: approvalRules.listApprovalRuleChanges,
  sendApprovalRuleChangeCode: approvalRules.sendApprovalRuleChangeCode,
  approveApprovalRuleChange: approvalRules.approveApprovalRuleChange,
  rejectApprovalRuleChange: approvalRules.rejectApprovalRuleChange,
  withdrawApprovalRuleChange: approvalRules.withdrawApprovalRuleChange,
  previewApprovalPath: approvalRules.previewApprovalPath,
  uploadBulkPayment: bulk.uploadBulkPayment,
  listBulkPayments: bulk.listBulkPayments,
  getBulkPayment: bulk.getBulkPayment,
  updateBulkPaymentRow: bulk.updateBulkPaymentRow,
  removeBulkPaymentRow: bulk.removeBulkPaymentRow,
  sendBulkSubmitCode: bulk.sendBulkSubmitCode,
  submitBulkPayment: bulk.submitBulkPayment,
  sendBulkApprovalCode: bulk.sendBulkApprovalCode,
  approveBulkPayment: bulk.approveBulkPayment,
  rejectBulkPayment: bulk.rejectBulkPayment,
  cancelBulkPayment: bulk.cancelBulkPayment,
  listEmployees: payroll.listEmployees,
  addEmployee: payroll.addEmployee,
  updateEmployee: payroll.updateEmployee,
  removeEmployee: payroll.removeEmployee,
  updatePayrollSettings: payroll.updatePayrollSettings,
  createPayrollRun: payroll.createPayrollRun,
  listPayrollRuns: payroll.listPayrollRuns,
  getPayrollRun: payroll.getPayrollRun,
  downloadPayrollSif: payroll.downloadPayrollSif,
  checkSifFile: payroll.checkSifFile,
  listSubaccounts: subaccounts.listSubaccounts,
  inviteSubaccount: subaccounts.inviteSubaccount,
  sendSubaccountChangeCode: subaccounts.sendSubaccountChangeCode,
  changeSubaccountRole: subaccounts.changeSubaccountRole,
  disableSubaccount: subaccounts.disableSubaccount,
  enableSubaccount: subaccounts.enableSubaccount,
  listSubaccountChanges: subaccounts.listSubaccountChanges,
  publicFees: fees.publicFees,
  getLimits: fees.getLimits,
  getKyc: kyc.getKyc,
  saveKycPersonalDetails: kyc.saveKycPersonalDetails,
  saveKycCompanyDetails: kyc.saveKycCompanyDetails,
  saveKycAuthorisedPerson: kyc.saveKycAuthorisedPerson,
  addKycShareholder: kyc.addKycShareholder,
  updateKycShareholder: kyc.updateKycShareholder,
  removeKycShareholder: kyc.removeKycShareholder,
  uploadKycDocument: kyc.uploadKycDocument,
  uploadKycShareholderDocument: kyc.uploadKycShareholderDocument,
  downloadKycDocument: kyc.downloadKycDocument,
  submitKyc: kyc.submitKyc,
  reviewKycSandbox: kyc.reviewKycSandbox,
  updateProfile: settings.updateProfile,
  startEmailChange: settings.startEmailChange,
  verifyEmailChange: settings.verifyEmailChange,
  confirmEmailChange: settings.confirmEmailChange,
  startPhoneChange: settings.startPhoneChange,
  confirmPhoneChange: settings.confirmPhoneChange,
  getSettings: settings.getSettings,
  updatePreferences: settings.updatePreferences,
  updateNotifications: settings.updateNotifications,
} as const;

export type Calls = typeof calls;
export type CallId = keyof Calls;
export const callList = Object.values(calls);

export function openApiDocument(options: OpenApiOptions = {}) {
  return buildOpenApiDocument(callList, options);
}
