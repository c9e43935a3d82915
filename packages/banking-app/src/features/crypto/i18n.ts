import { loadNamespace } from '@/i18n/i18n';

/** The words of the virtual-asset screens (crypto wallet, deposit details), English and Arabic. */
export async function loadCryptoNamespace(): Promise<string> {
  await loadNamespace('crypto', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'crypto';
}
