// The registration feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const registrationRoutes: readonly Screen[] = [
  ...inArea('visitor', [
    // Registration: like the login pages, only when not logged in (the spec does not show the rule;
    // a logged-in customer has an account already).
    {
      path: PATHS.registration,
      handle: { title: 'titles.registration' },
      lazy: () => import('./steps/ChooseTypePage'),
    },
    {
      path: PATHS.registrationIndividual,
      handle: { title: 'titles.registrationIndividual' },
      lazy: () => import('./steps/IndividualPage'),
    },
    {
      path: PATHS.registrationPassword,
      handle: { title: 'titles.registrationPassword' },
      lazy: () => import('./steps/PasswordPage'),
    },
    {
      path: PATHS.registrationPersonalDetails,
      handle: { title: 'titles.registrationPersonalDetails' },
      lazy: () => import('./steps/PersonalDetailsPage'),
    },
    {
      path: PATHS.registrationVerifyKyc,
      handle: { title: 'titles.registrationVerifyKyc' },
      lazy: () => import('./steps/VerifyKycPage'),
    },
    {
      path: PATHS.registrationCongrats,
      handle: { title: 'titles.registrationCongrats' },
      lazy: () => import('./steps/CongratsPage'),
    },
    {
      path: PATHS.registrationGenerateOtp,
      handle: { title: 'titles.registrationGenerateOtp' },
      lazy: () => import('./steps/GenerateOtpPage'),
    },
    {
      path: PATHS.registrationGenerateOtpWhatsapp,
      handle: { title: 'titles.registrationGenerateOtpWhatsapp' },
      lazy: () => import('./steps/GenerateOtpWhatsappPage'),
    },
    {
      path: PATHS.registrationVerifyOtp,
      handle: { title: 'titles.registrationVerifyOtp' },
      lazy: () => import('./steps/VerifyOtpPage'),
    },
    {
      path: PATHS.registrationVerifyOtpWhatsapp,
      handle: { title: 'titles.registrationVerifyOtpWhatsapp' },
      lazy: () => import('./steps/VerifyOtpWhatsappPage'),
    },
    {
      path: PATHS.registrationOtpComplete,
      handle: { title: 'titles.registrationOtpComplete' },
      lazy: () => import('./steps/OtpCompletePage'),
    },
    {
      path: PATHS.registrationCorporate,
      handle: { title: 'titles.registrationCorporate' },
      lazy: () => import('./steps/CorporatePage'),
    },
    {
      path: PATHS.registrationCorporateVerify,
      handle: { title: 'titles.registrationCorporateVerify' },
      lazy: () => import('./steps/CorporateVerifyPage'),
    },
  ]),
];
