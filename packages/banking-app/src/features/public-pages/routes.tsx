// The public-pages feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { GUARDS, guarded, inArea, type Screen } from '@/routing/screens';

/** A content page: its text (Markdown, per language) is loaded with its screen. */
function content(path: Screen['path'], title: string, name: string): Omit<Screen, 'area'> {
  return {
    path,
    handle: { title: `titles.${title}`, content: name },
    lazy: async () => {
      const page = await import('./content/ContentPage');
      await page.loadContent(name);
      return { Component: page.Component };
    },
  };
}

export const publicPagesRoutes: readonly Screen[] = [
  ...inArea('public', [
    {
      path: PATHS.home,
      handle: { title: 'titles.home' },
      lazy: () => import('./home/HomePage'),
    },
    {
      path: PATHS.maintenance,
      handle: { title: 'titles.maintenance' },
      lazy: () => import('./maintenance/MaintenancePage'),
    },
  ]),
  ...guarded(
    // Public static pages. Home and maintenance (above) stay open during maintenance; these lead
    // to /maintenance while the runtime switch is on (clarifications).
    GUARDS.outsideMaintenance,
    inArea('public', [
      content(PATHS.termsOfUse, 'termsOfUse', 'terms-of-use'),
      content(PATHS.aboutUs, 'aboutUs', 'about-us'),
      content(PATHS.privacyPolicy, 'privacyPolicy', 'privacy-policy'),
      content(PATHS.cookiesPolicy, 'cookiesPolicy', 'cookies-policy'),
      content(PATHS.termsAndConditions, 'termsAndConditions', 'terms-and-conditions'),
      {
        path: PATHS.contactUs,
        handle: { title: 'titles.contactUs' },
        lazy: () => import('./contact/ContactPage'),
      },
      {
        path: PATHS.fees,
        handle: { title: 'titles.fees' },
        lazy: () => import('./fees/FeesPage'),
      },
      {
        path: PATHS.feesIndividuals,
        handle: { title: 'titles.feesIndividuals' },
        lazy: () => import('./fees/FeesPage'),
      },
      {
        path: PATHS.feesBusiness,
        handle: { title: 'titles.feesBusiness' },
        lazy: () => import('./fees/FeesPage'),
      },
      content(
        PATHS.digitalBankingRevolution,
        'digitalBankingRevolution',
        'digital-banking-revolution',
      ),
      content(PATHS.digitalBankingSecurity, 'digitalBankingSecurity', 'digital-banking-security'),
      content(PATHS.digitalBankingSolution, 'digitalBankingSolution', 'digital-banking-solution'),
      content(PATHS.digitalBankingMobile, 'digitalBankingMobile', 'digital-banking-mobile'),
      content(PATHS.digitalNeoBanking, 'digitalNeoBanking', 'digital-neo-banking'),
    ]),
  ),
  ...guarded(
    // The further public group: during maintenance it leads to / (the spec's "redirects to / on
    // failure"), where the home page shows the maintenance notice.
    GUARDS.outsideMaintenanceElseHome,
    inArea('public', [
      content(PATHS.security, 'security', 'security'),
      content(PATHS.investorRelations, 'investorRelations', 'investor-relations'),
      content(PATHS.virtualAssetManagement, 'virtualAssetManagement', 'virtual-asset-management'),
      content(PATHS.companyTeam, 'companyTeam', 'company-team'),
      content(PATHS.cookieNotice, 'cookieNotice', 'cookies-policy'),
      content(
        PATHS.corporatePrivateBanking,
        'corporatePrivateBanking',
        'corporate-private-banking',
      ),
      content(PATHS.custodyAssetManagement, 'custodyAssetManagement', 'custody-asset-management'),
      content(PATHS.investmentBanking, 'investmentBanking', 'investment-banking'),
      content(PATHS.privacyPolicyFurther, 'privacyPolicy', 'privacy-policy'),
      content(PATHS.termsOfUseFurther, 'termsOfUse', 'terms-of-use'),
    ]),
  ),
  ...inArea('public', [
    // Also in the further group, but never switched off: they finish what a link or a logout
    // started, and work during maintenance.
    {
      path: PATHS.emailVerifier,
      handle: { title: 'titles.emailVerifier' },
      lazy: () => import('./email/EmailVerifierPage'),
    },
    {
      path: PATHS.emailAddressVerify,
      handle: { title: 'titles.emailAddressVerify' },
      lazy: () => import('./email/EmailAddressVerifyPage'),
    },
    {
      path: PATHS.logout,
      handle: { title: 'titles.logout' },
      lazy: () => import('./logout/LogoutPage'),
    },
    {
      path: '*',
      handle: { title: 'titles.notFound' },
      lazy: () => import('./not-found/NotFoundPage'),
    },
  ]),
];
