// The dashboard's navigation: each entry names the route it leads to, and shows only when the
// role rules of that route (`ROUTE_ROLES`, src/access/roles.ts, which its guard applies too)
// allow the customer (`useAllowedLinks`). A link and its route's guard cannot disagree; a new
// screen's link needs no rule of its own. The session check of the private routes holds wherever
// this navigation is drawn.
import { PATHS, type AppPath } from '@/access/paths';

export interface NavEntry {
  to: AppPath;
  /** Key in the common namespace. */
  label: string;
  /** Active only on the exact path (the dashboard home). */
  end?: boolean;
}

export const DASHBOARD_NAV: readonly NavEntry[] = [
  { to: PATHS.dashboard, label: 'nav.dashboard', end: true },
  { to: PATHS.customerWallet, label: 'nav.wallets' },
  { to: PATHS.transactions, label: 'nav.transactions' },
  { to: PATHS.beneficiary, label: 'nav.beneficiaries' },
  { to: PATHS.topup, label: 'nav.topup' },
  { to: PATHS.internalStep1, label: 'nav.transfer' },
  { to: PATHS.conversionStep1, label: 'nav.convert' },
  { to: PATHS.upcoming, label: 'nav.upcoming' },
  { to: PATHS.requests, label: 'nav.requests' },
  { to: PATHS.waitingReview, label: 'nav.review' },
  { to: PATHS.bulkPayments, label: 'nav.bulkPayments' },
  { to: PATHS.payroll, label: 'nav.payroll' },
  { to: PATHS.approvalRules, label: 'nav.approvalRules' },
  { to: PATHS.manageSubaccounts, label: 'nav.users' },
  { to: PATHS.securityPage, label: 'nav.security' },
  { to: PATHS.settings, label: 'nav.settings' },
];
