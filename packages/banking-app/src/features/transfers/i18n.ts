import { loadNamespaceParts } from '@/i18n/i18n';

/**
 * The words of the transfer flows, English and Arabic, in parts: `flows` (what every step says:
 * back, continue, refusals), `amounts` (amounts, limits, quotes, review, confirmation:
 * the steps from the amount on), one part per flow and one for the success page (with the statuses it tracks), so a step loads
 * only the words it shows.
 */
const PARTS = {
  flows: {
    en: () => import('./locales/en/flows.json'),
    ar: () => import('./locales/ar/flows.json'),
  },
  amounts: {
    en: () => import('./locales/en/amounts.json'),
    ar: () => import('./locales/ar/amounts.json'),
  },
  internal: {
    en: () => import('./locales/en/internal.json'),
    ar: () => import('./locales/ar/internal.json'),
  },
  external: {
    en: () => import('./locales/en/external.json'),
    ar: () => import('./locales/ar/external.json'),
  },
  conversion: {
    en: () => import('./locales/en/conversion.json'),
    ar: () => import('./locales/ar/conversion.json'),
  },
  instant: {
    en: () => import('./locales/en/instant.json'),
    ar: () => import('./locales/ar/instant.json'),
  },
  standing: {
    en: () => import('./locales/en/standing.json'),
    ar: () => import('./locales/ar/standing.json'),
  },
  // "When: now or later" alone, for a step that asks it before it loads the schedule's fields.
  when: {
    en: () => import('./locales/en/when.json'),
    ar: () => import('./locales/ar/when.json'),
  },
  success: {
    en: () => import('./locales/en/success.json'),
    ar: () => import('./locales/ar/success.json'),
  },
};
export type TransfersPart = Exclude<keyof typeof PARTS, 'flows'>;

/** Loads the shared flow words and these parts (a flow's own, `amounts` from the amount step on). */
export async function loadTransfersNamespace(...parts: TransfersPart[]): Promise<string> {
  await loadNamespaceParts('transfers', PARTS, ['flows', ...parts]);
  return 'transfers';
}
