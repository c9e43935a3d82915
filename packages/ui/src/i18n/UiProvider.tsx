import { useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { enMessages, type UiMessages } from './messages';
import { UiContext } from './context';

const isArabic = (locale: string) => locale.toLowerCase().startsWith('ar');

// The Arabic strings are their own module (about 2.5 KB gzipped): a page in English never loads
// them. An app loads them before it first renders in Arabic (loadUiMessages), so no English label
// shows for a moment; otherwise UiProvider loads them itself and shows them as soon as they arrive.
let arabic: UiMessages | undefined;
let loadingArabic: Promise<UiMessages> | undefined;

/**
 * The package's own strings for a locale: English at once, Arabic (`ar…`) from its module. Await it
 * before rendering in Arabic (and before switching to Arabic) so the first paint is in Arabic.
 */
export function loadUiMessages(locale: string): Promise<UiMessages> {
  if (!isArabic(locale)) return Promise.resolve(enMessages);
  if (arabic) return Promise.resolve(arabic);
  loadingArabic ??= import('./messages.ar').then(
    (module) => (arabic = module.arMessages),
    (error: unknown) => {
      // Forgotten, so the next render or call tries again (a network blip).
      loadingArabic = undefined;
      throw error;
    },
  );
  return loadingArabic;
}

export interface UiProviderProps {
  /** BCP 47 locale; `ar…` picks the Arabic strings (see loadUiMessages). */
  locale?: string;
  /** Overrides for any of the package's own strings (e.g. from the app's translation files). */
  messages?: Partial<UiMessages>;
  children?: ReactNode;
}

/** Gives components their locale and their own strings (English and Arabic built in). */
export function UiProvider({ locale = 'en', messages, children }: UiProviderProps) {
  const ar = isArabic(locale);
  const [arrived, setArrived] = useState(arabic);
  // Read at each render: strings another provider loaded meanwhile count at once.
  const strings = ar ? (arrived ?? arabic) : enMessages;
  useEffect(() => {
    if (!ar || strings) return;
    let live = true;
    loadUiMessages(locale).then(
      (loaded) => live && setArrived(loaded),
      // Not loaded (offline): the English strings stay, rather than no words at all.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ar, locale, strings]);
  // English is each component's own (useMessages): only the other language and the overrides here.
  const value = useMemo(
    () => ({ locale, messages: { ...(ar ? strings : undefined), ...messages } }),
    [ar, locale, messages, strings],
  );
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

/**
 * The locale and every one of the package's strings for it (English under the provider's). The
 * components read only their own (`useMessages`); this brings the whole English set with it.
 */
export function useUi(): { locale: string; messages: UiMessages } {
  const { locale, messages } = useContext(UiContext);
  return useMemo(() => ({ locale, messages: { ...enMessages, ...messages } }), [locale, messages]);
}
