import { createContext, useContext, useMemo } from 'react';
import type { UiMessages } from './messages';

export interface UiContextValue {
  locale: string;
  /**
   * The strings given for this locale: the Arabic set once loaded, and the app's overrides. English
   * is not here: each component brings its own English (`<Component>.messages.ts`) and reads these
   * over it, so no component carries the English of the others.
   */
  messages: Partial<UiMessages>;
}

export const UiContext = createContext<UiContextValue>({ locale: 'en', messages: {} });

/**
 * A component's strings: its own English (`english`, a module-level constant) with the provider's
 * strings for the locale over it.
 */
export function useMessages<M extends Partial<UiMessages>>(
  english: M,
): { locale: string; messages: M } {
  const { locale, messages } = useContext(UiContext);
  return useMemo(
    () => ({ locale, messages: { ...english, ...(messages as Partial<M>) } }),
    [english, locale, messages],
  );
}
