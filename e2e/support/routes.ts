// Every route of the spec (section 2), written out from the spec itself (not from the app's
// router), with the group it belongs to.

export type Group = 'static' | 'further' | 'guest' | 'registration' | 'private';

const staticPages = [
  '/',
  '/terms-of-use',
  '/about-us',
  '/privacy-policy',
  '/cookies-policy',
  '/terms-and-conditions',
  '/contact-us',
  '/fees-charging',
  '/fees-charging-individuals',
  '/fees-charging-business',
  '/digital-banking-revolution',
  '/digital-banking-security',
  '/digital-banking-solution',
  '/digital-banking-mobile',
  '/digital-neo-banking',
  '/maintenance',
];
// /logout comes last in the crawl (it ends the session); the catch-all is tried with an unknown path.
const furtherPages = [
  '/security',
  '/investor_relations',
  '/virtual_asset_management',
  '/company_team',
  '/cookie_notice',
  '/corporate_private_banking',
  '/custody_asset_management',
  '/investment_banking',
  '/privacy_policy',
  '/terms_of_use',
  '/email_verifier',
  '/email_address_verify',
  '/no-such-page-at-all',
];
const guestPages = [
  '/login',
  '/login/verify',
  '/login/generate_otp',
  '/login/verify_otp',
  '/update_info',
  '/forgot_password',
  '/reset_password',
  '/expired_link',
  '/update_password_success',
];
const registration = [
  '',
  '/individual',
  '/password',
  '/personal_details',
  '/verify_kyc_step_2',
  '/congrats',
  '/generate_otp',
  '/generate_otp_whatsapp',
  '/verify_otp',
  '/verify_otp_whatsapp',
  '/otp_complete',
  '/corporate',
  '/corporate_verify',
].map((p) => `/registration${p}`);
const dashboard = [
  '',
  'complete_kyc',
  'verify_kyc',
  'camera',
  'manage_subaccounts',
  'company_details',
  'auth_person_details',
  'kyc',
  'corporate_kyc',
  'corporate_org_document',
  'corporate_sharholder',
  'corporate_admin_kyc',
  'user_account',
  'user_account_update',
  'company_info',
  'beneficiary',
  'add_beneficiary',
  'transactions',
  'security_page',
  'waiting_review',
  'waiting_review/external_transfer/3f1c2b9e-0d7a-4a51-9a3e-2b6f1c0d4e55',
  'customer_wallet',
  'topup',
  'topup_step1',
  'topup_step2',
  'topup_step3',
  'topup_step4',
  'internal_step1_new',
  'internal_step1',
  'internal_step2',
  'internal_step3',
  'internal_step4',
  'external_step1',
  'external_step2',
  'external_step3',
  'external_step4',
  'external_step5',
  'external_step6',
  'external_step1N',
  'transaction_success',
  'crypto_wallet',
  'conversion_transaction_step1',
  'conversion_transaction_step2',
  'conversion_transaction_success',
  'crypto_deposit_detail',
  'all_transactions',
  'settings',
  'settings_email_update1',
  'settings_email_update2',
  'settings_email_update3',
  // Not routed by the spec, but named as manage_subaccounts' redirect (clarifications).
  'setting',
].map((p) => (p ? `/dashboard/${p}` : '/dashboard'));
const privateTop = ['/download_transaction_summary', '/download_wire_transaction_summary'];

export const SPEC_ROUTES: { path: string; group: Group }[] = [
  ...staticPages.map((path) => ({ path, group: 'static' as const })),
  ...furtherPages.map((path) => ({ path, group: 'further' as const })),
  ...guestPages.map((path) => ({ path, group: 'guest' as const })),
  ...registration.map((path) => ({ path, group: 'registration' as const })),
  ...privateTop.map((path) => ({ path, group: 'private' as const })),
  ...dashboard.map((path) => ({ path, group: 'private' as const })),
  { path: '/logout', group: 'further' },
];

// Pages that continue a flow in progress: the group's guard lets a logged-out visitor in, and the
// page itself, opened with no flow under way, leads to the flow's start (the auth and
// registration features' rule, on top of the guard).
const flowStart: Record<string, string> = {
  '/login/verify': '/login',
  '/login/generate_otp': '/login',
  '/login/verify_otp': '/login',
  '/update_info': '/login',
  '/reset_password': '/expired_link',
  ...Object.fromEntries(
    [
      'password',
      'personal_details',
      'verify_kyc_step_2',
      'congrats',
      'generate_otp',
      'generate_otp_whatsapp',
      'verify_otp',
      'verify_otp_whatsapp',
      'otp_complete',
      'corporate_verify',
    ].map((s) => [`/registration/${s}`, '/registration']),
  ),
};

/** Where a logged-out visitor lands (spec 2). */
export function landingLoggedOut(path: string, group: Group): string {
  if (group === 'private') return '/login';
  return flowStart[path] ?? path;
}

export interface CustomerFacts {
  userType: 'individual' | 'corporate';
  isViewer: boolean;
  isViewerOrPreparer: boolean;
  canAdminister: boolean;
  cryptoAllowed: boolean;
  wallets: number;
}

const corporateReadable = ['company_info', 'waiting_review'];
const corporateOnboarding = [
  'company_details',
  'auth_person_details',
  'corporate_kyc',
  'corporate_org_document',
  'corporate_sharholder',
  'corporate_admin_kyc',
];
const moneyMoving =
  /^(topup|topup_step\d|internal_step1_new|internal_step\d|external_step\d|external_step1N|transaction_success|conversion_transaction_step\d|conversion_transaction_success)$/;

// Private flows, the same rule once the guard lets the customer in: a step opened with no draft
// under way leads to the flow's first step (the money features' rule; each flow lists its steps).
const privateFlowStart: Record<string, string> = {
  ...Object.fromEntries(
    ['topup', 'topup_step2', 'topup_step3', 'topup_step4'].map((s) => [
      `/dashboard/${s}`,
      '/dashboard/topup_step1',
    ]),
  ),
  ...Object.fromEntries(
    ['internal_step2', 'internal_step3', 'internal_step4'].map((s) => [
      `/dashboard/${s}`,
      '/dashboard/internal_step1',
    ]),
  ),
  ...Object.fromEntries(
    [2, 3, 4, 5, 6].map((n) => [`/dashboard/external_step${n}`, '/dashboard/external_step1']),
  ),
  '/dashboard/conversion_transaction_step2': '/dashboard/conversion_transaction_step1',
  // The success pages show one transaction, named in their address: with none they lead home.
  '/dashboard/transaction_success': '/dashboard',
  '/dashboard/conversion_transaction_success': '/dashboard',
  ...Object.fromEntries(
    ['settings_email_update2', 'settings_email_update3'].map((s) => [
      `/dashboard/${s}`,
      '/dashboard/settings_email_update1',
    ]),
  ),
};

/** Where a logged-in customer lands: the guards as the package README documents them. */
export function landingLoggedIn(path: string, group: Group, c: CustomerFacts): string {
  if (group === 'guest' || group === 'registration') return '/dashboard';
  if (group !== 'private' || !path.startsWith('/dashboard/')) return path;
  const screen = path.slice('/dashboard/'.length);
  const first = screen.split('/')[0]!;
  if (screen === 'setting') return '/dashboard/settings';
  if (screen === 'manage_subaccounts')
    return c.userType === 'corporate' && c.canAdminister ? path : '/dashboard/settings';
  if (screen === 'add_beneficiary') return c.isViewerOrPreparer ? '/dashboard/beneficiary' : path;
  if (screen === 'crypto_wallet') return c.cryptoAllowed ? path : '/dashboard';
  if (screen === 'all_transactions') return c.wallets > 0 ? path : '/dashboard';
  if (corporateReadable.includes(first)) return c.userType === 'corporate' ? path : '/dashboard';
  if (corporateOnboarding.includes(first))
    return c.userType === 'corporate' && !c.isViewerOrPreparer ? path : '/dashboard';
  if (moneyMoving.test(screen)) return c.isViewer ? '/dashboard' : (privateFlowStart[path] ?? path);
  return privateFlowStart[path] ?? path;
}
