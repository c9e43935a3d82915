// The dashboard's navigation, derived from the guards: each entry names the route it leads to,
// and shows only when every role rule (`Check.allows`) of that route's guards allows the
// customer. A link and its route's guard cannot disagree; a new screen's link needs no rule of
// its own. The session check of the private routes holds wherever this navigation is drawn.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { Check } from '@/session/checks';
import type { CustomerTypeInfo } from '@/session/customer';
import { useCustomerType } from '@/session/useCustomerType';
import { PATHS, type AppPath } from './paths';
import { routes, type GuardHandle } from './routes';

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

// Matching ranks the whole route table (react-router flattens and scores every route on each
// call): a link's guards come instead from one walk of the table, made once, that records each
// route's own path (every path in routes.tsx is absolute) with the checks of the guards around it.
// A path that is no route's own (a pattern's instance, e.g. with an id) is matched once, then kept.
let guardsByPath: Map<string, readonly Check[]> | undefined;

function walk(table: readonly RouteObject[], outer: readonly Check[], into: Map<string, readonly Check[]>) {
  for (const route of table) {
    const own = (route.handle as Partial<GuardHandle> | undefined)?.guard?.checks ?? [];
    const checks = own.length ? [...outer, ...own] : outer;
    if (route.path?.startsWith('/') && !route.path.includes(':') && !route.path.includes('*') && !into.has(route.path)) into.set(route.path, checks);
    if (route.children) walk(route.children, checks, into);
  }
}

/** The checks of every guard a visit to `path` passes through, outermost first. */
export function guardsOf(path: string): readonly Check[] {
  if (!guardsByPath) walk(routes, [], (guardsByPath = new Map()));
  let guards = guardsByPath.get(path);
  if (!guards) {
    guards = (matchRoutes(routes, path) ?? []).flatMap(
      (match) => (match.route.handle as Partial<GuardHandle> | undefined)?.guard?.checks ?? [],
    );
    guardsByPath.set(path, guards);
  }
  return guards;
}

/** Whether the customer's role lets them follow a link to `path` (unknown role: only unguarded links). */
export function mayFollow(path: string, info: CustomerTypeInfo | null | undefined): boolean {
  return guardsOf(path).every((check) => !check.allows || (info != null && check.allows(info)));
}

/** The entries of `entries` the customer may follow. */
export function allowedLinks<T extends { to: string }>(
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
