// The customer's choice of light or dark, kept for the next visit. Until they choose, the page
// follows the operating system. App passes the preference to ThemeProvider.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Moon, Sun, type ThemePreference } from '@bank/ui';

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

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystem(listener: () => void) {
  const query = typeof window !== 'undefined' ? window.matchMedia?.(DARK_QUERY) : undefined;
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

/** Whether the operating system asks for dark; false in a prerendered page, then corrected on hydration. */
function useSystemIsDark(): boolean {
  return useSyncExternalStore(
    subscribeToSystem,
    () => typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches === true,
    () => false,
  );
}

/** A toggle between the light and the dark theme (pressed = dark). */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const preference = useThemePreference();
  const systemDark = useSystemIsDark();
  const dark = preference === 'dark' || (preference === 'system' && systemDark);
  return (
    <Button
      variant="tertiary"
      size="sm"
      aria-pressed={dark}
      icon={<Icon icon={dark ? Moon : Sun} size={18} />}
      onClick={() => setThemePreference(dark ? 'light' : 'dark')}
    >
      {t('theme.dark')}
    </Button>
  );
}
