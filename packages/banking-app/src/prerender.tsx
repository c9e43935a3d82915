// The build's prerendering entry (run in Node by build/prerender.mjs, never shipped to browsers):
// renders a public page as a first-time visitor sees it (English, no session, default theme),
// so the HTML that arrives already shows the page and the app hydrates it instead of drawing it
// from nothing. Which pages are prerendered is listed in build/prerender.mjs.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ThemeProvider, UiProvider } from '@bank/ui';
import { routes } from './app/routes';
import { initI18n } from './i18n/i18n';
import { pageTitle } from './app/RouteFocus';

export interface Prerendered {
  /** The markup of `#root`'s content. */
  html: string;
  /** The document title, as the app sets it. */
  title: string;
}

export async function render(path: string): Promise<Prerendered> {
  const i18n = await initI18n('en');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response)
    throw new Error(`${path} answered a redirect (${context.status}), not a page.`);
  if (context.errors)
    throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme="system">
          <UiProvider locale="en-AE">
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </UiProvider>
        </ThemeProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  return {
    html,
    title: pageTitle(
      i18n.t.bind(i18n),
      context.matches.map((m) => m.route.handle),
    ),
  };
}
