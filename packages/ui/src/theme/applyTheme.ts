import { darkTheme, highContrastTheme, lightTheme } from './themes.css';
import type { ThemeName, ThemePreference } from './tokens';

export const themeClass: Record<ThemeName, string> = {
  light: lightTheme,
  dark: darkTheme,
  'high-contrast': highContrastTheme,
};

/**
 * Applies a theme preference to an element (the whole page by default).
 * `system` removes any explicit theme so the page follows `prefers-color-scheme`.
 */
export function applyTheme(
  preference: ThemePreference,
  element: HTMLElement = document.documentElement,
) {
  for (const cls of Object.values(themeClass)) element.classList.remove(cls);
  if (preference === 'system') {
    delete element.dataset.theme;
    return;
  }
  element.classList.add(themeClass[preference]);
  element.dataset.theme = preference;
}
