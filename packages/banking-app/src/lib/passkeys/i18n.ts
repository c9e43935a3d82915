// The words of the shared passkey pieces (the offer to add one after a login), in their own
// namespace, loaded with the piece that shows them.
import { loadNamespace } from '@/i18n/i18n';

const PASSKEYS_NS = 'passkeys';

export async function loadPasskeysNamespace(): Promise<string> {
  await loadNamespace(PASSKEYS_NS, {
    en: () => import('./locales/en.json'),
    ar: () => import('./locales/ar.json'),
  });
  return PASSKEYS_NS;
}
