// The security feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const securityRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    {
      path: PATHS.securityPage,
      handle: { title: 'titles.securityPage' },
      lazy: () => import('./SecurityPage'),
    },
  ]),
];
