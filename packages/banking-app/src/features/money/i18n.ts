import { loadNamespace } from '@/i18n/i18n';

/** The words of the money screens (home, wallets, top-up, statements), English and Arabic. */
export async function loadMoneyNamespace(): Promise<string> {
  await loadNamespace('money', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'money';
}
