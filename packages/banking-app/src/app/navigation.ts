// The dashboard's navigation, derived from the guards: each entry names the route it leads to,
// and shows only when every role rule (`Check.allows`) of that route's guards allows the
// customer. A link and its route's guard cannot disagree; a new screen's link needs no rule of
// its own. The session check of the private routes holds wherever this navigation is drawn.
import type { Check } from '@/session/checks';
import type { CustomerTypeInfo } from '@/session/customer';
import { useCustomerType } from '@/session/useCustomerType';
import { PATHS, type AppPath } from './paths';
import { routeBranch } from './router';
import type { GuardHandle } from './routes';

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
  { to: PATHS.waitingReview, label: 'nav.review' },
  { to: PATHS.manageSubaccounts, label: 'nav.users' },
  { to: PATHS.securityPage, label: 'nav.security' },
  { to: PATHS.settings, label: 'nav.settings' },
];

/**
 * The checks of every guard a visit to `path` passes through, outermost first: from the route's
 * branch as the router finds it (`routeBranch`, src/app/router.tsx: the table's paths are read
 * once, not ranked by react-router for each link).
 */
export function guardsOf(path: string): readonly Check[] {
  return (routeBranch(path) ?? []).flatMap(
    (route) => (route.handle as Partial<GuardHandle> | undefined)?.guard?.checks ?? [],
  );
}

/** Whether the customer's role lets them follow a link to `path` (unknown role: only unguarded links). */
export function mayFollow(path: string, info: CustomerTypeInfo | null | undefined): boolean {
  return guardsOf(path).every((check) => !check.allows || (info != null && check.allows(info)));
}

/** The entries of `entries` the customer may follow. */
function allowedLinks<T extends { to: string }>(
  entries: readonly T[],
  info: CustomerTypeInfo | null | undefined,
): T[] {
  return entries.filter((entry) => mayFollow(entry.to, info));
}

/**
 * The entries the customer may follow, from the customer type. The private routes' guard has
 * loaded it already, so the links are right in the first render (nothing shifts in later).
 */
export function useAllowedLinks<T extends { to: string }>(entries: readonly T[]): T[] {
  return allowedLinks(entries, useCustomerType());
}
