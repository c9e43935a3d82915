// The settings feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const settingsRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    {
      path: PATHS.userAccount,
      handle: { title: 'titles.userAccount' },
      lazy: () => import('./UserAccountPage'),
    },
    {
      path: PATHS.userAccountUpdate,
      handle: { title: 'titles.userAccountUpdate' },
      lazy: () => import('./UserAccountUpdatePage'),
    },
    {
      path: PATHS.settings,
      handle: { title: 'titles.settings' },
      lazy: () => import('./SettingsPage'),
    },
    // The spec's manage_subaccounts redirect target, which it does not route (clarifications).
    { path: PATHS.setting, redirect: PATHS.settings },
    {
      path: PATHS.settingsEmailUpdate1,
      handle: { title: 'titles.settingsEmailUpdate', titleValues: { step: 1 } },
      lazy: () => import('./email/EmailChangeNewAddress'),
    },
    {
      path: PATHS.settingsEmailUpdate2,
      handle: { title: 'titles.settingsEmailUpdate', titleValues: { step: 2 } },
      lazy: () => import('./email/EmailChangeCode'),
    },
    {
      path: PATHS.settingsEmailUpdate3,
      handle: { title: 'titles.settingsEmailUpdate', titleValues: { step: 3 } },
      lazy: () => import('./email/EmailChangePassword'),
    },
  ]),
];
