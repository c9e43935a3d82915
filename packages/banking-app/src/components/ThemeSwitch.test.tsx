import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '@bank/ui';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { setupI18n } from '@/lib/testing/pageHarness';
import { THEME_STORAGE_KEY, useThemePreference } from '@/session/theme';
import { ThemeSwitch } from './ThemeSwitch';

beforeAll(() => setupI18n(), 180_000);
beforeEach(() => localStorage.removeItem(THEME_STORAGE_KEY));

function App() {
  return (
    <I18nextProvider i18n={i18n()}>
      <ThemeProvider theme={useThemePreference()}>
        <ThemeSwitch />
      </ThemeProvider>
    </I18nextProvider>
  );
}

describe('ThemeSwitch', () => {
  it('switches the whole page to dark and back, named by what it does, and keeps the choice for the next visit', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<App />);
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    // While dark is on, the button offers light, never "dark mode" again.
    expect(screen.queryByRole('button', { name: /dark/i })).toBeNull();
    unmount();
    render(<App />);
    expect(document.documentElement.dataset.theme).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });
});
