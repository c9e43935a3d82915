import { loadNamespaceParts } from '@/i18n/i18n';

/**
 * The bulk payments' words, English and Arabic, in parts: `core` (the list, a batch's page, the
 * problems of a row), `new` (the new batch's form and why a file cannot be used, with the form's
 * chunk) and `dialogs` (fix, remove, submit, approve, reject, cancel and their one-time code, with
 * the dialogs' chunk), so a page loads only the words it shows.
 */
const PARTS = {
  core: {
    en: () => import('./locales/en/core.json'),
    ar: () => import('./locales/ar/core.json'),
  },
  new: {
    en: () => import('./locales/en/new.json'),
    ar: () => import('./locales/ar/new.json'),
  },
  dialogs: {
    en: () => import('./locales/en/dialogs.json'),
    ar: () => import('./locales/ar/dialogs.json'),
  },
};

/** Loads the core words and these parts. */
export async function loadBulkNamespace(...parts: Exclude<keyof typeof PARTS, 'core'>[]) {
  await loadNamespaceParts('bulk', PARTS, ['core', ...parts]);
  return 'bulk';
}
