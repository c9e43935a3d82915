import { loadNamespace } from '@/i18n/i18n';

export async function loadHomeNamespace(): Promise<string> {
  await loadNamespace('account-home', { en: () => import('./locales/en.json'), ar: () => import('./locales/ar.json') });
  return 'account-home';
}
