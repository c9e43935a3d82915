// The asynchronous checks of the guarded routes (spec 2, 4 and 6). Each resolves to true or
// false and is false on any failure, so a guard fails closed. Where each one is used is listed
// in src/app/routes.tsx and the package README.
import { ROLE_RULES, roleRulesOf, type RoleRule, type RoleRuleName } from '@/access/roles';
import { config } from '@/config/runtime';
import { api } from '@/api/api';
import { listWallets } from '@/api/calls/listWallets';
import { customerTypeInfo, isAuthorised, type CustomerTypeInfo } from './customer';
import { sessionReady } from './session';
import { hasToken } from './storage';

/**
 * A guard's check: resolves to true or false. `now`, when given, answers without waiting where
 * the answer is already certain (no stored token, the runtime configuration), or `undefined` when
 * it is not: a guard whose checks all answer now renders at once, without the loader.
 */
export interface Check {
  (): Promise<boolean>;
  now?: () => boolean | undefined;
  /**
   * A rule of the customer's role (spec 6, `ROLE_RULES` in src/access/roles.ts), answered from the
   * customer type alone: the guard asks it through the check; links ask the same rule directly
   * (`mayFollow`, src/access/roles.ts), so a link and its route's guard never disagree.
   */
  allows?: (info: CustomerTypeInfo) => boolean;
  /**
   * Why a "no" of this check sends the customer elsewhere, said on the page they land on
   * (`RefusalNotice`): never a silent redirect. Checks of the session (logged in or not) have none.
   */
  refusal?: Refusal;
}

/** The reasons a guard refuses a logged-in customer a screen, each explained where they land. */
export type Refusal = 'role' | 'cryptoWallet' | 'noWallet';

function withNow(check: () => Promise<boolean>, now: () => boolean | undefined): Check {
  return Object.assign(check, { now });
}

async function withInfo(rule: (info: CustomerTypeInfo) => boolean): Promise<boolean> {
  try {
    const info = await customerTypeInfo();
    return info ? rule(info) : false;
  } catch {
    return false;
  }
}

/** A check of the customer's role: the guard loads the customer type; `allows` answers from one. */
function roleCheck(rule: RoleRule): Check {
  return Object.assign(() => withInfo(rule), { allows: rule, refusal: 'role' as const });
}

/**
 * Private routes: a token and a customer_id from isauthorised (after the first-tab check).
 * Once authorised, the customer type is loaded behind the same loader: the dashboard frame's
 * navigation depends on it, and drawing the frame before it moved the page down as links appeared
 * (a layout shift of 0.23 on a phone, Lighthouse performance 88 instead of 99). Both are asked at
 * once; isauthorised decides (a refused token does not end the session from the type's call).
 */
async function checkAuthorised(): Promise<boolean> {
  await sessionReady();
  const [ok] = await Promise.all([isAuthorised(), customerTypeInfo({ keepSessionOn401: true })]);
  if (ok) await customerTypeInfo();
  return ok;
}

// The check started at page load (main.tsx), while the page's code downloads: the guard that
// mounts a moment later takes its answer instead of starting over. Only a "yes" is taken, and only
// for a few seconds: a "no" is asked again (a login may have happened since).
let early: { at: number; answer: Promise<boolean> } | undefined;
const EARLY_ANSWER_MS = 10_000;

/** Starts the private routes' check now (on a private page with a stored token, at start-up). */
export function checkAuthorisedEarly() {
  early = { at: Date.now(), answer: checkAuthorised() };
}

// Whether the private routes' guard has said yes in this page's life (a logout removes the token).
let confirmed = false;

/**
 * The gate of the dashboard screens' loaders (src/lib/data/screenData.ts): a screen's calls wait
 * for the check the guard is about to make (the same answer: it is started here and taken there),
 * and go at once once the guard has said yes; no stored token, no calls.
 */
export function authorisedGate(): Promise<boolean> {
  if (!hasToken()) return Promise.resolve(false);
  if (confirmed) return Promise.resolve(true);
  if (!early || Date.now() - early.at >= EARLY_ANSWER_MS) checkAuthorisedEarly();
  return early!.answer;
}

export const authorised: Check = withNow(
  async () => {
    const started = early;
    if (
      started &&
      Date.now() - started.at < EARLY_ANSWER_MS &&
      (await started.answer) &&
      hasToken()
    ) {
      // The early check loaded the customer type with it; a later token (another login since)
      // has its own to load first: the frame's navigation is drawn whole from it.
      await customerTypeInfo();
      return (confirmed = true);
    }
    return (confirmed = await checkAuthorised());
  },
  // Without a stored token nobody is logged in, whatever the first-tab check finds.
  () => (hasToken() ? undefined : false),
);

/** Login and registration pages: only when not logged in (else to /dashboard). */
export const notAuthorised: Check = withNow(
  async () => {
    await sessionReady();
    return !(await isAuthorised());
  },
  () => (hasToken() ? undefined : true),
);

/** The guard's check of each role rule (src/access/roles.ts), one check per rule. */
export const ROLE_CHECKS = Object.fromEntries(
  Object.entries(ROLE_RULES).map(([name, rule]) => [name, roleCheck(rule)]),
) as Record<RoleRuleName, Check>;

/** The checks of the role rules a visit to `path` needs (`ROUTE_ROLES`), in the table's order. */
export function roleChecksOf(path: string): readonly Check[] {
  return roleRulesOf(path).map((name) => ROLE_CHECKS[name]);
}

/** Spec 6: true for a viewer or a preparer. */
export const isViewerOrPreparer = ROLE_CHECKS.viewerOrPreparer;
/** Spec 6: true for a viewer only. */
export const isViewer = ROLE_CHECKS.viewer;
/** Spec 6, the negation as a guard: individuals, approvers and admins (not viewers, not preparers). */
export const allowNonViewerOrPreparer = ROLE_CHECKS.nonViewerOrPreparer;
/** Spec 6, the negation as a guard: everyone but a viewer (a viewer moves no money). */
export const allowNonViewer = ROLE_CHECKS.nonViewer;
/** Company screens: corporate accounts only. */
export const corporateOnly = ROLE_CHECKS.corporate;

/** manage_subaccounts: the company's administrators. */
export const canManageSubaccounts = ROLE_CHECKS.administrator;

/**
 * add_beneficiary: not for viewers and preparers (the contract's rule for adding beneficiaries).
 * @alias allowNonViewerOrPreparer, named for its route
 */
export const canAddBeneficiary: Check = allowNonViewerOrPreparer;

/** crypto_wallet: the backend's eligibility (individuals whose identity check is approved). */
export const canUseCryptoWallet: Check = Object.assign(
  async () => {
    const res = await api().call('cryptoEligibility');
    return res.data?.data?.allowed === true;
  },
  { refusal: 'cryptoWallet' as const },
);

/** all_transactions: the history across every wallet needs at least one wallet. */
export const hasWallet: Check = Object.assign(
  async () => {
    const res = await listWallets();
    return Array.isArray(res.data?.data) && res.data.data.length > 0;
  },
  { refusal: 'noWallet' as const },
);

/** Public static pages: off during maintenance, except the home and maintenance pages. */
export const notInMaintenance: Check = withNow(
  async () => !config().maintenance,
  () => !config().maintenance,
);
