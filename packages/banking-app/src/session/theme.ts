// The customer's choice of light or dark (or high contrast), kept in this browser for the next
// visit; until they choose, the page follows the operating system. The theme switch, the settings
// and the preferences stored by the bank (preferences.ts) all set it here; App passes it to
// ThemeProvider.
import { useSyncExternalStore } from 'react';
import type { ThemePreference } from '@bank/ui';

export const THEME_STORAGE_KEY = 'theme';
const listeners = new Set<() => void>();

function read(): ThemePreference {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY);
    return v === 'light' || v === 'dark' || v === 'high-contrast' ? v : 'system';
  } catch {
    return 'system';
  }
}

export function setThemePreference(next: ThemePreference) {
  try {
    if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // The choice then lasts for this page only.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (e: StorageEvent) => e.key === THEME_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useThemePreference(): ThemePreference {
  return useSyncExternalStore(subscribe, read, () => 'system');
}
