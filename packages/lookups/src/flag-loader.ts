// One module per flag, imported when asked for. This module must import no flag statically (nor
// ./flags-data): a flag module reachable both ways lands in the page's first chunk, and then every
// flag is paid at load (test/bundle.test.ts checks the chunks).
import type { CurrencyCode } from './currencies';

/**
 * One module per flag, imported when asked for: a bundler makes each its own small file, so a page
 * that shows the dirham and the dollar loads two flags, not 29 (about 0.2 KB gzipped each).
 */
const flagModules: Readonly<Record<CurrencyCode, () => Promise<{ default: string }>>> = {
  USD: () => import('./flags/US'),
  AED: () => import('./flags/AE'),
  EUR: () => import('./flags/EU'),
  GBP: () => import('./flags/GB'),
  CHF: () => import('./flags/CH'),
  AUD: () => import('./flags/AU'),
  TRY: () => import('./flags/TR'),
  SGD: () => import('./flags/SG'),
  HKD: () => import('./flags/HK'),
  JPY: () => import('./flags/JP'),
  BGN: () => import('./flags/BG'),
  CZK: () => import('./flags/CZ'),
  DKK: () => import('./flags/DK'),
  HUF: () => import('./flags/HU'),
  PLN: () => import('./flags/PL'),
  RON: () => import('./flags/RO'),
  SEK: () => import('./flags/SE'),
  BHD: () => import('./flags/BH'),
  KWD: () => import('./flags/KW'),
  ZAR: () => import('./flags/ZA'),
  UGX: () => import('./flags/UG'),
  BRL: () => import('./flags/BR'),
  MXN: () => import('./flags/MX'),
  SAR: () => import('./flags/SA'),
  CNY: () => import('./flags/CN'),
  QAR: () => import('./flags/QA'),
  INR: () => import('./flags/IN'),
  PKR: () => import('./flags/PK'),
  UAH: () => import('./flags/UA'),
};

/** A currency's flag SVG, loaded on its own (rejects with a RangeError for an unknown code). */
export async function loadCurrencyFlag(code: CurrencyCode): Promise<string> {
  const load = Object.hasOwn(flagModules, code) ? flagModules[code] : undefined;
  if (!load) throw new RangeError(`Unknown currency code: ${JSON.stringify(code)}`);
  return (await load()).default;
}

/** An SVG string as a `data:` URL, for `<img src>` or CSS `background-image`. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
