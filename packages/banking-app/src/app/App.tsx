import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ThemeProvider, UiProvider } from '@bank/ui';
import { useThemePreference } from '@/session/theme';

function Providers({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const { i18n } = useTranslation();
  return (
    <ThemeProvider theme={useThemePreference()}>
      <UiProvider locale={i18n.language === 'ar' ? 'ar-AE' : 'en-AE'}>
        <RouterProvider router={router} />
      </UiProvider>
    </ThemeProvider>
  );
}

/** The app's providers around the router. */
export function App({
  i18n,
  router,
}: {
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <Providers router={router} />
    </I18nextProvider>
  );
}
