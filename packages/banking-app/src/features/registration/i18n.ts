import { loadNamespace } from '@/i18n/i18n';

export const REGISTRATION_NS = 'registration';

export async function loadRegistrationNamespace(): Promise<string> {
  await loadNamespace(REGISTRATION_NS, {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return REGISTRATION_NS;
}
