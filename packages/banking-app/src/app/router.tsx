import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '@bank/ui';

/** Every route is lazy-loaded: a page's code is fetched when the customer goes there. */
export const routes: RouteObject[] = [
  {
    path: '/',
    hydrateFallbackElement: <FullScreenLoader />,
    lazy: async () => ({ Component: (await import('../features/public-pages/HomePage')).HomePage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('../features/public-pages/NotFoundPage')).NotFoundPage }),
  },
];

export const router = createBrowserRouter(routes);
