// The public pages' translations: one namespace per page (`public/<name>`), one chunk per language.
import { loadNamespace } from '@/i18n/i18n';

const en = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { import: 'default' });
const ar = import.meta.glob<Record<string, unknown>>('./locales/ar/*.json', { import: 'default' });

/** Loads `public/<name>` in the current language before the page renders. */
export async function loadPublicNamespace(name: string): Promise<string> {
  const enLoader = en[`./locales/en/${name}.json`];
  const arLoader = ar[`./locales/ar/${name}.json`];
  if (!enLoader || !arLoader) throw new Error(`No translations for public/${name}`);
  const namespace = `public/${name}`;
  await loadNamespace(namespace, { en: enLoader, ar: arLoader });
  return namespace;
}
