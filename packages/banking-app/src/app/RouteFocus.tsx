import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ScreenHandle as RouteHandle } from '@/routing/screens';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as RouteHandle).title === 'string'
  );
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The page's name from the title handle of the deepest route that has one. */
function routeTitle(t: Translate, handles: unknown[], search = ''): string {
  const handle = [...handles].reverse().find(isRouteHandle);
  if (!handle) return t('brand');
  const params = new URLSearchParams(search);
  const bySearch = Object.entries(handle.searchTitles ?? {}).find(([name]) => params.has(name));
  return t(bySearch ? bySearch[1] : handle.title, handle.titleValues);
}

/** The document title of a page: its name and the bank's (also used by the build's prerendering). */
export function pageTitle(t: Translate, handles: unknown[]): string {
  return `${routeTitle(t, handles)} — ${t('brand')}`;
}

/** The title handle of the deepest route that has one. */
function useRouteTitle(): string {
  const { t } = useTranslation();
  const matches = useMatches() as UIMatch<unknown, unknown>[];
  const { search } = useLocation();
  return routeTitle(
    t as Translate,
    matches.map((m) => m.handle),
    search,
  );
}

const HEADING_WAIT_MS = 10_000;

/**
 * On every navigation to another page after the first load: the document title becomes the
 * page's, and focus moves to the page's h1 as soon as it is rendered (a guarded page shows its
 * loader first), so a screen reader announces the new page. The title also follows a language switch.
 */
export function RouteFocus() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const location = useLocation();
  const first = useRef(true);
  const lastPath = useRef(location.pathname);

  // In the commit that draws the page (a layout effect): the title is never behind the h1, which a
  // screen reader may announce together with it.
  useLayoutEffect(() => {
    document.title = `${title} — ${t('brand')}`;
  }, [title, t]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Only the search changed (filters applied, a details dialog opened or closed by Back): the
    // same page, so focus stays where the customer is working, and nothing scrolls.
    const samePage = lastPath.current === location.pathname;
    lastPath.current = location.pathname;
    if (samePage) return;
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [location.key, location.pathname]);

  return null;
}
