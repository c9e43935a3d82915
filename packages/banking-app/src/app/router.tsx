// The app's router: react-router's browser router over the whole route table (routes.tsx), each
// screen a lazy route that react-router loads when it is first matched. Matching is react-router's
// own; no part of it is done here.
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './routes';

export const createRouter = () => createBrowserRouter(routes);

/** What a route's lazy module gives: its route properties, and the data its screen asks first. */
type LazyModule = Partial<Pick<RouteObject, 'Component' | 'ErrorBoundary' | 'HydrateFallback'>> & {
  handle?: unknown;
};

/**
 * Loads the lazy modules of the routes `pathname` matches (react-router's `matchRoutes`) into the
 * table before the router is made, as react-router's documentation does for a hydrated page: the
 * first render is the page itself, not its fallback, so it matches a prerendered page. Returns
 * each module, for what else it exports (a screen's `prefetch`).
 */
export async function loadRoutesOf(pathname: string): Promise<Record<string, unknown>[]> {
  const matched = (matchRoutes(routes, pathname) ?? []).filter(
    ({ route }) => typeof route.lazy === 'function',
  );
  return Promise.all(
    matched.map(async ({ route }) => {
      const loaded = (await (route.lazy as () => Promise<LazyModule>)()) as LazyModule &
        Record<string, unknown>;
      const own: Partial<RouteObject> = { lazy: undefined };
      for (const key of ['Component', 'ErrorBoundary', 'HydrateFallback', 'handle'] as const)
        if (loaded[key] !== undefined) Object.assign(own, { [key]: loaded[key] });
      Object.assign(route, own);
      return loaded;
    }),
  );
}
