import { loadNamespace } from '@/i18n/i18n';

/** The words of the settings and profile screens, English and Arabic. */
export async function loadSettingsNamespace(): Promise<string> {
  await loadNamespace('settings', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'settings';
}
