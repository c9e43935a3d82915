// The beneficiaries feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const beneficiariesRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    {
      path: PATHS.beneficiary,
      handle: { title: 'titles.beneficiary' },
      lazy: () => import('./BeneficiariesPage'),
    },
    {
      path: PATHS.addBeneficiary,
      refusedTo: PATHS.beneficiary,
      handle: {
        title: 'titles.addBeneficiary',
        searchTitles: { beneficiary_id: 'titles.editBeneficiary' },
      },
      lazy: () => import('./BeneficiaryFormPage'),
    },
  ]),
];
