// Every route of the spec (section 2) at its exact path (src/access/paths.ts): each feature
// declares its own screens (features/<feature>/routes.tsx, as src/routing/screens.ts describes);
// this file only joins the lists. It puts each area behind its layout and its session guard, gives
// each route the guard of its role rules (`ROUTE_ROLES`, src/access/roles.ts, which the links read
// too) and groups the routes that share a guard under one route, so that moving between the
// screens of a flow does not check again. A guard's checks and redirect are kept in its route's
// handle. The guards and what each protects are documented in the package README.
import { Navigate, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '@bank/ui';
import {
  authorised,
  authorisedGate,
  notAuthorised,
  roleChecksOf,
  type Check,
} from '@/session/checks';
import { behindGate } from '@/lib/data/screenData';
import { loadSiteTitles } from '@/i18n/i18n';
import { roleRulesOf } from '@/access/roles';
import { PATHS } from '@/access/paths';
import type { Area, Guard, Screen } from '@/routing/screens';
import { approvalsRoutes } from '@/features/approvals/routes';
import { authRoutes } from '@/features/auth/routes';
import { beneficiariesRoutes } from '@/features/beneficiaries/routes';
import { bulkRoutes } from '@/features/bulk/routes';
import { cryptoRoutes } from '@/features/crypto/routes';
import { kycRoutes } from '@/features/kyc/routes';
import { moneyRoutes } from '@/features/money/routes';
import { notificationsRoutes } from '@/features/notifications/routes';
import { payrollRoutes } from '@/features/payroll/routes';
import { publicPagesRoutes } from '@/features/public-pages/routes';
import { registrationRoutes } from '@/features/registration/routes';
import { requestsRoutes } from '@/features/requests/routes';
import { reviewsRoutes } from '@/features/reviews/routes';
import { securityRoutes } from '@/features/security/routes';
import { settingsRoutes } from '@/features/settings/routes';
import { subaccountsRoutes } from '@/features/subaccounts/routes';
import { transactionsRoutes } from '@/features/transactions/routes';
import { transfersRoutes } from '@/features/transfers/routes';
import { GuardedRoute } from './GuardedRoute';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/** Every feature's screens. */
const SCREENS: readonly Screen[] = [
  ...publicPagesRoutes,
  ...authRoutes,
  ...registrationRoutes,
  ...moneyRoutes,
  ...kycRoutes,
  ...subaccountsRoutes,
  ...settingsRoutes,
  ...reviewsRoutes,
  ...approvalsRoutes,
  ...bulkRoutes,
  ...payrollRoutes,
  ...beneficiariesRoutes,
  ...transactionsRoutes,
  ...securityRoutes,
  ...transfersRoutes,
  ...cryptoRoutes,
  ...notificationsRoutes,
  ...requestsRoutes,
];

/** What a guarded group keeps in its handle: its checks and where a refusal leads. */
export interface GuardHandle {
  guard: { checks: readonly Check[]; redirectTo: string };
}

function guardRoute({ checks, redirectTo }: Guard, children: RouteObject[]): RouteObject {
  const handle: GuardHandle = { guard: { checks, redirectTo } };
  return { element: <GuardedRoute checks={checks} redirectTo={redirectTo} />, handle, children };
}

// One guard object per set of role rules and refusal target: the routes that need the same rules
// share one guard route.
const roleGuards = new Map<string, Guard>();
function roleGuardOf(screen: Screen): Guard | null {
  const rules = roleRulesOf(screen.path);
  if (rules.length === 0) return null;
  const redirectTo = screen.refusedTo ?? PATHS.dashboard;
  const key = `${rules.join(',')}→${redirectTo}`;
  let guard = roleGuards.get(key);
  if (!guard) roleGuards.set(key, (guard = { checks: roleChecksOf(screen.path), redirectTo }));
  return guard;
}

/**
 * A screen's own route (without its guards). On the dashboard its loader's calls wait for the
 * session's check (`authorisedGate`): nothing is asked for a visit the guard will refuse.
 */
function screenRoute({ area, path, handle, lazy, redirect }: Screen): RouteObject {
  if (redirect) return { path, element: <Navigate to={redirect} replace /> };
  if (area !== 'dashboard' || typeof lazy !== 'function') return { path, handle, lazy };
  const load = lazy;
  return {
    path,
    handle,
    lazy: async () => {
      const screen = await load();
      return screen.loader && typeof screen.loader === 'function'
        ? { ...screen, loader: behindGate(screen.loader, authorisedGate) }
        : screen;
    },
  };
}

/**
 * The routes of `screens`, each behind its guards: screens whose next guard is the same object
 * share one guard route, in the order the guards first appear.
 */
function nest(screens: readonly { screen: Screen; guards: readonly Guard[] }[]): RouteObject[] {
  const out: (RouteObject | { guard: Guard; inner: typeof screens })[] = [];
  for (const entry of screens) {
    const [next, ...rest] = entry.guards;
    if (!next) {
      out.push(screenRoute(entry.screen));
      continue;
    }
    const group = out.find(
      (item): item is { guard: Guard; inner: typeof screens } =>
        'guard' in item && item.guard === next,
    );
    const inner = { screen: entry.screen, guards: rest };
    if (group) group.inner = [...group.inner, inner];
    else out.push({ guard: next, inner: [inner] });
  }
  return out.map((item) =>
    'inner' in item ? guardRoute(item.guard, nest(item.inner)) : (item as RouteObject),
  );
}

/** The routes of one area, each behind its own guards and, on the dashboard, its role's. */
function area(which: Area): RouteObject[] {
  return nest(
    SCREENS.filter((screen) => screen.area === which).map((screen) => {
      const role = which === 'dashboard' ? roleGuardOf(screen) : null;
      return { screen, guards: [...(role ? [role] : []), ...(screen.guards ?? [])] };
    }),
  );
}

/** A layout of the public site or the visitor pages, once their page titles are in `common`. */
async function withSiteTitles<T>(layout: Promise<T>): Promise<T> {
  const [module] = await Promise.all([layout, loadSiteTitles()]);
  return module;
}

// The session guards' check lists are module constants: a guard re-checks only when it mounts again.
const NOT_AUTHORISED: Guard = { checks: [notAuthorised], redirectTo: PATHS.dashboard };
const AUTHORISED: Guard = { checks: [authorised], redirectTo: PATHS.login };

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    hydrateFallbackElement: <FullScreenLoader />,
    errorElement: <RouteError />,
    children: [
      // The public site: open to everyone (some pages close during maintenance: their guards).
      { lazy: () => withSiteTitles(import('./layouts/PublicLayout')), children: area('public') },
      // Pages for customers who are not logged in: a logged-in customer goes to /dashboard.
      guardRoute(NOT_AUTHORISED, [
        { lazy: () => withSiteTitles(import('./layouts/AuthLayout')), children: area('visitor') },
      ]),
      // Private routes: a token and a customer_id from isauthorised, else /login.
      guardRoute(AUTHORISED, [
        { lazy: () => import('./layouts/DashboardLayout'), children: area('dashboard') },
      ]),
    ],
  },
];
