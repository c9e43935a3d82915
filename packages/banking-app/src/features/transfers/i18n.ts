import { loadNamespaceParts } from '@/i18n/i18n';

/**
 * The words of the transfer flows, English and Arabic, in parts: `flows` (what every flow says:
 * amounts, quotes, review, confirmation, refusals) and one part per flow and for the success page,
 * so a step loads its own flow's words only.
 */
const PARTS = {
  flows: { en: () => import('./locales/en/flows.json'), ar: () => import('./locales/ar/flows.json') },
  internal: { en: () => import('./locales/en/internal.json'), ar: () => import('./locales/ar/internal.json') },
  external: { en: () => import('./locales/en/external.json'), ar: () => import('./locales/ar/external.json') },
  conversion: { en: () => import('./locales/en/conversion.json'), ar: () => import('./locales/ar/conversion.json') },
  success: { en: () => import('./locales/en/success.json'), ar: () => import('./locales/ar/success.json') },
};
export type TransfersPart = Exclude<keyof typeof PARTS, 'flows'>;

/** Loads the shared flow words and these parts (a flow's own; the external flow also says "success.…"). */
export async function loadTransfersNamespace(...parts: TransfersPart[]): Promise<string> {
  await loadNamespaceParts('transfers', PARTS, ['flows', ...parts]);
  return 'transfers';
}
