// English and Arabic through i18next. The `common` namespace (layouts, navigation, online banking's
// page titles, errors) ships English in the main bundle (the public site's and visitor pages' titles
// load with their layouts: `loadSiteTitles`); every other namespace, and Arabic, is a chunk loaded
// with the route that needs it. Numbers and dates follow the spec's formats in both languages
// (en-US amounts, DD-MM-YYYY dates: see src/i18n/format.ts).
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadUiMessages } from '@bank/ui';
import { BANK } from '@/config/bank';
import enCatalogue from './locales/en/common.json';

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_STORAGE_KEY = 'lang';

type Json = Record<string, unknown>;
type Loaders = Record<Language, () => Promise<{ default: Json } | Json>>;
const registry = new Map<string, Loaders>();

/**
 * A feature registers where its namespace's files are (lazy imports, one chunk per language), and
 * its page module awaits `loadNamespace` before it renders: a page never shows raw keys.
 */
function registerNamespace(namespace: string, loaders: Loaders) {
  registry.set(namespace, loaders);
}

let current: I18n | undefined;

/** The app's i18next instance (after initI18n). */
export function i18n(): I18n {
  if (!current) throw new Error('initI18n() has not run');
  return current;
}

/** Registers and loads a namespace in the current language (and later in the other on a switch). */
export async function loadNamespace(namespace: string, loaders: Loaders): Promise<void> {
  registerNamespace(namespace, loaders);
  await i18n().loadNamespaces(namespace);
}

/** A namespace kept in parts (one chunk per part and language), with the parts pages have asked for. */
interface Parted {
  loaders: Record<string, Loaders>;
  wanted: Set<string>;
  held: Record<Language, Set<string>>;
}
const parted = new Map<string, Parted>();

/**
 * A language's `common` words with the bank's names (src/config/bank.ts) under `brand`,
 * `legalName` and `regulator`: every catalogue names the bank by `$t(common:brand)`.
 */
const withBank = (language: Language, common: Json): Json => ({ ...common, ...BANK[language] });
const enCommon = withBank('en', enCatalogue);

const json = (mod: { default: Json } | Json): Json =>
  (('default' in mod ? mod.default : mod) as Json) ?? {};

/** Parts of a namespace in one language, merged (parts own disjoint top-level keys). */
async function readParts(
  language: Language,
  entry: Parted,
  names: readonly string[],
): Promise<Json> {
  const loaded = await Promise.all(
    names.map(async (name) => {
      const part = entry.loaders[name];
      if (!part) throw new Error(`Unknown part ${name}`);
      return json(await part[language]());
    }),
  );
  names.forEach((name) => entry.held[language].add(name));
  return Object.assign({}, ...loaded) as Json;
}

/**
 * Loads these parts of a namespace: a flow's page loads the words shared by the flows and its own
 * flow's, not every flow's. Parts asked for later are added to each language already loaded; a
 * language loaded later (a switch) reads every part asked for so far.
 */
export async function loadNamespaceParts(
  namespace: string,
  loaders: Record<string, Loaders>,
  parts: readonly string[],
): Promise<void> {
  let entry = parted.get(namespace);
  if (!entry) {
    entry = { loaders, wanted: new Set(), held: { en: new Set(), ar: new Set() } };
    parted.set(namespace, entry);
  }
  parts.forEach((part) => entry.wanted.add(part));
  const instance = i18n();
  await instance.loadNamespaces(namespace);
  await Promise.all(
    LANGUAGES.filter((language) => instance.hasResourceBundle(language, namespace)).map(
      async (language) => {
        const missing = [...entry.wanted].filter((part) => !entry.held[language].has(part));
        if (missing.length)
          instance.addResourceBundle(
            language,
            namespace,
            await readParts(language, entry, missing),
            true,
            true,
          );
      },
    ),
  );
}

/**
 * The public site's and the visitor pages' titles (login, registration): part of `common`, but kept
 * out of online banking's start-up chunk. Their layouts ask for them (`loadSiteTitles`) before they
 * draw; a language loaded later (a switch) reads them with the rest of `common`.
 */
const siteTitles: Loaders = {
  en: () => import('./locales/en/site.json'),
  ar: () => import('./locales/ar/site.json'),
};
let siteTitlesWanted = false;

/** Adds the public site's and visitor pages' titles to `common` in each language loaded. */
export async function loadSiteTitles(): Promise<void> {
  siteTitlesWanted = true;
  const instance = i18n();
  await Promise.all(
    LANGUAGES.filter(
      (language) =>
        instance.hasResourceBundle(language, 'common') &&
        !instance.exists('titles.home', { lng: language, fallbackLng: false }),
    ).map(async (language) =>
      instance.addResourceBundle(
        language,
        'common',
        json(await siteTitles[language]()),
        true,
        true,
      ),
    ),
  );
}

async function readCommon(language: Language): Promise<Json> {
  const [catalogue, site] = await Promise.all([
    language === 'en'
      ? enCommon
      : // The design system's own Arabic strings come with the app's: Arabic is drawn whole at once.
        Promise.all([import('./locales/ar/common.json'), loadUiMessages('ar')]).then(([common]) =>
          withBank('ar', common.default),
        ),
    siteTitlesWanted ? siteTitles[language]().then(json) : undefined,
  ]);
  if (!site) return catalogue;
  const titles = { ...(catalogue.titles as Json), ...(site.titles as Json) };
  return { ...catalogue, titles };
}

async function readNamespace(language: Language, namespace: string): Promise<Json> {
  if (namespace === 'common') return readCommon(language);
  const parts = parted.get(namespace);
  if (parts) return readParts(language, parts, [...parts.wanted]);
  const loaders = registry.get(namespace);
  if (!loaders) throw new Error(`Unknown namespace ${namespace}`);
  return json(await loaders[language]());
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ar';
}

/** The saved choice, else the browser's first language if it is Arabic, else English. */
function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // No storage: fall through.
  }
  const preferred = typeof navigator !== 'undefined' ? navigator.language : 'en';
  return preferred?.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

function applyToDocument(language: Language) {
  if (typeof document === 'undefined') return; // prerendering in Node: the HTML says lang="en"
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

const missingKeys: string[] = [];

/** The words asked for and not found since the last call (recorded in the unit tests only). */
export function takeMissingKeys(): string[] {
  return missingKeys.splice(0);
}

/** Creates and initialises the app's i18next instance. */
export async function initI18n(language: Language = initialLanguage()): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use({
      type: 'backend',
      init() {},
      read(
        lng: string,
        ns: string,
        callback: (error: unknown, data: Record<string, unknown> | null) => void,
      ) {
        if (!isLanguage(lng)) return callback(null, {});
        readNamespace(lng, ns).then(
          (data) => callback(null, data),
          (error: unknown) => callback(error, null),
        );
      },
    })
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: { common: enCommon } },
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
      react: { useSuspense: true },
      // In the unit tests a word asked for and not found (its namespace or part not loaded, a key
      // misspelt) is recorded, and fails the test (test/setup.ts): the customer would read the key.
      ...(import.meta.env.MODE === 'test' && {
        saveMissing: true,
        missingKeyHandler: (lngs: readonly string[], ns: string, key: string) =>
          void missingKeys.push(`${lngs.join(',')}: ${ns}:${key}`),
      }),
    });
  current = instance;
  applyToDocument(language);
  instance.on('languageChanged', (lng) => {
    if (!isLanguage(lng)) return;
    applyToDocument(lng);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // The choice then lasts for this page only.
    }
  });
  return instance;
}
