import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@bank/ui/fonts';
import { App } from './app/App';
import { createRouter, loadRoutesOf } from './app/router';
import { hasToken } from './session/storage';
import { initI18n } from './i18n/i18n';
import { connectSession, sessionReady, setLeaveHandler } from './session/session';
import { checkAuthorisedEarly, earlyAuthorisation } from './session/checks';
import { prefetch, type Load } from './lib/data/prefetch';
import { isPrivatePath, PATHS } from '@/access/paths';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// On a private page with a session, the guard's check (the first-tab check, isauthorised and the
// customer type) starts now, while the translations and the page's code download.
if (isPrivatePath(window.location.pathname) && hasToken()) checkAuthorisedEarly();

const i18n = await initI18n();

// The current page's lazy modules are loaded before the router is made (react-router's own
// matching, src/app/router.tsx), so the first render is the page itself and not a loader (and
// matches a prerendered page: see below). The page's data is asked as soon as the session is known
// good (src/lib/data/prefetch.ts).
for (const loaded of await loadRoutesOf(window.location.pathname)) {
  const allowed = earlyAuthorisation();
  const loads = loaded.prefetch as readonly Load[] | undefined;
  if (loads && allowed) prefetch(loads, allowed);
}
const router = createRouter();

setLeaveHandler((reason, fromOtherTab) => {
  if (!isPrivatePath(window.location.pathname)) return;
  // Another tab's logout: drop everything held in memory by loading the login page afresh.
  if (fromOtherTab) window.location.replace(PATHS.login);
  else void router.navigate(PATHS.login, { replace: true, state: { reason } });
});
connectSession();
// Every page load runs the first-tab check (spec 4), public pages included; guards wait for it.
void sessionReady();

// A prerendered page (build/prerender.mjs: a first-time visitor's view, in English) is hydrated
// when this visit draws exactly that; otherwise (in Arabic, or with a session: a script of the page
// has already emptied it before its first paint) the app draws the page afresh.
// A page reached with router state (e.g. /login after a timeout, reloaded) shows more than the
// prerendered markup, so it is drawn afresh too.
const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
const prerendered =
  container.dataset.prerendered === window.location.pathname &&
  container.firstChild !== null &&
  i18n.language === 'en' &&
  !hasToken() &&
  routerState == null;

const app = (
  <StrictMode>
    <App i18n={i18n} router={router} />
  </StrictMode>
);
// As a transition: React yields to the browser every few milliseconds instead of holding the main
// thread for the whole tree (a slow phone stays responsive while the page builds).
startTransition(() => {
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
