// The identity screens' words: one namespace, one chunk per language, loaded before a page renders.
import { loadNamespace } from '@/i18n/i18n';

const AUTH_NS = 'auth';

export function loadAuthNamespace(): Promise<string> {
  return loadNamespace(AUTH_NS, {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  }).then(() => AUTH_NS);
}
