// Copies the reference data this package needs from the team's shared research folder
// (../../../shared/data, outside the repo) into ./data, trimmed to the fields we expose.
// Run by hand when the shared data changes: `node scripts/import-shared-data.mjs [sharedDataDir]`.
// Nothing reads ../shared at run time or in tests; ./data is the package's source of truth.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = path.resolve(here, '..');
const shared = path.resolve(process.argv[2] ?? path.join(pkg, '../../../shared/data'));
const read = (name) => JSON.parse(readFileSync(path.join(shared, name), 'utf8'));
const write = (name, value) =>
  writeFileSync(path.join(pkg, 'data', name), JSON.stringify(value, null, 2) + '\n');
// Each file's sources and licence go to data/sources.json, not into the data: pages ship the data
// (a default JSON import is shipped whole), and these notes are for people, not for a page's code.
const sources = {
  about:
    'Where each data file comes from and under which licence. Kept apart from the data, which pages ship: these notes are not in any page code.',
};

// ── currencies ──────────────────────────────────────────────────────────────────────────
const cur = read('currencies.json');
const arabic = new Intl.DisplayNames('ar', { type: 'currency' });
sources['currencies.json'] = {
  source:
    'ISO 4217 list one (code, numeric, ISO name, minor units); English common name from world-countries 5.1.0 ' +
    "(mledoze/countries, ODbL-1.0); symbol = CLDR 48 'en' currency symbol (matches the spec for USD, AED, GBP, EUR); " +
    `localSymbol = usual local symbol; nameAr = Intl.DisplayNames('ar', {type: 'currency'}) captured on ICU ${process.versions.icu} / CLDR ${process.versions.cldr}.`,
};
write('currencies.json', {
  attribution: 'Country data: mledoze/countries, ODbL',
  currencies: cur.currencies.map((c) => ({
    code: c.code,
    numeric: c.numeric,
    name: c.name,
    isoName: c.iso_name,
    nameAr: arabic.of(c.code),
    minorUnits: c.minor_units,
    flagCountry: c.flag_country,
    symbol: c.symbol ?? c.symbol_cldr_en,
    localSymbol: c.symbol_common,
  })),
});

// ── nationalities ───────────────────────────────────────────────────────────────────────
const nat = read('nationalities.json');
sources['nationalities.json'] = {
  // Country names are not copied: src/countries.ts names every country with Intl.DisplayNames.
  source: `${nat.source.replace(/ Arabic names .*$/, '')} Country names are not stored: the package names countries with Intl.DisplayNames (src/countries.ts).`,
  licence: nat.licence,
  overrides: nat.overrides_note,
};
write('nationalities.json', {
  attribution: 'Country data: mledoze/countries, ODbL',
  nationalities: nat.countries.map((c) => ({
    alpha2: c.alpha2,
    alpha3: c.alpha3,
    numeric: c.numeric,
    nationality: c.nationality,
    label: c.picker_label,
    pickerDefault: c.picker_default,
  })),
});

// ── purpose codes ───────────────────────────────────────────────────────────────────────
const pop = read('purpose-codes.json');
// Picker order: the groups a retail customer needs most come first.
const groups = [
  ['personal', 'Personal & household (domestic)'],
  ['transfers', 'Transfers & compensation (BOP)'],
  ['employment', 'Employment & payroll (domestic)'],
  ['goods', 'Goods (BOP)'],
  ['services', 'Services (BOP)'],
  ['income', 'Income (BOP)'],
  ['investments', 'Investments & dividends (domestic)'],
  ['loans', 'Loans, finance & hedging (domestic)'],
  ['cards', 'Cards, wallets & merchant settlement (domestic)'],
  ['corporate', 'Corporate (domestic)'],
  ['assets_abroad', "Financial account - residents' assets abroad (BOP)"],
  ['investment_in_uae', "Financial account - non-residents' investment in the UAE (BOP)"],
  ['tax_other', 'Tax & other (domestic)'],
];
const groupId = new Map(groups.map(([id, category]) => [category, id]));
const withdrawnInfo = {
  GDS: {
    description: 'Goods bought or sold',
    withdrawnOn: '2018-12-01',
    replacedBy: ['GDE', 'GDI'],
  },
  REM: { description: 'Remittance' },
  MIS: { description: 'Miscellaneous' },
  RBC: { description: null },
  ROC: { description: null },
  INV: { description: 'Investment' },
};
sources['purpose-codes.json'] = {
  source:
    'UAE Central Bank purpose-of-payment codes as published by HSBC UAE, Nordea, Citi and NBO (cross-checked with ' +
    "Currencycloud's list); see shared/data/purpose-codes.json for the full provenance. Groups are editorial, not the central bank's.",
};
write('purpose-codes.json', {
  groups: groups.map(([id, category]) => ({
    id,
    label: category.replace(/ \((domestic|BOP)\)$/, ''),
    kind: category.endsWith('(BOP)') ? 'bop' : 'domestic',
  })),
  codes: pop.codes.map((c) => {
    const group = groupId.get(c.category);
    if (!group) throw new Error(`no group for ${c.code}: ${c.category}`);
    return {
      code: c.code,
      description: c.description,
      group,
      ...(c.confidence ? { singleSource: true } : {}),
    };
  }),
  withdrawn: pop.withdrawn.map((w) => ({
    code: w.code,
    description: withdrawnInfo[w.code].description,
    withdrawnOn: withdrawnInfo[w.code].withdrawnOn ?? '2017-09-10',
    replacedBy: withdrawnInfo[w.code].replacedBy ?? [],
    note: w.status,
  })),
});
write('sources.json', sources);
console.log(`wrote data/ from ${shared} (format with prettier)`);
