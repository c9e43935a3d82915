// Writes src/country-codes.ts from i18n-iso-countries' code table (a devDependency). Run it by hand
// after upgrading that package; test/countries.test.ts fails while the two differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const codes = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('i18n-iso-countries/codes.json'), 'utf8'),
);
const all = codes.map((c) => c.slice(0, 3).join('')).join('');
const lines = [];
for (let i = 0; i < all.length; i += 96) lines.push(`  '${all.slice(i, i + 96)}'`);
writeFileSync(
  new URL('../src/country-codes.ts', import.meta.url),
  `// ISO 3166-1 codes (and Kosovo, XK/XKK/983, as i18n-iso-countries 7.14 lists it), one country per
// eight characters: alpha-2, alpha-3, numeric ("AEARE784"). Copied from i18n-iso-countries/codes.json
// (MIT) by scripts/import-country-codes.mjs; test/countries.test.ts checks it still matches. A string,
// not an object per country, because it is all a bundle carries for 250 countries (1.9 KB gzipped).
export const COUNTRY_CODES =\n${lines.join(' +\n')};\n`,
);
