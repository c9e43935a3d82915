// The language and theme a customer chose are stored by the bank (settings), not only in this
// browser: logging in on another device applies them, so the app looks the way they left it.
import type { ThemePreference } from '@bank/ui';
import { getSettings } from '@/api/calls/getSettings';
import { setThemePreference } from './theme';
import { i18n, isLanguage } from '@/i18n/i18n';

type StoredTheme = 'system' | 'light' | 'dark' | 'high_contrast';
const toUi = (theme: StoredTheme): ThemePreference =>
  theme === 'high_contrast' ? 'high-contrast' : theme;

/**
 * Applies the stored language (when one was chosen) and theme (when it is not the default
 * `system`, which the bank cannot tell from "never chosen": this device's own choice then stays).
 * Never fails a login: without an answer, this device's choices stay.
 */
export async function applyStoredPreferences(): Promise<void> {
  try {
    const res = await getSettings();
    const stored = res.data?.data;
    if (!stored) return;
    if (stored.theme !== 'system') setThemePreference(toUi(stored.theme));
    if (isLanguage(stored.language) && stored.language !== i18n().language)
      await i18n().changeLanguage(stored.language);
  } catch {
    // A network failure here is not a failed login.
  }
}
