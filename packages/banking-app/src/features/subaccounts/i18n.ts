import { loadNamespace } from '@/i18n/i18n';

/** The words of the company users screen, English and Arabic. */
export async function loadSubaccountsNamespace(): Promise<string> {
  await loadNamespace('subaccounts', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'subaccounts';
}
