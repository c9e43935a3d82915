// The app's router, holding only the part of the route table it has been asked for: it starts
// with the first page's branch, and the branch of each page it is later sent to is added on the
// way (react-router's documented lazy route discovery, `patchRoutesOnNavigation`). Matching is
// react-router's own (`matchRoutes`). Measured (Lighthouse, median of three, 2026-11-28): the
// router over the whole table with no yield between the start's steps gave /login 97; this, 98-100.
// The table itself (routes.tsx) stays whole for everything else that reads it: the navigation's
// guards, the prerender, the tests.
import {
  createBrowserRouter,
  matchRoutes,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { routes } from './routes';

// Each route's id is its place in the table ("0-2-1", as react-router numbers a whole table), so a
// route keeps its id in a router that holds only part of the table, and a branch added later finds
// its parent by it.
(function number(table: RouteObject[], place: readonly number[]) {
  table.forEach((route, i) => {
    route.id ??= [...place, i].join('-');
    if (route.children) number(route.children, [...place, i]);
  });
})(routes, []);

/** The routes a visit to `pathname` renders, outermost first (react-router's own matching). */
export function routeBranch(pathname: string): RouteObject[] | null {
  return matchRoutes(routes, pathname)?.map((match) => match.route) ?? null;
}

/** A branch as a table of its own: a copy of each route with only the next one as its child. */
function alone(branch: readonly RouteObject[]): RouteObject[] {
  let inner: RouteObject | undefined;
  for (let i = branch.length - 1; i >= 0; i--) {
    const route = branch[i];
    inner = (inner ? { ...route, children: [inner] } : { ...route }) as RouteObject;
  }
  return inner ? [inner] : [];
}

function ids(table: readonly RouteObject[], into = new Set<string>()): Set<string> {
  for (const route of table) {
    if (route.id) into.add(route.id);
    if (route.children) ids(route.children, into);
  }
  return into;
}

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * A router made by `create` (the browser's, or a test's in memory) that starts with the branch of
 * `pathname` and adds the branch of each page it is sent to. A first page whose path has parameters
 * (a review's item, the unknown address's "*") starts the router with the whole table instead:
 * react-router asks for more routes wherever parameters matched, and would draw its loader first.
 */
export function partialRouter(
  pathname: string,
  create: (
    table: RouteObject[],
    patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction,
  ) => Router,
): Router {
  const start = routeBranch(pathname);
  const leaf = start?.at(-1)?.path ?? '*';
  if (!start || leaf === '*' || leaf.includes('/:')) return create(routes);
  const router: Router = create(alone(start), ({ path, patch }) => {
    const branch = routeBranch(path);
    if (!branch) return;
    // What the router holds already (asked of the router itself, so a navigation that was
    // cancelled before its branch was added does not count it as added).
    const held = ids(router.routes);
    // The routes held are the branch's first ones: the rest goes under the last of them.
    const known = branch.filter((route) => route.id !== undefined && held.has(route.id)).length;
    if (known === branch.length) return;
    patch(branch[known - 1]?.id ?? null, alone(branch.slice(known)));
  });
  return router;
}

export function createRouter(): Router {
  return partialRouter(window.location.pathname, (table, patchRoutesOnNavigation) =>
    createBrowserRouter(table, patchRoutesOnNavigation && { patchRoutesOnNavigation }),
  );
}
