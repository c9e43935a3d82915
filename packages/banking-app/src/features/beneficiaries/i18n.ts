import { loadNamespace } from '@/i18n/i18n';

export async function loadBeneficiariesNamespace(): Promise<string> {
  await loadNamespace('beneficiaries', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'beneficiaries';
}
