// The app's router, holding only the part of the route table it has been asked for.
//
// react-router matches a location by flattening the whole table into branches, scoring and sorting
// them and compiling a pattern for each branch it tries: for this table (86 routes) that was one
// 15-40 ms task of the start on a slow core, paid twice (once to load the page's modules before
// the router exists, once in the router). The table's paths are fixed strings (one but), so the
// page's branch is found here by comparing strings, and the router starts with that branch alone; the
// branch of each page it is later sent to is added on the way (react-router's
// `patchRoutesOnNavigation`, "lazy route discovery"). The table itself (routes.tsx) stays whole for
// everything else that reads it: the navigation's guards, the prerender, the tests.
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

/** A path as react-router compares it: decoded, without trailing slashes, in any case. */
function normal(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: compared as written (it matches no route, as in react-router).
  }
  return (path.replace(/\/+$/, '') || '/').toLowerCase();
}

/** Each path of the table (normal) with its branch, the first route of a path in the table's order. */
let byPath: Map<string, RouteObject[]> | undefined;
function index(
  table: readonly RouteObject[],
  above: readonly RouteObject[],
  into: Map<string, RouteObject[]>,
) {
  for (const route of table) {
    const branch = [...above, route];
    if (route.path !== undefined && !into.has(normal(route.path)))
      into.set(normal(route.path), branch);
    if (route.children) index(route.children, branch, into);
  }
  return into;
}

/**
 * The routes a visit to `pathname` renders, outermost first: the first route whose own path it is
 * (every path in the table is absolute, paths.ts), as react-router ranks a fixed path above any
 * pattern; else (a path with parameters, an unknown address) what react-router's own matching of
 * the whole table finds. routes.test.tsx compares the two for every path. The table is read once.
 */
export function routeBranch(pathname: string): RouteObject[] | null {
  byPath ??= index(routes, [], new Map());
  return (
    byPath.get(normal(pathname)) ??
    matchRoutes(routes, pathname)?.map((match) => match.route) ??
    null
  );
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
