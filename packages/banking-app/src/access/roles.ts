// Who may open which screen (spec 6), as plain data and pure functions: the role rules, and the
// rules each guarded route needs. The route guards (src/app/routes.tsx, through the checks of
// src/session/checks.ts) and every link that depends on the customer's role (the dashboard
// navigation, the home's actions, `useAllowedLinks`) read this one table, so a guard and its
// link cannot disagree. No React, no session: this layer sits below the features and the app.
import type { getCustomerType, ResponseBody } from '@bank/api-contract';
import { PATHS, type AppPath } from './paths';

/** What the role rules read: the customer type (`GET /customer/type`). */
export type RoleInfo = ResponseBody<typeof getCustomerType>['data'];

/** A rule of the customer's role: true when it lets the customer through. */
export type RoleRule = (info: RoleInfo) => boolean;

export const ROLE_RULES = {
  /** A company's viewer (reads only). */
  viewer: (i) => i.is_viewer,
  /** A company's viewer or preparer. */
  viewerOrPreparer: (i) => i.is_viewer_or_preparer,
  /** Everyone but a viewer: a viewer moves no money. */
  nonViewer: (i) => !i.is_viewer,
  /** Individuals, approvers and administrators: not viewers, not preparers (adds beneficiaries, sends the company's identity check). */
  nonViewerOrPreparer: (i) => !i.is_viewer_or_preparer,
  /** Personal accounts only (instant payment proxies are a person's number or address). */
  individual: (i) => i.user_type === 'individual',
  /** Corporate accounts only. */
  corporate: (i) => i.user_type === 'corporate',
  /** A company's administrators (manage the company's users). */
  administrator: (i) => i.user_type === 'corporate' && i.can_administer,
} as const satisfies Record<string, RoleRule>;

export type RoleRuleName = keyof typeof ROLE_RULES;

const COMPANY_CHECK: readonly RoleRuleName[] = ['corporate', 'nonViewerOrPreparer'];
const COMPANY: readonly RoleRuleName[] = ['corporate'];
const MOVES_MONEY: readonly RoleRuleName[] = ['nonViewer'];

/**
 * The role rules of each guarded route, all of which must allow the customer. A route not named
 * here has no rule of the customer's role (its other guards — logged in, a wallet, crypto
 * eligibility — are not the role's).
 */
const ROUTE_ROLES: Partial<Record<AppPath, readonly RoleRuleName[]>> = {
  [PATHS.manageSubaccounts]: ['administrator'],
  [PATHS.companyDetails]: COMPANY_CHECK,
  [PATHS.authPersonDetails]: COMPANY_CHECK,
  [PATHS.corporateKyc]: COMPANY_CHECK,
  [PATHS.corporateOrgDocument]: COMPANY_CHECK,
  [PATHS.corporateShareholder]: COMPANY_CHECK,
  [PATHS.corporateAdminKyc]: COMPANY_CHECK,
  [PATHS.companyInfo]: COMPANY,
  [PATHS.waitingReview]: COMPANY,
  [PATHS.waitingReviewItem]: COMPANY,
  // Every corporate user reads the approval rules; administrators change them (in the screen).
  [PATHS.approvalRules]: COMPANY,
  // Every corporate user reads the company's bulk payments; viewers only read (the screens hide
  // uploading, fixing, submitting and deciding from them, and the bank refuses them too).
  [PATHS.bulkPayments]: COMPANY,
  [PATHS.bulkPayment]: COMPANY,
  // Payroll (issue 28): every corporate user reads the months, the employees and the employer id,
  // and checks a SIF (the screens let approvers and administrators change employees, administrators
  // the employer id); running a month moves money: not for viewers.
  [PATHS.payroll]: COMPANY,
  [PATHS.payrollRun]: COMPANY,
  [PATHS.payrollCheck]: COMPANY,
  [PATHS.payrollNew]: ['corporate', 'nonViewer'],
  // add_beneficiary: the contract's rule for adding beneficiaries.
  [PATHS.addBeneficiary]: ['nonViewerOrPreparer'],
  // Money moves: a viewer moves no money. A preparer may prepare: the final step sends the
  // transaction for review instead of executing it.
  [PATHS.topup]: MOVES_MONEY,
  [PATHS.topupStep1]: MOVES_MONEY,
  [PATHS.topupStep2]: MOVES_MONEY,
  [PATHS.topupStep3]: MOVES_MONEY,
  [PATHS.topupStep4]: MOVES_MONEY,
  [PATHS.internalStep1New]: MOVES_MONEY,
  [PATHS.internalStep1]: MOVES_MONEY,
  [PATHS.internalStep2]: MOVES_MONEY,
  [PATHS.internalStep3]: MOVES_MONEY,
  [PATHS.internalStep4]: MOVES_MONEY,
  [PATHS.externalStep1]: MOVES_MONEY,
  [PATHS.externalStep2]: MOVES_MONEY,
  [PATHS.externalStep3]: MOVES_MONEY,
  [PATHS.externalStep4]: MOVES_MONEY,
  [PATHS.externalStep5]: MOVES_MONEY,
  [PATHS.externalStep6]: MOVES_MONEY,
  [PATHS.externalStep1N]: MOVES_MONEY,
  [PATHS.transactionSuccess]: MOVES_MONEY,
  [PATHS.resubmit]: MOVES_MONEY,
  [PATHS.conversionStep1]: MOVES_MONEY,
  [PATHS.instantPay]: MOVES_MONEY,
  [PATHS.instantProxies]: ['individual'],
  [PATHS.upcoming]: MOVES_MONEY,
  [PATHS.requests]: ['individual'],
  [PATHS.requestPay]: ['individual'],
  [PATHS.conversionStep2]: MOVES_MONEY,
  [PATHS.conversionSuccess]: MOVES_MONEY,
};

/** A path without its query and hash, and without a trailing slash. */
const bare = (path: string) => (path.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1');

/** Whether a route's template (`/a/:b`) matches a bare path. */
function matches(template: string, path: string): boolean {
  const want = template.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/** The names of the role rules a visit to `path` needs (none for a route without any). */
export function roleRulesOf(path: string): readonly RoleRuleName[] {
  const at = bare(path);
  const exact = ROUTE_ROLES[at as AppPath];
  if (exact) return exact;
  for (const [template, rules] of Object.entries(ROUTE_ROLES))
    if (template.includes(':') && matches(template, at)) return rules;
  return [];
}

/** Whether the customer's role lets them follow a link to `path` (unknown role: only links without a role rule). */
export function mayFollow(path: string, info: RoleInfo | null | undefined): boolean {
  return roleRulesOf(path).every((name) => info != null && ROLE_RULES[name](info));
}

/** The entries of `entries` the customer may follow. */
export function allowedLinks<T extends { to: string }>(
  entries: readonly T[],
  info: RoleInfo | null | undefined,
): T[] {
  return entries.filter((entry) => mayFollow(entry.to, info));
}
