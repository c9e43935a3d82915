// How a feature declares its routes (features/<feature>/routes.tsx), as plain data below the
// features and the app: each screen's exact path (src/access/paths.ts), its title, its screen
// module (lazy) and where it sits — the public site, the pages for visitors who are not logged
// in, or the dashboard — with any guard of its own. The app (src/app/routes.tsx) only joins the
// features' lists: it puts each area behind its layout and session guard, gives each dashboard
// route the guard of its role rules (`ROUTE_ROLES`, src/access/roles.ts, which the links read
// too), and groups the routes that share a guard under one, so moving between the screens of a
// flow does not check again.
import type { RouteObject } from 'react-router-dom';
import { PATHS, type AppPath } from '@/access/paths';
import { canUseCryptoWallet, hasWallet, notInMaintenance, type Check } from '@/session/checks';

/** What a screen's route keeps in its handle: its title (read by the page title and the focus). */
export interface ScreenHandle {
  /** Key of the page title in the common namespace (`titles.…`). */
  title: string;
  titleValues?: Record<string, string | number>;
  /** Another title while a search parameter is present (add_beneficiary?beneficiary_id= edits one). */
  searchTitles?: Record<string, string>;
  /** Anything else the screen reads of its route (a statement's kind, a content page's name). */
  [other: string]: unknown;
}

/** A guard: the screen shows when every check passes, else the visit is sent to `redirectTo`. */
export interface Guard {
  checks: readonly Check[];
  redirectTo: AppPath;
}

/**
 * Where a screen sits: the public site (its layout; open to everyone), the visitor's pages
 * (login, registration: a logged-in customer goes to the dashboard) or the dashboard (a session,
 * else the login page).
 */
export type Area = 'public' | 'visitor' | 'dashboard';

export interface Screen {
  area: Area;
  /** The spec's path, exactly (`*`: the public site's page for an unknown address). */
  path: AppPath | '*';
  handle?: ScreenHandle;
  /** The screen's module (its `Component`, and a `prefetch` of its data). */
  lazy?: RouteObject['lazy'];
  /** A path that only leads elsewhere (the spec's manage_subaccounts target, clarifications). */
  redirect?: AppPath;
  /** The guards of the screen's own, outermost first, besides its area's and its role's. */
  guards?: readonly Guard[];
  /** Where a customer whose role the route's rules refuse is sent (the dashboard by default). */
  refusedTo?: AppPath;
}

/** The screens of one area. */
export const inArea = (area: Area, screens: readonly Omit<Screen, 'area'>[]): Screen[] =>
  screens.map((screen) => ({ ...screen, area }));

/** The same screens behind one more guard (outermost first). */
export const guarded = (guard: Guard, screens: readonly Screen[]): Screen[] =>
  screens.map((screen) => ({ ...screen, guards: [guard, ...(screen.guards ?? [])] }));

// The guards features share. Each is one object: the screens behind one guard share its route,
// and its checks run once when it mounts.
export const GUARDS = {
  /** Public static pages: during maintenance they lead to /maintenance (clarifications). */
  outsideMaintenance: { checks: [notInMaintenance], redirectTo: PATHS.maintenance },
  /** The further public group: during maintenance it leads to / (the spec's "redirects to / on failure"). */
  outsideMaintenanceElseHome: { checks: [notInMaintenance], redirectTo: PATHS.home },
  /** crypto_wallet: the backend's eligibility. */
  cryptoWallet: { checks: [canUseCryptoWallet], redirectTo: PATHS.dashboard },
  /** all_transactions: at least one wallet. */
  hasWallet: { checks: [hasWallet], redirectTo: PATHS.dashboard },
} as const satisfies Record<string, Guard>;
