// English and Arabic must say the same things: every key of one exists in the other, and the
// same {{placeholders}} appear in both.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
// The app's own catalogues: common (in the main bundle) and those loaded when needed (refusals).
const pairs: [string, string, string][] = readdirSync(path.join(root, 'i18n/locales/en')).map(
  (f) => [
    f.replace(/\.json$/, ''),
    path.join(root, 'i18n/locales/en', f),
    path.join(root, 'i18n/locales/ar', f),
  ],
);
const publicDir = path.join(root, 'features/public-pages/locales');
for (const f of readdirSync(path.join(publicDir, 'en')))
  pairs.push([`public/${f}`, path.join(publicDir, 'en', f), path.join(publicDir, 'ar', f)]);
// Catalogues kept in parts (locales/en/<part>.json and ar/<part>.json).
for (const feature of ['transfers', 'money', 'bulk']) {
  const dir = path.join(root, 'features', feature, 'locales');
  for (const f of readdirSync(path.join(dir, 'en')))
    pairs.push([`${feature}/${f}`, path.join(dir, 'en', f), path.join(dir, 'ar', f)]);
}
// The shared banking pieces' catalogues (the beneficiary form both beneficiaries and transfers
// show, a transaction's facts).
for (const shared of readdirSync(path.join(root, 'domain'))) {
  const dir = path.join(root, 'domain', shared, 'locales');
  if (!existsSync(dir)) continue;
  pairs.push([`domain/${shared}`, path.join(dir, 'en.json'), path.join(dir, 'ar.json')]);
}
// The shared pieces' own catalogues (lib/<piece>/locales: the profile fields, the passkey offer).
for (const shared of readdirSync(path.join(root, 'lib'))) {
  const dir = path.join(root, 'lib', shared, 'locales');
  if (!existsSync(dir)) continue;
  pairs.push([`lib/${shared}`, path.join(dir, 'en.json'), path.join(dir, 'ar.json')]);
}
// Arabic has six plural forms (i18next suffixes), English two: the extra ones need no English
// twin, and a form may say the number in words ("معاملة واحدة") instead of {{count}}.
const ARABIC_PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (Array.isArray(value))
    value.forEach((v, i) => leaves(v, `${prefix}[${i}]`).forEach((s, k) => out.set(k, s)));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      leaves(v, prefix ? `${prefix}.${k}` : k).forEach((s, key) => out.set(key, s));
  return out;
}
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it.each(pairs)('%s has the same keys and placeholders in English and Arabic', (_name, en, ar) => {
    const e = leaves(JSON.parse(readFileSync(en, 'utf8')));
    const a = leaves(JSON.parse(readFileSync(ar, 'utf8')));
    // Arabic may add notes the English takes from the server (the fee schedule's notes).
    const missingInArabic = [...e.keys()].filter((k) => !a.has(k));
    const missingInEnglish = [...a.keys()].filter(
      (k) =>
        !e.has(k) &&
        !k.startsWith('notes.') &&
        !(ARABIC_PLURAL.test(k) && e.has(k.replace(ARABIC_PLURAL, '_other'))),
    );
    expect(missingInArabic).toEqual([]);
    expect(missingInEnglish).toEqual([]);
    const without = (list: (string | undefined)[], k: string) =>
      ARABIC_PLURAL.test(k) ? list.filter((p) => p !== 'count') : list;
    for (const [k, v] of e)
      if (a.has(k))
        expect(without(placeholders(a.get(k)!), k), k).toEqual(without(placeholders(v), k));
    for (const [k, v] of a) expect(v.trim(), k).not.toBe('');
  });

  it('Arabic text is Arabic (no English sentence left untranslated)', () => {
    for (const [name, , ar] of pairs) {
      for (const [k, v] of leaves(JSON.parse(readFileSync(ar, 'utf8')))) {
        if (
          /^(\/|https?:)/.test(v) ||
          /^[\d\s\u2066\u2069+.—-]+$/.test(v) ||
          // Only placeholders, digits and signs ("1 {{from}} = {{rate}} {{to}}"): nothing to translate.
          /^[\d\s\u2066\u2069+.=—-]*$/.test(v.replace(/\{\{\w+\}\}/g, '')) ||
          /^[A-Z]{2,5}$/.test(v) ||
          /@/.test(v) ||
          k.endsWith('switchTo') ||
          k.endsWith('.to')
        )
          continue;
        expect(/[\u0600-\u06FF]/.test(v), `${name} ${k}: ${v}`).toBe(true);
      }
    }
  });
});
