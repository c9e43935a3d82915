import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import '@bank/ui/fonts';
import { App } from './app/App';
import { createRouter, routeBranch } from './app/router';
import { hasToken } from './session/storage';
import { initI18n } from './i18n/i18n';
import { connectSession, sessionReady, setLeaveHandler } from './session/session';
import { checkAuthorisedEarly } from './session/checks';
import { isPrivatePath, PATHS } from '@/access/paths';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// On a private page with a session, the guard's check (the first-tab check, isauthorised and the
// customer type) starts now, while the translations and the page's code download.
if (isPrivatePath(window.location.pathname) && hasToken()) checkAuthorisedEarly();

/**
 * Ends the current task: the browser may paint or answer input before the next step of the start.
 * Each step below (i18next's start, the page's modules, the router, the first render) is a few
 * milliseconds; run as one chain of promises they made one long task that a slow phone cannot
 * interrupt. `scheduler.yield()` where the browser has it (the rest of the start keeps its
 * place in line), else a timer. (Small on purpose: this file is in every page's budget.)
 */
const nextTask = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ??
  new Promise((resolve) => setTimeout(resolve));

// The modules' evaluation ends the first task; i18next starts in the next.
await nextTask();
const i18n = await initI18n();
await nextTask();

// The current page's lazy modules are loaded before the router is made, so the first render is
// the page itself and not a loader (and matches a prerendered page: see below).
// The page's loader comes with it: the router runs it as it starts, and its calls go as soon as the
// session is known good (src/lib/data/screenData.ts), while the frame is drawn.
const ROUTE_KEYS = ['Component', 'ErrorBoundary', 'HydrateFallback', 'handle', 'loader'] as const;
await Promise.all(
  (routeBranch(window.location.pathname) ?? []).map(async (route) => {
    if (typeof route.lazy !== 'function') return;
    const loaded = (await route.lazy()) as Partial<Record<(typeof ROUTE_KEYS)[number], unknown>>;
    const own: Partial<RouteObject> = { lazy: undefined };
    for (const key of ROUTE_KEYS)
      if (loaded[key] !== undefined) Object.assign(own, { [key]: loaded[key] as ComponentType });
    Object.assign(route, own);
  }),
);
await nextTask();
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

await nextTask();
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
