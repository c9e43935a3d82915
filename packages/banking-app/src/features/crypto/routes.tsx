// The crypto feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { GUARDS, guarded, inArea, type Screen } from '@/routing/screens';

export const cryptoRoutes: readonly Screen[] = [
  ...guarded(
    GUARDS.cryptoWallet,
    inArea('dashboard', [
      {
        path: PATHS.cryptoWallet,
        handle: { title: 'titles.cryptoWallet' },
        lazy: () => import('./CryptoWalletPage'),
      },
    ]),
  ),
  ...inArea('dashboard', [
    // Open to every customer: one who may not hold virtual assets reads the bank's reason here.
    {
      path: PATHS.cryptoDepositDetail,
      handle: { title: 'titles.cryptoDepositDetail' },
      lazy: () => import('./DepositPage'),
    },
  ]),
];
