// Flags of the 29 currencies as 3:2 SVG strings: country-flag-icons (MIT), optimised
// once, by scripts/optimize-flags.mjs, into ./flags-data.ts (see there for what was measured).
// Each flag is its own named export, so a bundle only carries the flags it imports;
// `currencyFlags` / `getCurrencyFlag` bring all 29 (see the README for the figures);
// `loadCurrencyFlag` (./flag-loader) loads one flag's own module when it is needed (a page shows a
// few of 29).
import {
  AE,
  AU,
  BG,
  BH,
  BR,
  CH,
  CN,
  CZ,
  DK,
  EU,
  GB,
  HK,
  HU,
  IN,
  JP,
  KW,
  MX,
  PK,
  PL,
  QA,
  RO,
  SA,
  SE,
  SG,
  TR,
  UA,
  UG,
  US,
  ZA,
} from './flags-data';
import type { CurrencyCode } from './currencies';

export {
  US as flagUSD,
  AE as flagAED,
  EU as flagEUR,
  GB as flagGBP,
  CH as flagCHF,
  AU as flagAUD,
  TR as flagTRY,
  SG as flagSGD,
  HK as flagHKD,
  JP as flagJPY,
  BG as flagBGN,
  CZ as flagCZK,
  DK as flagDKK,
  HU as flagHUF,
  PL as flagPLN,
  RO as flagRON,
  SE as flagSEK,
  BH as flagBHD,
  KW as flagKWD,
  ZA as flagZAR,
  UG as flagUGX,
  BR as flagBRL,
  MX as flagMXN,
  SA as flagSAR,
  CN as flagCNY,
  QA as flagQAR,
  IN as flagINR,
  PK as flagPKR,
  UA as flagUAH,
};

/** Every currency's flag SVG, by currency code. Importing this brings all 29 flags. */
export const currencyFlags: Readonly<Record<CurrencyCode, string>> = {
  USD: US,
  AED: AE,
  EUR: EU,
  GBP: GB,
  CHF: CH,
  AUD: AU,
  TRY: TR,
  SGD: SG,
  HKD: HK,
  JPY: JP,
  BGN: BG,
  CZK: CZ,
  DKK: DK,
  HUF: HU,
  PLN: PL,
  RON: RO,
  SEK: SE,
  BHD: BH,
  KWD: KW,
  ZAR: ZA,
  UGX: UG,
  BRL: BR,
  MXN: MX,
  SAR: SA,
  CNY: CN,
  QAR: QA,
  INR: IN,
  PKR: PK,
  UAH: UA,
};

/** The flag SVG of a currency (brings all 29 flags into the bundle). */
export function getCurrencyFlag(code: CurrencyCode): string {
  const svg = currencyFlags[code];
  if (svg === undefined) throw new RangeError(`Unknown currency code: ${JSON.stringify(code)}`);
  return svg;
}

// The loader lives in a module of its own that imports no flag statically: a module both imported
// statically (here, through ./flags-data) and with import() is put in the page's first chunk by
// rolldown (Vite) and esbuild alike, so all 29 flags came with `loadCurrencyFlag`.
export { loadCurrencyFlag, svgDataUrl } from './flag-loader';
