import { loadNamespace } from '@/i18n/i18n';

/** The words of requests for money and pay links, English and Arabic. */
export async function loadRequestsNamespace(): Promise<string> {
  await loadNamespace('requests', {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return 'requests';
}
