// The kyc feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const kycRoutes: readonly Screen[] = [
  ...inArea('dashboard', [
    {
      path: PATHS.completeKyc,
      handle: { title: 'titles.completeKyc' },
      lazy: () => import('./CompleteKycPage'),
    },
    {
      path: PATHS.verifyKyc,
      handle: { title: 'titles.verifyKyc' },
      lazy: () => import('./VerifyKycPage'),
    },
    {
      path: PATHS.camera,
      handle: { title: 'titles.camera' },
      lazy: () => import('./CameraPage'),
    },
    {
      path: PATHS.companyDetails,
      handle: { title: 'titles.companyDetails' },
      lazy: () => import('./CompanyDetailsPage'),
    },
    {
      path: PATHS.authPersonDetails,
      handle: { title: 'titles.authPersonDetails' },
      lazy: () => import('./AuthPersonDetailsPage'),
    },
    {
      path: PATHS.corporateKyc,
      handle: { title: 'titles.corporateKyc' },
      lazy: () => import('./CorporateKycPage'),
    },
    {
      path: PATHS.corporateOrgDocument,
      handle: { title: 'titles.corporateOrgDocument' },
      lazy: () => import('./CorporateOrgDocumentPage'),
    },
    {
      path: PATHS.corporateShareholder,
      handle: { title: 'titles.corporateShareholder' },
      lazy: () => import('./CorporateShareholderPage'),
    },
    {
      path: PATHS.corporateAdminKyc,
      handle: { title: 'titles.corporateAdminKyc' },
      lazy: () => import('./CorporateAdminKycPage'),
    },
    {
      path: PATHS.kyc,
      handle: { title: 'titles.kyc' },
      lazy: () => import('./KycPage'),
    },
    {
      path: PATHS.companyInfo,
      handle: { title: 'titles.companyInfo' },
      lazy: () => import('./CompanyInfoPage'),
    },
  ]),
];
