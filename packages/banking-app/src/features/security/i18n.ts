import { loadNamespace } from '@/i18n/i18n';

export async function loadSecurityNamespace(): Promise<string> {
  await loadNamespace('security', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'security';
}
