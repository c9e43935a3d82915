// The transfers feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const transfersRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    // Money moves (each with the role rule of ROUTE_ROLES): a viewer moves no money (spec 6).
    {
      path: PATHS.resubmit,
      handle: { title: 'titles.resubmit' },
      lazy: () => import('./resubmit/ResubmitTransaction'),
    },
    {
      path: PATHS.internalStep1New,
      handle: { title: 'titles.internalStepNew' },
      lazy: () => import('./internal/InternalTransferNewRecipient'),
    },
    {
      path: PATHS.internalStep1,
      handle: { title: 'titles.internalStep', titleValues: { step: 1 } },
      lazy: () => import('./internal/InternalTransferRecipient'),
    },
    {
      path: PATHS.internalStep2,
      handle: { title: 'titles.internalStep', titleValues: { step: 2 } },
      lazy: () => import('./internal/InternalTransferAmount'),
    },
    {
      path: PATHS.internalStep3,
      handle: { title: 'titles.internalStep', titleValues: { step: 3 } },
      lazy: () => import('./internal/InternalTransferReview'),
    },
    {
      path: PATHS.internalStep4,
      handle: { title: 'titles.internalStep', titleValues: { step: 4 } },
      lazy: () => import('./internal/InternalTransferConfirm'),
    },
    {
      path: PATHS.instantPay,
      handle: { title: 'titles.instantPay' },
      lazy: () => import('./instant/InstantPay'),
    },
    {
      path: PATHS.instantProxies,
      handle: { title: 'titles.instantProxies' },
      lazy: () => import('./instant/InstantProxies'),
    },
    {
      path: PATHS.upcoming,
      handle: { title: 'titles.upcoming' },
      lazy: () => import('./standing/UpcomingPage'),
    },
    {
      path: PATHS.externalStep1,
      handle: { title: 'titles.externalStep', titleValues: { step: 1 } },
      lazy: () => import('./external/ExternalTransferRecipient'),
    },
    {
      path: PATHS.externalStep2,
      handle: { title: 'titles.externalStep', titleValues: { step: 2 } },
      lazy: () => import('./external/ExternalTransferAmount'),
    },
    {
      path: PATHS.externalStep3,
      handle: { title: 'titles.externalStep', titleValues: { step: 3 } },
      lazy: () => import('./external/ExternalTransferPurpose'),
    },
    {
      path: PATHS.externalStep4,
      handle: { title: 'titles.externalStep', titleValues: { step: 4 } },
      lazy: () => import('./external/ExternalTransferReview'),
    },
    {
      path: PATHS.externalStep5,
      handle: { title: 'titles.externalStep', titleValues: { step: 5 } },
      lazy: () => import('./external/ExternalTransferCode'),
    },
    {
      path: PATHS.externalStep6,
      handle: { title: 'titles.externalStep', titleValues: { step: 6 } },
      lazy: () => import('./external/ExternalTransferStatus'),
    },
    {
      path: PATHS.externalStep1N,
      handle: { title: 'titles.externalStepNew' },
      lazy: () => import('./external/ExternalTransferNewRecipient'),
    },
    {
      path: PATHS.transactionSuccess,
      handle: { title: 'titles.transactionSuccess' },
      lazy: () => import('./success/TransactionSuccessPage'),
    },
    {
      path: PATHS.conversionStep1,
      handle: { title: 'titles.conversionStep', titleValues: { step: 1 } },
      lazy: () => import('./conversion/ConversionQuote'),
    },
    {
      path: PATHS.conversionStep2,
      handle: { title: 'titles.conversionStep', titleValues: { step: 2 } },
      lazy: () => import('./conversion/ConversionReview'),
    },
    {
      path: PATHS.conversionSuccess,
      handle: { title: 'titles.conversionSuccess' },
      lazy: () => import('./success/TransactionSuccessPage'),
    },
  ]),
];
