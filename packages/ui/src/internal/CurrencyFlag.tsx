import { useEffect, useReducer } from 'react';
import clsx from 'clsx';
import { CURRENCY_CODES, loadCurrencyFlag, svgDataUrl, type CurrencyCode } from '@bank/lookups';
import { flag, pending } from './CurrencyFlag.css';

// Each flag is its own small module (about 0.2 KB gzipped), loaded when a flag of that currency is
// first drawn: a page that shows the dirham loads one flag, not the 29 (about 6 KB). Loaded flags
// are kept as data URLs for the rest of the visit.
const urls = new Map<CurrencyCode, string>();
const loading = new Map<CurrencyCode, Promise<string>>();

function loadFlagUrl(code: CurrencyCode): Promise<string> {
  let promise = loading.get(code);
  if (!promise) {
    promise = loadCurrencyFlag(code).then(
      (svg) => {
        const url = svgDataUrl(svg);
        urls.set(code, url);
        return url;
      },
      (error: unknown) => {
        // Forgotten, so the next flag drawn (after a network blip) tries again.
        loading.delete(code);
        throw error;
      },
    );
    loading.set(code, promise);
  }
  return promise;
}

/**
 * Loads the flags of these currencies (all 29 by default) before they are drawn, so they appear in
 * the first paint: for screenshots, tests, or a page that knows which flags it will show.
 */
export async function preloadCurrencyFlags(
  codes: readonly CurrencyCode[] = CURRENCY_CODES,
): Promise<void> {
  await Promise.all(codes.map(loadFlagUrl));
}

/**
 * A currency's flag, decorative (`alt=""`): the code or name beside it carries the meaning. Until
 * its module has loaded, a box of the same size and edge holds its place (no layout shift); if it
 * cannot load, the box stays.
 */
export function CurrencyFlag({ code, className }: { code: CurrencyCode; className?: string }) {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const url = urls.get(code);
  useEffect(() => {
    if (urls.has(code)) return;
    let live = true;
    loadFlagUrl(code).then(
      () => live && loaded(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code]);
  if (!url) return <span className={clsx(flag, pending, className)} aria-hidden="true" />;
  return (
    <img
      src={url}
      alt=""
      className={clsx(flag, className)}
      width={24}
      height={16}
      decoding="async"
    />
  );
}
