import { loadNamespace } from '@/i18n/i18n';

/** The words of the transfer flows (internal, external, conversion, success), English and Arabic. */
export async function loadTransfersNamespace(): Promise<string> {
  await loadNamespace('transfers', { en: () => import('./locales/en.json'), ar: () => import('./locales/ar.json') });
  return 'transfers';
}
