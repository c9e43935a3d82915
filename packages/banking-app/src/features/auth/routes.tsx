// The auth feature's routes: its screens at the spec's paths (how a feature declares its routes:
// src/routing/screens.ts; the app joins every feature's list in src/app/routes.tsx).
import { PATHS } from '@/access/paths';
import { inArea, type Screen } from '@/routing/screens';

export const authRoutes: readonly Screen[] = [
  ...inArea('visitor', [
    {
      path: PATHS.login,
      handle: { title: 'titles.login' },
      lazy: () => import('./login/LoginPage'),
    },
    {
      path: PATHS.loginVerify,
      handle: { title: 'titles.loginVerify' },
      lazy: () => import('./mfa/SetupAuthenticatorPage'),
    },
    {
      path: PATHS.loginGenerateOtp,
      handle: { title: 'titles.loginGenerateOtp' },
      lazy: () => import('./mfa/GenerateOtpPage'),
    },
    {
      path: PATHS.loginVerifyOtp,
      handle: { title: 'titles.loginVerifyOtp' },
      lazy: () => import('./mfa/VerifyOtpPage'),
    },
    {
      path: PATHS.loginPasskey,
      handle: { title: 'titles.loginPasskey' },
      lazy: () => import('./passkey/PasskeyLoginPage'),
    },
    {
      path: PATHS.updateInfo,
      handle: { title: 'titles.updateInfo' },
      lazy: () => import('./password/UpdateInfoPage'),
    },
    {
      path: PATHS.forgotPassword,
      handle: { title: 'titles.forgotPassword' },
      lazy: () => import('./password/ForgotPasswordPage'),
    },
    {
      path: PATHS.resetPassword,
      handle: { title: 'titles.resetPassword' },
      lazy: () => import('./password/ResetPasswordPage'),
    },
    {
      path: PATHS.expiredLink,
      handle: { title: 'titles.expiredLink' },
      lazy: () => import('./password/ExpiredLinkPage'),
    },
    {
      path: PATHS.updatePasswordSuccess,
      handle: { title: 'titles.updatePasswordSuccess' },
      lazy: () => import('./password/PasswordChangedPage'),
    },
  ]),
];
