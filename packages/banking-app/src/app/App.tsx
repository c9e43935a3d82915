import { RouterProvider } from 'react-router-dom';
import { ThemeProvider, UiProvider } from '@bank/ui';
import { router } from './router';

/** The app's providers around the router. */
export function App() {
  return (
    <ThemeProvider theme="system">
      <UiProvider locale="en">
        <RouterProvider router={router} />
      </UiProvider>
    </ThemeProvider>
  );
}
