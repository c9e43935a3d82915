import { useLayoutEffect, type ReactNode } from 'react';
import { applyTheme } from './applyTheme';
import type { ThemePreference } from './tokens';

export interface ThemeProviderProps {
  /** The user's choice; `system` (the default) follows the operating system. */
  theme?: ThemePreference;
  children?: ReactNode;
}

/** Applies the chosen theme to the whole page (`<html>`), so the body and portals follow it. */
export function ThemeProvider({ theme = 'system', children }: ThemeProviderProps) {
  useLayoutEffect(() => {
    applyTheme(theme);
    return () => applyTheme('system');
  }, [theme]);
  return <>{children}</>;
}
