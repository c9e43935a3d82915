// The subaccounts feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const subaccountsRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    {
      path: PATHS.manageSubaccounts,
      refusedTo: PATHS.setting,
      handle: { title: 'titles.manageSubaccounts' },
      lazy: () => import('./ManageSubaccountsPage'),
    },
  ]),
];
