import { loadNamespace } from '@/i18n/i18n';

/** The words of the identity check (KYC) screens, English and Arabic. */
export async function loadKycNamespace(): Promise<string> {
  await loadNamespace('kyc', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'kyc';
}
