// Every route of the spec (section 2) at its exact path, grouped as the spec groups them, each
// lazy-loaded. The guards and what each protects are documented in the package README.
import { Navigate, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '@bank/ui';
import { GuardedRoute } from './GuardedRoute';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import {
  allowNonViewer,
  authorised,
  canAddBeneficiary,
  canManageSubaccounts,
  canUseCryptoWallet,
  corporateOnly,
  allowNonViewerOrPreparer,
  hasWallet,
  notAuthorised,
  notInMaintenance,
} from '@/session/checks';

type Values = Record<string, string | number>;

const placeholderPage = () => import('@/components/PlaceholderPage');
const contentPage = (content: string) => async () => {
  const page = await import('@/features/public-pages/content/ContentPage');
  await page.loadContent(content);
  return { Component: page.Component };
};

/** A screen a later issue builds: its title and a short note for now. */
function later(path: string, title: string, titleValues?: Values): RouteObject {
  return { path, handle: { title: `titles.${title}`, titleValues }, lazy: placeholderPage };
}

function content(path: string, title: string, name: string): RouteObject {
  return { path, handle: { title: `titles.${title}`, content: name }, lazy: contentPage(name) };
}

function guard(checks: Parameters<typeof GuardedRoute>[0]['checks'], redirectTo: string, children: RouteObject[]): RouteObject {
  return { element: <GuardedRoute checks={checks} redirectTo={redirectTo} />, children };
}

const steps = (prefix: string, count: number, title: string) =>
  Array.from({ length: count }, (_, i) => later(`${prefix}${i + 1}`, title, { step: i + 1 }));

// The check lists are module constants: a guard re-checks only when it mounts again.
const NOT_IN_MAINTENANCE = [notInMaintenance];
const NOT_AUTHORISED = [notAuthorised];
const AUTHORISED = [authorised];
const NON_VIEWER = [allowNonViewer];
const CORPORATE = [corporateOnly];
const CORPORATE_NON_VIEWER_OR_PREPARER = [corporateOnly, allowNonViewerOrPreparer];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    hydrateFallbackElement: <FullScreenLoader />,
    errorElement: <RouteError />,
    children: [
      {
        lazy: () => import('./layouts/PublicLayout'),
        children: [
          // Public static pages. Home and maintenance stay open during maintenance; the others
          // lead to /maintenance while the runtime switch is on (clarifications).
          { index: true, handle: { title: 'titles.home' }, lazy: () => import('@/features/public-pages/home/HomePage') },
          { path: 'maintenance', handle: { title: 'titles.maintenance' }, lazy: () => import('@/features/public-pages/maintenance/MaintenancePage') },
          guard(NOT_IN_MAINTENANCE, '/maintenance', [
            content('terms-of-use', 'termsOfUse', 'terms-of-use'),
            content('about-us', 'aboutUs', 'about-us'),
            content('privacy-policy', 'privacyPolicy', 'privacy-policy'),
            content('cookies-policy', 'cookiesPolicy', 'cookies-policy'),
            content('terms-and-conditions', 'termsAndConditions', 'terms-and-conditions'),
            { path: 'contact-us', handle: { title: 'titles.contactUs' }, lazy: () => import('@/features/public-pages/contact/ContactPage') },
            { path: 'fees-charging', handle: { title: 'titles.fees', audience: 'all' }, lazy: () => import('@/features/public-pages/fees/FeesPage') },
            { path: 'fees-charging-individuals', handle: { title: 'titles.feesIndividuals', audience: 'individual' }, lazy: () => import('@/features/public-pages/fees/FeesPage') },
            { path: 'fees-charging-business', handle: { title: 'titles.feesBusiness', audience: 'corporate' }, lazy: () => import('@/features/public-pages/fees/FeesPage') },
            content('digital-banking-revolution', 'digitalBankingRevolution', 'digital-banking-revolution'),
            content('digital-banking-security', 'digitalBankingSecurity', 'digital-banking-security'),
            content('digital-banking-solution', 'digitalBankingSolution', 'digital-banking-solution'),
            content('digital-banking-mobile', 'digitalBankingMobile', 'digital-banking-mobile'),
            content('digital-neo-banking', 'digitalNeoBanking', 'digital-neo-banking'),
          ]),
          // Further public group: during maintenance it leads to / (the spec's "redirects to / on
          // failure"), where the home page shows the maintenance notice.
          guard(NOT_IN_MAINTENANCE, '/', [
            content('security', 'security', 'security'),
            content('investor_relations', 'investorRelations', 'investor-relations'),
            content('virtual_asset_management', 'virtualAssetManagement', 'virtual-asset-management'),
            content('company_team', 'companyTeam', 'company-team'),
            content('cookie_notice', 'cookieNotice', 'cookies-policy'),
            content('corporate_private_banking', 'corporatePrivateBanking', 'corporate-private-banking'),
            content('custody_asset_management', 'custodyAssetManagement', 'custody-asset-management'),
            content('investment_banking', 'investmentBanking', 'investment-banking'),
            content('privacy_policy', 'privacyPolicy', 'privacy-policy'),
            content('terms_of_use', 'termsOfUse', 'terms-of-use'),
          ]),
          // Also in the further group, but never switched off: they finish what a link or a
          // logout started, and work during maintenance.
          { path: 'email_verifier', handle: { title: 'titles.emailVerifier' }, lazy: () => import('@/features/public-pages/email/EmailVerifierPage') },
          { path: 'email_address_verify', handle: { title: 'titles.emailAddressVerify' }, lazy: () => import('@/features/public-pages/email/EmailAddressVerifyPage') },
          { path: 'logout', handle: { title: 'titles.logout' }, lazy: () => import('@/features/public-pages/logout/LogoutPage') },
          { path: '*', handle: { title: 'titles.notFound' }, lazy: () => import('@/features/public-pages/not-found/NotFoundPage') },
        ],
      },

      // Pages for customers who are not logged in: a logged-in customer goes to /dashboard.
      guard(NOT_AUTHORISED, '/dashboard', [
        {
          lazy: () => import('./layouts/AuthLayout'),
          children: [
            { path: 'login', handle: { title: 'titles.login' }, lazy: () => import('@/features/auth/login/LoginPage') },
            { path: 'login/verify', handle: { title: 'titles.loginVerify' }, lazy: () => import('@/features/auth/mfa/SetupAuthenticatorPage') },
            { path: 'login/generate_otp', handle: { title: 'titles.loginGenerateOtp' }, lazy: () => import('@/features/auth/mfa/GenerateOtpPage') },
            { path: 'login/verify_otp', handle: { title: 'titles.loginVerifyOtp' }, lazy: () => import('@/features/auth/mfa/VerifyOtpPage') },
            { path: 'update_info', handle: { title: 'titles.updateInfo' }, lazy: () => import('@/features/auth/password/UpdateInfoPage') },
            { path: 'forgot_password', handle: { title: 'titles.forgotPassword' }, lazy: () => import('@/features/auth/password/ForgotPasswordPage') },
            { path: 'reset_password', handle: { title: 'titles.resetPassword' }, lazy: () => import('@/features/auth/password/ResetPasswordPage') },
            { path: 'expired_link', handle: { title: 'titles.expiredLink' }, lazy: () => import('@/features/auth/password/ExpiredLinkPage') },
            { path: 'update_password_success', handle: { title: 'titles.updatePasswordSuccess' }, lazy: () => import('@/features/auth/password/PasswordChangedPage') },
          ],
        },
      ]),

      // Registration: like the login pages, only when not logged in (the spec does not show the
      // rule; a logged-in customer has an account already), so it leads to /dashboard.
      {
        path: 'registration',
        element: <GuardedRoute checks={NOT_AUTHORISED} redirectTo="/dashboard" />,
        children: [
          {
            lazy: () => import('./layouts/AuthLayout'),
            children: [
              { index: true, handle: { title: 'titles.registration' }, lazy: () => import('@/features/registration/steps/ChooseTypePage') },
              { path: 'individual', handle: { title: 'titles.registrationIndividual' }, lazy: () => import('@/features/registration/steps/IndividualPage') },
              { path: 'password', handle: { title: 'titles.registrationPassword' }, lazy: () => import('@/features/registration/steps/PasswordPage') },
              { path: 'personal_details', handle: { title: 'titles.registrationPersonalDetails' }, lazy: () => import('@/features/registration/steps/PersonalDetailsPage') },
              { path: 'verify_kyc_step_2', handle: { title: 'titles.registrationVerifyKyc' }, lazy: () => import('@/features/registration/steps/VerifyKycPage') },
              { path: 'congrats', handle: { title: 'titles.registrationCongrats' }, lazy: () => import('@/features/registration/steps/CongratsPage') },
              { path: 'generate_otp', handle: { title: 'titles.registrationGenerateOtp' }, lazy: () => import('@/features/registration/steps/GenerateOtpPage') },
              { path: 'generate_otp_whatsapp', handle: { title: 'titles.registrationGenerateOtpWhatsapp' }, lazy: () => import('@/features/registration/steps/GenerateOtpWhatsappPage') },
              { path: 'verify_otp', handle: { title: 'titles.registrationVerifyOtp' }, lazy: () => import('@/features/registration/steps/VerifyOtpPage') },
              { path: 'verify_otp_whatsapp', handle: { title: 'titles.registrationVerifyOtpWhatsapp' }, lazy: () => import('@/features/registration/steps/VerifyOtpWhatsappPage') },
              { path: 'otp_complete', handle: { title: 'titles.registrationOtpComplete' }, lazy: () => import('@/features/registration/steps/OtpCompletePage') },
              { path: 'corporate', handle: { title: 'titles.registrationCorporate' }, lazy: () => import('@/features/registration/steps/CorporatePage') },
              { path: 'corporate_verify', handle: { title: 'titles.registrationCorporateVerify' }, lazy: () => import('@/features/registration/steps/CorporateVerifyPage') },
            ],
          },
        ],
      },

      // Private routes: a token and a customer_id from isauthorised, else /login.
      guard(AUTHORISED, '/login', [
        {
          lazy: () => import('./layouts/DashboardLayout'),
          children: [
            later('download_transaction_summary', 'downloadTransactionSummary'),
            later('download_wire_transaction_summary', 'downloadWireTransactionSummary'),
            {
              path: 'dashboard',
              children: [
                { index: true, handle: { title: 'titles.dashboard' }, lazy: () => import('@/features/account-home/HomePage') },
                later('complete_kyc', 'completeKyc'),
                later('verify_kyc', 'verifyKyc'),
                later('camera', 'camera'),
                {
                  path: 'manage_subaccounts',
                  element: <GuardedRoute checks={[canManageSubaccounts]} redirectTo="/dashboard/setting" />,
                  children: [{ index: true, handle: { title: 'titles.manageSubaccounts' }, lazy: placeholderPage }],
                },
                guard(CORPORATE_NON_VIEWER_OR_PREPARER, '/dashboard', [
                  later('company_details', 'companyDetails'),
                  later('auth_person_details', 'authPersonDetails'),
                  later('corporate_kyc', 'corporateKyc'),
                  later('corporate_org_document', 'corporateOrgDocument'),
                  later('corporate_sharholder', 'corporateShareholder'),
                  later('corporate_admin_kyc', 'corporateAdminKyc'),
                ]),
                later('kyc', 'kyc'),
                later('user_account', 'userAccount'),
                later('user_account_update', 'userAccountUpdate'),
                guard(CORPORATE, '/dashboard', [
                  later('company_info', 'companyInfo'),
                  later('waiting_review', 'waitingReview'),
                  later('waiting_review/:transaction_type/:transaction_id', 'waitingReviewItem'),
                ]),
                later('beneficiary', 'beneficiary'),
                {
                  path: 'add_beneficiary',
                  element: <GuardedRoute checks={[canAddBeneficiary]} redirectTo="/dashboard/beneficiary" />,
                  children: [{ index: true, handle: { title: 'titles.addBeneficiary' }, lazy: placeholderPage }],
                },
                later('transactions', 'transactions'),
                { path: 'security_page', handle: { title: 'titles.securityPage' }, lazy: () => import('@/features/security/SecurityPage') },
                later('customer_wallet', 'customerWallet'),
                // Money moves: a viewer moves no money (spec 6). A preparer may prepare: the
                // final step sends the transaction for review instead of executing it.
                guard(NON_VIEWER, '/dashboard', [
                  later('topup', 'topup'),
                  ...steps('topup_step', 4, 'topupStep'),
                  later('internal_step1_new', 'internalStepNew'),
                  ...steps('internal_step', 4, 'internalStep'),
                  ...steps('external_step', 6, 'externalStep'),
                  later('external_step1N', 'externalStepNew'),
                  later('transaction_success', 'transactionSuccess'),
                  later('conversion_transaction_step1', 'conversionStep', { step: 1 }),
                  later('conversion_transaction_step2', 'conversionStep', { step: 2 }),
                  later('conversion_transaction_success', 'conversionSuccess'),
                ]),
                {
                  path: 'crypto_wallet',
                  element: <GuardedRoute checks={[canUseCryptoWallet]} redirectTo="/dashboard" />,
                  children: [{ index: true, handle: { title: 'titles.cryptoWallet' }, lazy: placeholderPage }],
                },
                later('crypto_deposit_detail', 'cryptoDepositDetail'),
                {
                  path: 'all_transactions',
                  element: <GuardedRoute checks={[hasWallet]} redirectTo="/dashboard" />,
                  children: [{ index: true, handle: { title: 'titles.allTransactions' }, lazy: placeholderPage }],
                },
                later('settings', 'settings'),
                // The spec's manage_subaccounts redirect target, which it does not route (clarifications).
                { path: 'setting', element: <Navigate to="/dashboard/settings" replace /> },
                ...steps('settings_email_update', 3, 'settingsEmailUpdate'),
              ],
            },
          ],
        },
      ]),
    ],
  },
];
