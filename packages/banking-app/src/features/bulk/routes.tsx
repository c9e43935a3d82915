// The bulk payments' routes (issue 28, not in the spec): the company's batches and a new one, and
// one batch (how a feature declares its routes: src/routing/screens.ts; the app joins every
// feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const bulkRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    {
      path: PATHS.bulkPayments,
      handle: { title: 'titles.bulkPayments' },
      lazy: () => import('./BulkPaymentsPage'),
    },
    {
      path: PATHS.bulkPayment,
      handle: { title: 'titles.bulkPayment' },
      lazy: () => import('./BulkPaymentPage'),
    },
  ]),
];
