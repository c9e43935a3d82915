// Every route of the spec (section 2) at its exact path (src/access/paths.ts), grouped as the spec
// groups them, each lazy-loaded. A guard's checks and redirect are kept in its route's handle; the
// role guards take their rules from src/access/roles.ts, which the links read too.
// The guards and what each protects are documented in the package README.
import { Navigate, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '@bank/ui';
import {
  authorised,
  canUseCryptoWallet,
  hasWallet,
  notAuthorised,
  notInMaintenance,
  roleChecksOf,
  type Check,
} from '@/session/checks';
import { GuardedRoute } from './GuardedRoute';
import { PATHS } from '@/access/paths';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** What a guarded group keeps in its handle: its checks and where a refusal leads. */
export interface GuardHandle {
  guard: { checks: readonly Check[]; redirectTo: string };
}

const contentPage = (content: string) => async () => {
  const page = await import('@/features/public-pages/content/ContentPage');
  await page.loadContent(content);
  return { Component: page.Component };
};

function content(path: string, title: string, name: string): RouteObject {
  return { path, handle: { title: `titles.${title}`, content: name }, lazy: contentPage(name) };
}

function guard(checks: readonly Check[], redirectTo: string, children: RouteObject[]): RouteObject {
  const handle: GuardHandle = { guard: { checks, redirectTo } };
  return { element: <GuardedRoute checks={checks} redirectTo={redirectTo} />, handle, children };
}

/**
 * A group guarded by the customer's role: its checks are the role rules its routes need in
 * `ROUTE_ROLES` (src/access/roles.ts), the table every role-dependent link reads too. Every route
 * of the group must need the same rules (else loading the table throws).
 */
function roleGuard(redirectTo: string, children: RouteObject[]): RouteObject {
  const checks = roleChecksOf(children[0]?.path ?? '');
  for (const child of children) {
    const own = roleChecksOf(child.path ?? '');
    if (
      checks.length === 0 ||
      own.length !== checks.length ||
      own.some((check, i) => check !== checks[i])
    )
      throw new Error(`${child.path}: its role rules (ROUTE_ROLES) differ from its group's`);
  }
  return guard(checks, redirectTo, children);
}

// The check lists are module constants: a guard re-checks only when it mounts again.
const NOT_IN_MAINTENANCE = [notInMaintenance];
const NOT_AUTHORISED = [notAuthorised];
const AUTHORISED = [authorised];
const CRYPTO_WALLET = [canUseCryptoWallet];
const HAS_WALLET = [hasWallet];

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
          {
            path: PATHS.home,
            handle: { title: 'titles.home' },
            lazy: () => import('@/features/public-pages/home/HomePage'),
          },
          {
            path: PATHS.maintenance,
            handle: { title: 'titles.maintenance' },
            lazy: () => import('@/features/public-pages/maintenance/MaintenancePage'),
          },
          guard(NOT_IN_MAINTENANCE, PATHS.maintenance, [
            content(PATHS.termsOfUse, 'termsOfUse', 'terms-of-use'),
            content(PATHS.aboutUs, 'aboutUs', 'about-us'),
            content(PATHS.privacyPolicy, 'privacyPolicy', 'privacy-policy'),
            content(PATHS.cookiesPolicy, 'cookiesPolicy', 'cookies-policy'),
            content(PATHS.termsAndConditions, 'termsAndConditions', 'terms-and-conditions'),
            {
              path: PATHS.contactUs,
              handle: { title: 'titles.contactUs' },
              lazy: () => import('@/features/public-pages/contact/ContactPage'),
            },
            {
              path: PATHS.fees,
              handle: { title: 'titles.fees', audience: 'all' },
              lazy: () => import('@/features/public-pages/fees/FeesPage'),
            },
            {
              path: PATHS.feesIndividuals,
              handle: { title: 'titles.feesIndividuals', audience: 'individual' },
              lazy: () => import('@/features/public-pages/fees/FeesPage'),
            },
            {
              path: PATHS.feesBusiness,
              handle: { title: 'titles.feesBusiness', audience: 'corporate' },
              lazy: () => import('@/features/public-pages/fees/FeesPage'),
            },
            content(
              PATHS.digitalBankingRevolution,
              'digitalBankingRevolution',
              'digital-banking-revolution',
            ),
            content(
              PATHS.digitalBankingSecurity,
              'digitalBankingSecurity',
              'digital-banking-security',
            ),
            content(
              PATHS.digitalBankingSolution,
              'digitalBankingSolution',
              'digital-banking-solution',
            ),
            content(PATHS.digitalBankingMobile, 'digitalBankingMobile', 'digital-banking-mobile'),
            content(PATHS.digitalNeoBanking, 'digitalNeoBanking', 'digital-neo-banking'),
          ]),
          // Further public group: during maintenance it leads to / (the spec's "redirects to / on
          // failure"), where the home page shows the maintenance notice.
          guard(NOT_IN_MAINTENANCE, PATHS.home, [
            content(PATHS.security, 'security', 'security'),
            content(PATHS.investorRelations, 'investorRelations', 'investor-relations'),
            content(
              PATHS.virtualAssetManagement,
              'virtualAssetManagement',
              'virtual-asset-management',
            ),
            content(PATHS.companyTeam, 'companyTeam', 'company-team'),
            content(PATHS.cookieNotice, 'cookieNotice', 'cookies-policy'),
            content(
              PATHS.corporatePrivateBanking,
              'corporatePrivateBanking',
              'corporate-private-banking',
            ),
            content(
              PATHS.custodyAssetManagement,
              'custodyAssetManagement',
              'custody-asset-management',
            ),
            content(PATHS.investmentBanking, 'investmentBanking', 'investment-banking'),
            content(PATHS.privacyPolicyFurther, 'privacyPolicy', 'privacy-policy'),
            content(PATHS.termsOfUseFurther, 'termsOfUse', 'terms-of-use'),
          ]),
          // Also in the further group, but never switched off: they finish what a link or a
          // logout started, and work during maintenance.
          {
            path: PATHS.emailVerifier,
            handle: { title: 'titles.emailVerifier' },
            lazy: () => import('@/features/public-pages/email/EmailVerifierPage'),
          },
          {
            path: PATHS.emailAddressVerify,
            handle: { title: 'titles.emailAddressVerify' },
            lazy: () => import('@/features/public-pages/email/EmailAddressVerifyPage'),
          },
          {
            path: PATHS.logout,
            handle: { title: 'titles.logout' },
            lazy: () => import('@/features/public-pages/logout/LogoutPage'),
          },
          {
            path: '*',
            handle: { title: 'titles.notFound' },
            lazy: () => import('@/features/public-pages/not-found/NotFoundPage'),
          },
        ],
      },

      // Pages for customers who are not logged in: a logged-in customer goes to /dashboard.
      guard(NOT_AUTHORISED, PATHS.dashboard, [
        {
          lazy: () => import('./layouts/AuthLayout'),
          children: [
            {
              path: PATHS.login,
              handle: { title: 'titles.login' },
              lazy: () => import('@/features/auth/login/LoginPage'),
            },
            {
              path: PATHS.loginVerify,
              handle: { title: 'titles.loginVerify' },
              lazy: () => import('@/features/auth/mfa/SetupAuthenticatorPage'),
            },
            {
              path: PATHS.loginGenerateOtp,
              handle: { title: 'titles.loginGenerateOtp' },
              lazy: () => import('@/features/auth/mfa/GenerateOtpPage'),
            },
            {
              path: PATHS.loginVerifyOtp,
              handle: { title: 'titles.loginVerifyOtp' },
              lazy: () => import('@/features/auth/mfa/VerifyOtpPage'),
            },
            {
              path: PATHS.updateInfo,
              handle: { title: 'titles.updateInfo' },
              lazy: () => import('@/features/auth/password/UpdateInfoPage'),
            },
            {
              path: PATHS.forgotPassword,
              handle: { title: 'titles.forgotPassword' },
              lazy: () => import('@/features/auth/password/ForgotPasswordPage'),
            },
            {
              path: PATHS.resetPassword,
              handle: { title: 'titles.resetPassword' },
              lazy: () => import('@/features/auth/password/ResetPasswordPage'),
            },
            {
              path: PATHS.expiredLink,
              handle: { title: 'titles.expiredLink' },
              lazy: () => import('@/features/auth/password/ExpiredLinkPage'),
            },
            {
              path: PATHS.updatePasswordSuccess,
              handle: { title: 'titles.updatePasswordSuccess' },
              lazy: () => import('@/features/auth/password/PasswordChangedPage'),
            },
            // Registration: like the login pages, only when not logged in (the spec does not
            // show the rule; a logged-in customer has an account already).
            {
              path: PATHS.registration,
              handle: { title: 'titles.registration' },
              lazy: () => import('@/features/registration/steps/ChooseTypePage'),
            },
            {
              path: PATHS.registrationIndividual,
              handle: { title: 'titles.registrationIndividual' },
              lazy: () => import('@/features/registration/steps/IndividualPage'),
            },
            {
              path: PATHS.registrationPassword,
              handle: { title: 'titles.registrationPassword' },
              lazy: () => import('@/features/registration/steps/PasswordPage'),
            },
            {
              path: PATHS.registrationPersonalDetails,
              handle: { title: 'titles.registrationPersonalDetails' },
              lazy: () => import('@/features/registration/steps/PersonalDetailsPage'),
            },
            {
              path: PATHS.registrationVerifyKyc,
              handle: { title: 'titles.registrationVerifyKyc' },
              lazy: () => import('@/features/registration/steps/VerifyKycPage'),
            },
            {
              path: PATHS.registrationCongrats,
              handle: { title: 'titles.registrationCongrats' },
              lazy: () => import('@/features/registration/steps/CongratsPage'),
            },
            {
              path: PATHS.registrationGenerateOtp,
              handle: { title: 'titles.registrationGenerateOtp' },
              lazy: () => import('@/features/registration/steps/GenerateOtpPage'),
            },
            {
              path: PATHS.registrationGenerateOtpWhatsapp,
              handle: { title: 'titles.registrationGenerateOtpWhatsapp' },
              lazy: () => import('@/features/registration/steps/GenerateOtpWhatsappPage'),
            },
            {
              path: PATHS.registrationVerifyOtp,
              handle: { title: 'titles.registrationVerifyOtp' },
              lazy: () => import('@/features/registration/steps/VerifyOtpPage'),
            },
            {
              path: PATHS.registrationVerifyOtpWhatsapp,
              handle: { title: 'titles.registrationVerifyOtpWhatsapp' },
              lazy: () => import('@/features/registration/steps/VerifyOtpWhatsappPage'),
            },
            {
              path: PATHS.registrationOtpComplete,
              handle: { title: 'titles.registrationOtpComplete' },
              lazy: () => import('@/features/registration/steps/OtpCompletePage'),
            },
            {
              path: PATHS.registrationCorporate,
              handle: { title: 'titles.registrationCorporate' },
              lazy: () => import('@/features/registration/steps/CorporatePage'),
            },
            {
              path: PATHS.registrationCorporateVerify,
              handle: { title: 'titles.registrationCorporateVerify' },
              lazy: () => import('@/features/registration/steps/CorporateVerifyPage'),
            },
          ],
        },
      ]),

      // Private routes: a token and a customer_id from isauthorised, else /login.
      guard(AUTHORISED, PATHS.login, [
        {
          lazy: () => import('./layouts/DashboardLayout'),
          children: [
            {
              path: PATHS.downloadTransactionSummary,
              handle: { title: 'titles.downloadTransactionSummary', statement: 'transactions' },
              lazy: () => import('@/features/money/statements/StatementPage'),
            },
            {
              path: PATHS.downloadWireTransactionSummary,
              handle: { title: 'titles.downloadWireTransactionSummary', statement: 'wires' },
              lazy: () => import('@/features/money/statements/StatementPage'),
            },
            {
              path: PATHS.dashboard,
              handle: { title: 'titles.dashboard' },
              lazy: () => import('@/features/money/home/HomePage'),
            },
            {
              path: PATHS.completeKyc,
              handle: { title: 'titles.completeKyc' },
              lazy: () => import('@/features/kyc/CompleteKycPage'),
            },
            {
              path: PATHS.verifyKyc,
              handle: { title: 'titles.verifyKyc' },
              lazy: () => import('@/features/kyc/VerifyKycPage'),
            },
            {
              path: PATHS.camera,
              handle: { title: 'titles.camera' },
              lazy: () => import('@/features/kyc/CameraPage'),
            },
            roleGuard(PATHS.setting, [
              {
                path: PATHS.manageSubaccounts,
                handle: { title: 'titles.manageSubaccounts' },
                lazy: () => import('@/features/subaccounts/ManageSubaccountsPage'),
              },
            ]),
            roleGuard(PATHS.dashboard, [
              {
                path: PATHS.companyDetails,
                handle: { title: 'titles.companyDetails' },
                lazy: () => import('@/features/kyc/CompanyDetailsPage'),
              },
              {
                path: PATHS.authPersonDetails,
                handle: { title: 'titles.authPersonDetails' },
                lazy: () => import('@/features/kyc/AuthPersonDetailsPage'),
              },
              {
                path: PATHS.corporateKyc,
                handle: { title: 'titles.corporateKyc' },
                lazy: () => import('@/features/kyc/CorporateKycPage'),
              },
              {
                path: PATHS.corporateOrgDocument,
                handle: { title: 'titles.corporateOrgDocument' },
                lazy: () => import('@/features/kyc/CorporateOrgDocumentPage'),
              },
              {
                path: PATHS.corporateShareholder,
                handle: { title: 'titles.corporateShareholder' },
                lazy: () => import('@/features/kyc/CorporateShareholderPage'),
              },
              {
                path: PATHS.corporateAdminKyc,
                handle: { title: 'titles.corporateAdminKyc' },
                lazy: () => import('@/features/kyc/CorporateAdminKycPage'),
              },
            ]),
            {
              path: PATHS.kyc,
              handle: { title: 'titles.kyc' },
              lazy: () => import('@/features/kyc/KycPage'),
            },
            {
              path: PATHS.userAccount,
              handle: { title: 'titles.userAccount' },
              lazy: () => import('@/features/settings/UserAccountPage'),
            },
            {
              path: PATHS.userAccountUpdate,
              handle: { title: 'titles.userAccountUpdate' },
              lazy: () => import('@/features/settings/UserAccountUpdatePage'),
            },
            roleGuard(PATHS.dashboard, [
              {
                path: PATHS.companyInfo,
                handle: { title: 'titles.companyInfo' },
                lazy: () => import('@/features/kyc/CompanyInfoPage'),
              },
              {
                path: PATHS.waitingReview,
                handle: { title: 'titles.waitingReview' },
                lazy: () => import('@/features/reviews/ReviewListPage'),
              },
              {
                path: PATHS.waitingReviewItem,
                handle: { title: 'titles.waitingReviewItem' },
                lazy: () => import('@/features/reviews/ReviewPage'),
              },
            ]),
            {
              path: PATHS.beneficiary,
              handle: { title: 'titles.beneficiary' },
              lazy: () => import('@/features/beneficiaries/BeneficiariesPage'),
            },
            roleGuard(PATHS.beneficiary, [
              {
                path: PATHS.addBeneficiary,
                handle: {
                  title: 'titles.addBeneficiary',
                  searchTitles: { beneficiary_id: 'titles.editBeneficiary' },
                },
                lazy: () => import('@/features/beneficiaries/BeneficiaryFormPage'),
              },
            ]),
            {
              path: PATHS.transactions,
              handle: { title: 'titles.transactions' },
              lazy: () => import('@/features/transactions/TransactionsPage'),
            },
            {
              path: PATHS.securityPage,
              handle: { title: 'titles.securityPage' },
              lazy: () => import('@/features/security/SecurityPage'),
            },
            {
              path: PATHS.customerWallet,
              handle: { title: 'titles.customerWallet' },
              lazy: () => import('@/features/money/wallets/WalletsPage'),
            },
            // Money moves: a viewer moves no money (spec 6; the rules: src/access/roles.ts).
            roleGuard(PATHS.dashboard, [
              {
                path: PATHS.topup,
                handle: { title: 'titles.topup' },
                lazy: () => import('@/features/money/topup/TopupPage'),
              },
              {
                path: PATHS.topupStep1,
                handle: { title: 'titles.topupStep', titleValues: { step: 1 } },
                lazy: () => import('@/features/money/topup/TopUpWallet'),
              },
              {
                path: PATHS.topupStep2,
                handle: { title: 'titles.topupStep', titleValues: { step: 2 } },
                lazy: () => import('@/features/money/topup/TopUpMethod'),
              },
              {
                path: PATHS.topupStep3,
                handle: { title: 'titles.topupStep', titleValues: { step: 3 } },
                lazy: () => import('@/features/money/topup/TopUpDetails'),
              },
              {
                path: PATHS.topupStep4,
                handle: { title: 'titles.topupStep', titleValues: { step: 4 } },
                lazy: () => import('@/features/money/topup/TopUpResult'),
              },
              {
                path: PATHS.internalStep1New,
                handle: { title: 'titles.internalStepNew' },
                lazy: () => import('@/features/transfers/internal/InternalTransferNewRecipient'),
              },
              {
                path: PATHS.internalStep1,
                handle: { title: 'titles.internalStep', titleValues: { step: 1 } },
                lazy: () => import('@/features/transfers/internal/InternalTransferRecipient'),
              },
              {
                path: PATHS.internalStep2,
                handle: { title: 'titles.internalStep', titleValues: { step: 2 } },
                lazy: () => import('@/features/transfers/internal/InternalTransferAmount'),
              },
              {
                path: PATHS.internalStep3,
                handle: { title: 'titles.internalStep', titleValues: { step: 3 } },
                lazy: () => import('@/features/transfers/internal/InternalTransferReview'),
              },
              {
                path: PATHS.internalStep4,
                handle: { title: 'titles.internalStep', titleValues: { step: 4 } },
                lazy: () => import('@/features/transfers/internal/InternalTransferConfirm'),
              },
              {
                path: PATHS.externalStep1,
                handle: { title: 'titles.externalStep', titleValues: { step: 1 } },
                lazy: () => import('@/features/transfers/external/ExternalTransferRecipient'),
              },
              {
                path: PATHS.externalStep2,
                handle: { title: 'titles.externalStep', titleValues: { step: 2 } },
                lazy: () => import('@/features/transfers/external/ExternalTransferAmount'),
              },
              {
                path: PATHS.externalStep3,
                handle: { title: 'titles.externalStep', titleValues: { step: 3 } },
                lazy: () => import('@/features/transfers/external/ExternalTransferPurpose'),
              },
              {
                path: PATHS.externalStep4,
                handle: { title: 'titles.externalStep', titleValues: { step: 4 } },
                lazy: () => import('@/features/transfers/external/ExternalTransferReview'),
              },
              {
                path: PATHS.externalStep5,
                handle: { title: 'titles.externalStep', titleValues: { step: 5 } },
                lazy: () => import('@/features/transfers/external/ExternalTransferCode'),
              },
              {
                path: PATHS.externalStep6,
                handle: { title: 'titles.externalStep', titleValues: { step: 6 } },
                lazy: () => import('@/features/transfers/external/ExternalTransferStatus'),
              },
              {
                path: PATHS.externalStep1N,
                handle: { title: 'titles.externalStepNew' },
                lazy: () => import('@/features/transfers/external/ExternalTransferNewRecipient'),
              },
              {
                path: PATHS.transactionSuccess,
                handle: { title: 'titles.transactionSuccess' },
                lazy: () => import('@/features/transfers/success/TransactionSuccessPage'),
              },
              {
                path: PATHS.conversionStep1,
                handle: { title: 'titles.conversionStep', titleValues: { step: 1 } },
                lazy: () => import('@/features/transfers/conversion/ConversionQuote'),
              },
              {
                path: PATHS.conversionStep2,
                handle: { title: 'titles.conversionStep', titleValues: { step: 2 } },
                lazy: () => import('@/features/transfers/conversion/ConversionReview'),
              },
              {
                path: PATHS.conversionSuccess,
                handle: { title: 'titles.conversionSuccess' },
                lazy: () => import('@/features/transfers/success/TransactionSuccessPage'),
              },
            ]),
            guard(CRYPTO_WALLET, PATHS.dashboard, [
              {
                path: PATHS.cryptoWallet,
                handle: { title: 'titles.cryptoWallet' },
                lazy: () => import('@/features/crypto/CryptoWalletPage'),
              },
            ]),
            // Open to every customer: one who may not hold virtual assets reads the bank's reason here.
            {
              path: PATHS.cryptoDepositDetail,
              handle: { title: 'titles.cryptoDepositDetail' },
              lazy: () => import('@/features/crypto/DepositPage'),
            },
            guard(HAS_WALLET, PATHS.dashboard, [
              {
                path: PATHS.allTransactions,
                handle: { title: 'titles.allTransactions' },
                lazy: () => import('@/features/transactions/AllTransactionsPage'),
              },
            ]),
            {
              path: PATHS.settings,
              handle: { title: 'titles.settings' },
              lazy: () => import('@/features/settings/SettingsPage'),
            },
            // The spec's manage_subaccounts redirect target, which it does not route (clarifications).
            { path: PATHS.setting, element: <Navigate to={PATHS.settings} replace /> },
            {
              path: PATHS.settingsEmailUpdate1,
              handle: { title: 'titles.settingsEmailUpdate', titleValues: { step: 1 } },
              lazy: () => import('@/features/settings/email/EmailChangeNewAddress'),
            },
            {
              path: PATHS.settingsEmailUpdate2,
              handle: { title: 'titles.settingsEmailUpdate', titleValues: { step: 2 } },
              lazy: () => import('@/features/settings/email/EmailChangeCode'),
            },
            {
              path: PATHS.settingsEmailUpdate3,
              handle: { title: 'titles.settingsEmailUpdate', titleValues: { step: 3 } },
              lazy: () => import('@/features/settings/email/EmailChangePassword'),
            },
          ],
        },
      ]),
    ],
  },
];
