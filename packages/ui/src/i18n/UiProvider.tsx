import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { arMessages, enMessages, type UiMessages } from './messages';

interface UiContextValue {
  locale: string;
  messages: UiMessages;
}

const UiContext = createContext<UiContextValue>({ locale: 'en', messages: enMessages });

export interface UiProviderProps {
  /** BCP 47 locale; `ar…` picks the Arabic strings. */
  locale?: string;
  /** Overrides for any of the package's own strings (e.g. from the app's translation files). */
  messages?: Partial<UiMessages>;
  children?: ReactNode;
}

/** Gives components their locale and their own strings (English and Arabic built in). */
export function UiProvider({ locale = 'en', messages, children }: UiProviderProps) {
  const value = useMemo(() => {
    const base = locale.toLowerCase().startsWith('ar') ? arMessages : enMessages;
    return { locale, messages: { ...base, ...messages } };
  }, [locale, messages]);
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useUi(): UiContextValue {
  return useContext(UiContext);
}
