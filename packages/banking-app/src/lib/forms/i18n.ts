// The words of the shared form pieces (profile fields), in their own namespace.
import { loadNamespace } from '@/i18n/i18n';

export const FORMS_NS = 'forms';

export async function loadFormsNamespace(): Promise<string> {
  await loadNamespace(FORMS_NS, {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return FORMS_NS;
}
