// The dashboard's light/dark switch (the choice is kept by src/session/theme.ts).
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Icon, Moon, Sun } from '@bank/ui';
import { setThemePreference, useThemePreference } from '@/session/theme';

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

/**
 * The switch between the light and the dark theme, named by what it does: "Switch to dark mode"
 * while the page is light, "Switch to light mode" while it is dark, with the icon of the theme it
 * leads to. (A toggle named "Dark mode" whose pressed state only a screen reader perceives read to
 * sighted customers as an offer of dark mode while dark was already on.)
 */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const preference = useThemePreference();
  const systemDark = useSystemIsDark();
  const dark = preference === 'dark' || (preference === 'system' && systemDark);
  return (
    <Button
      variant="tertiary"
      size="sm"
      icon={<Icon icon={dark ? Sun : Moon} size={18} />}
      onClick={() => setThemePreference(dark ? 'light' : 'dark')}
    >
      {t(dark ? 'theme.toLight' : 'theme.toDark')}
    </Button>
  );
}
