// The money feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const moneyRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    {
      path: PATHS.downloadTransactionSummary,
      handle: { title: 'titles.downloadTransactionSummary', statement: 'transactions' },
      lazy: () => import('./statements/StatementPage'),
    },
    {
      path: PATHS.downloadWireTransactionSummary,
      handle: { title: 'titles.downloadWireTransactionSummary', statement: 'wires' },
      lazy: () => import('./statements/StatementPage'),
    },
    {
      path: PATHS.dashboard,
      handle: { title: 'titles.dashboard' },
      lazy: () => import('./home/HomePage'),
    },
    {
      path: PATHS.customerWallet,
      handle: { title: 'titles.customerWallet' },
      lazy: () => import('./wallets/WalletsPage'),
    },
    // Money moves (each with the role rule of ROUTE_ROLES): a viewer moves no money (spec 6).
    {
      path: PATHS.topup,
      handle: { title: 'titles.topup' },
      lazy: () => import('./topup/TopupPage'),
    },
    {
      path: PATHS.topupStep1,
      handle: { title: 'titles.topupStep', titleValues: { step: 1 } },
      lazy: () => import('./topup/TopUpWallet'),
    },
    {
      path: PATHS.topupStep2,
      handle: { title: 'titles.topupStep', titleValues: { step: 2 } },
      lazy: () => import('./topup/TopUpMethod'),
    },
    {
      path: PATHS.topupStep3,
      handle: { title: 'titles.topupStep', titleValues: { step: 3 } },
      lazy: () => import('./topup/TopUpDetails'),
    },
    {
      path: PATHS.topupStep4,
      handle: { title: 'titles.topupStep', titleValues: { step: 4 } },
      lazy: () => import('./topup/TopUpResult'),
    },
  ]),
];
