import { loadNamespace } from '@/i18n/i18n';

/** The notification centre's words, English and Arabic. */
export async function loadNotificationsNamespace(): Promise<string> {
  await loadNamespace('notifications', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'notifications';
}
