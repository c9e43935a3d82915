// Every route path of the app (spec section 2), written once. `routes.tsx` routes them; links,
// redirects and navigation name them (`PATHS.login`); a path with parameters is built with
// `buildPath` (or its own builder below). Plain data, no React: shared code and the e2e journeys
// may import it. No other file of src writes a route path as a literal (src/access/paths.test.ts).

export const PATHS = {
  // Public static pages (spec 2.1): off during maintenance, except home and maintenance.
  home: '/',
  maintenance: '/maintenance',
  termsOfUse: '/terms-of-use',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  cookiesPolicy: '/cookies-policy',
  termsAndConditions: '/terms-and-conditions',
  contactUs: '/contact-us',
  fees: '/fees-charging',
  feesIndividuals: '/fees-charging-individuals',
  feesBusiness: '/fees-charging-business',
  digitalBankingRevolution: '/digital-banking-revolution',
  digitalBankingSecurity: '/digital-banking-security',
  digitalBankingSolution: '/digital-banking-solution',
  digitalBankingMobile: '/digital-banking-mobile',
  digitalNeoBanking: '/digital-neo-banking',

  // The further public group (spec 2.2); the spec routes two legal pages a second time here.
  security: '/security',
  investorRelations: '/investor_relations',
  virtualAssetManagement: '/virtual_asset_management',
  companyTeam: '/company_team',
  cookieNotice: '/cookie_notice',
  corporatePrivateBanking: '/corporate_private_banking',
  custodyAssetManagement: '/custody_asset_management',
  investmentBanking: '/investment_banking',
  privacyPolicyFurther: '/privacy_policy',
  termsOfUseFurther: '/terms_of_use',
  emailVerifier: '/email_verifier',
  emailAddressVerify: '/email_address_verify',
  logout: '/logout',

  // Not logged in: login, second factor, passwords.
  login: '/login',
  loginVerify: '/login/verify',
  loginGenerateOtp: '/login/generate_otp',
  loginVerifyOtp: '/login/verify_otp',
  /** The second step with a passkey (not in the spec: passkeys are issue 26's). */
  loginPasskey: '/login/passkey',
  updateInfo: '/update_info',
  forgotPassword: '/forgot_password',
  resetPassword: '/reset_password',
  expiredLink: '/expired_link',
  updatePasswordSuccess: '/update_password_success',

  // Registration.
  registration: '/registration',
  registrationIndividual: '/registration/individual',
  registrationPassword: '/registration/password',
  registrationPersonalDetails: '/registration/personal_details',
  registrationVerifyKyc: '/registration/verify_kyc_step_2',
  registrationCongrats: '/registration/congrats',
  registrationGenerateOtp: '/registration/generate_otp',
  registrationGenerateOtpWhatsapp: '/registration/generate_otp_whatsapp',
  registrationVerifyOtp: '/registration/verify_otp',
  registrationVerifyOtpWhatsapp: '/registration/verify_otp_whatsapp',
  registrationOtpComplete: '/registration/otp_complete',
  registrationCorporate: '/registration/corporate',
  registrationCorporateVerify: '/registration/corporate_verify',

  // Online banking (private).
  downloadTransactionSummary: '/download_transaction_summary',
  downloadWireTransactionSummary: '/download_wire_transaction_summary',
  dashboard: '/dashboard',
  completeKyc: '/dashboard/complete_kyc',
  verifyKyc: '/dashboard/verify_kyc',
  camera: '/dashboard/camera',
  manageSubaccounts: '/dashboard/manage_subaccounts',
  companyDetails: '/dashboard/company_details',
  authPersonDetails: '/dashboard/auth_person_details',
  kyc: '/dashboard/kyc',
  corporateKyc: '/dashboard/corporate_kyc',
  corporateOrgDocument: '/dashboard/corporate_org_document',
  corporateShareholder: '/dashboard/corporate_sharholder',
  corporateAdminKyc: '/dashboard/corporate_admin_kyc',
  userAccount: '/dashboard/user_account',
  userAccountUpdate: '/dashboard/user_account_update',
  companyInfo: '/dashboard/company_info',
  beneficiary: '/dashboard/beneficiary',
  addBeneficiary: '/dashboard/add_beneficiary',
  transactions: '/dashboard/transactions',
  securityPage: '/dashboard/security_page',
  waitingReview: '/dashboard/waiting_review',
  waitingReviewItem: '/dashboard/waiting_review/:transaction_type/:transaction_id',
  customerWallet: '/dashboard/customer_wallet',
  topup: '/dashboard/topup',
  topupStep1: '/dashboard/topup_step1',
  topupStep2: '/dashboard/topup_step2',
  topupStep3: '/dashboard/topup_step3',
  topupStep4: '/dashboard/topup_step4',
  internalStep1New: '/dashboard/internal_step1_new',
  internalStep1: '/dashboard/internal_step1',
  internalStep2: '/dashboard/internal_step2',
  internalStep3: '/dashboard/internal_step3',
  internalStep4: '/dashboard/internal_step4',
  externalStep1: '/dashboard/external_step1',
  externalStep2: '/dashboard/external_step2',
  externalStep3: '/dashboard/external_step3',
  externalStep4: '/dashboard/external_step4',
  externalStep5: '/dashboard/external_step5',
  externalStep6: '/dashboard/external_step6',
  externalStep1N: '/dashboard/external_step1N',
  transactionSuccess: '/dashboard/transaction_success',
  // Not in the spec (issue 27): pay a mobile number or e-mail instantly (the UAE's instant payment
  // platform), and link one's own number and address to receive such payments.
  instantPay: '/dashboard/instant_pay',
  instantProxies: '/dashboard/instant_proxies',
  // Not in the spec (issue 27): the scheduled and repeating payments, with their next dates.
  upcoming: '/dashboard/upcoming',
  // Not in the spec (issue 27): requests for money (asked of a contact or shared as a link and QR
  // code), those asked of the customer, and paying a link once logged in. The link's own page is
  // public (payLink): it shows the amount and the requester's masked name to whoever holds it.
  requests: '/dashboard/requests',
  requestPay: '/dashboard/requests/pay/:token',
  payLink: '/pay/:token',
  // Not in the spec (issue 27): the notification centre's list (the header's bell leads to it).
  notifications: '/dashboard/notifications',
  // Not in the spec (issue 28): the company's approval rules (who approves which payments, in what
  // order; approvers' limits), a change waiting for a second administrator, and their history.
  approvalRules: '/dashboard/approval_rules',
  // Not in the spec (issue 28): bulk payments, a file of up to 1,000 payments (CSV or Excel) checked
  // in the browser and by the bank, fixed in place, submitted with a one-time code and approved as
  // one payment; then one batch's rows, their problems and (once sent) their outcome.
  bulkPayments: '/dashboard/bulk_payments',
  bulkPayment: '/dashboard/bulk_payments/:batch_id',
  // Not in the spec (issue 28): payroll through the UAE's Wage Protection System — the company's
  // payroll months, employees and employer id; a month run (each paid as a payroll batch, approved
  // and followed on its bulk payment page); one month with its SIF and report; a SIF checked.
  payroll: '/dashboard/payroll',
  payrollNew: '/dashboard/payroll/new',
  payrollCheck: '/dashboard/payroll/check',
  payrollRun: '/dashboard/payroll/:run_id',
  // Not in the spec: a preparer's rejected transaction, edited and submitted again (leads into
  // its flow with the rejected one's answers).
  resubmit: '/dashboard/resubmit/:transaction_type/:transaction_id',
  cryptoWallet: '/dashboard/crypto_wallet',
  conversionStep1: '/dashboard/conversion_transaction_step1',
  conversionStep2: '/dashboard/conversion_transaction_step2',
  conversionSuccess: '/dashboard/conversion_transaction_success',
  cryptoDepositDetail: '/dashboard/crypto_deposit_detail',
  allTransactions: '/dashboard/all_transactions',
  settings: '/dashboard/settings',
  // Named by the spec as manage_subaccounts' redirect, not routed by it: leads to settings.
  setting: '/dashboard/setting',
  settingsEmailUpdate1: '/dashboard/settings_email_update1',
  settingsEmailUpdate2: '/dashboard/settings_email_update2',
  settingsEmailUpdate3: '/dashboard/settings_email_update3',
} as const;

export type PathName = keyof typeof PATHS;
export type AppPath = (typeof PATHS)[PathName];

/** The `:name` parameters of a path template. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<`/${Rest}`>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, string>;

/** A path with its `:name` parameters filled in (each encoded as one path segment). */
export function buildPath<P extends string>(template: P, params: PathParams<P>): string {
  return template.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = (params as Record<string, string | undefined>)[name];
    if (value === undefined || value === '') throw new Error(`${template}: no value for :${name}.`);
    return encodeURIComponent(value);
  });
}

/** /dashboard/waiting_review/:transaction_type/:transaction_id for one transaction. */
export const waitingReviewItemPath = (transactionType: string, transactionId: string) =>
  buildPath(PATHS.waitingReviewItem, {
    transaction_type: transactionType,
    transaction_id: transactionId,
  });

/** /dashboard/resubmit/:transaction_type/:transaction_id: prepare a rejected transaction again. */
export const resubmitPath = (transactionType: string, transactionId: string) =>
  buildPath(PATHS.resubmit, { transaction_type: transactionType, transaction_id: transactionId });

/** /dashboard/bulk_payments/:batch_id: one batch of bulk payments. */
export const bulkPaymentPath = (batchId: string) =>
  buildPath(PATHS.bulkPayment, { batch_id: batchId });

/** /dashboard/payroll/:run_id: one payroll month. */
export const payrollRunPath = (runId: string) => buildPath(PATHS.payrollRun, { run_id: runId });

/** The history's query parameter that opens one transaction's details (?transaction=<id>). */
export const TRANSACTION_DETAIL_PARAM = 'transaction';

/** /pay/:token: a pay link's public page (what a requester shares, and its QR code holds). */
export const payLinkPath = (token: string) => buildPath(PATHS.payLink, { token });

/** /dashboard/requests/pay/:token: paying a link, once logged in. */
export const requestPayPath = (token: string) => buildPath(PATHS.requestPay, { token });

/** A path with a query (`?from=…`), the values encoded. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** Online banking: the dashboard and the two downloads (what ends with the session). */
export function isPrivatePath(pathname: string): boolean {
  return (
    pathname === PATHS.dashboard ||
    pathname.startsWith(`${PATHS.dashboard}/`) ||
    pathname === PATHS.downloadTransactionSummary ||
    pathname === PATHS.downloadWireTransactionSummary
  );
}
