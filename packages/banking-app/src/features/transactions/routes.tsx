// The transactions feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { GUARDS, guarded, inArea, type Screen } from '@/routing/screens';

export const transactionsRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    {
      path: PATHS.transactions,
      handle: { title: 'titles.transactions' },
      lazy: () => import('./TransactionsPage'),
    },
  ]),
  ...guarded(
    GUARDS.hasWallet,
    inArea('dashboard', [
      {
        path: PATHS.allTransactions,
        handle: { title: 'titles.allTransactions' },
        lazy: () => import('./AllTransactionsPage'),
      },
    ]),
  ),
];
