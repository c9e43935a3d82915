import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import '@bank/ui/fonts';
import {
  applyTheme,
  loadUiMessages,
  preloadCurrencyFlags,
  UiProvider,
  type ThemePreference,
} from '@bank/ui';

/** Applies the toolbar's theme, direction and language to the whole preview document. */
function PreviewFrame({
  theme,
  dir,
  locale,
  children,
}: {
  theme: ThemePreference;
  dir: 'ltr' | 'rtl';
  locale: string;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    applyTheme(theme);
    document.documentElement.dir = dir;
    document.documentElement.lang = locale;
  }, [theme, dir, locale]);
  return (
    <UiProvider locale={locale}>
      <div dir={dir} lang={locale}>
        {children}
      </div>
    </UiProvider>
  );
}

const withThemeAndDirection: Decorator = (Story, context) => {
  const dir = (context.globals.dir ?? 'ltr') as 'ltr' | 'rtl';
  return (
    <PreviewFrame
      theme={(context.globals.theme ?? 'light') as ThemePreference}
      dir={dir}
      locale={(context.globals.locale ?? (dir === 'rtl' ? 'ar' : 'en')) as string}
    >
      <Story />
    </PreviewFrame>
  );
};

const preview: Preview = {
  decorators: [withThemeAndDirection],
  // Flags load one by one as they are first drawn, and the Arabic strings when Arabic is first
  // shown; a story shows them from its first paint, so its screenshot never catches a placeholder
  // flag or an English word in an Arabic story.
  loaders: [
    async () => ({ flags: await preloadCurrencyFlags(), arabic: await loadUiMessages('ar') }),
  ],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'high-contrast', title: 'High contrast' },
          { value: 'system', title: 'Follow the system' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Reading direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the components’ own strings',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: ['Introduction', 'Playground', 'Foundations', 'Layout', 'Patterns', 'Components'],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
