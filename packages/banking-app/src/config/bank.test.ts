import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/i18n/i18n';
import { BANK } from './bank';

const root = path.resolve(__dirname, '..');

/** Every catalogue file of the app (src/**\/locales/**\/*.json). */
function catalogues(dir = root, inLocales = false): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'node_modules' ? [] : catalogues(full, inLocales || name === 'locales');
    return inLocales && name.endsWith('.json') ? [full] : [];
  });
}

describe("the bank's names", () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('are spelt in src/config/bank.ts only: the catalogues say $t(common:brand)', () => {
    const spelt = catalogues()
      .map((file) => path.relative(root, file))
      .filter((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        return [BANK.en.brand, BANK.ar.brand, 'بنكُ سدو'].some((name) => text.includes(name));
      });
    expect(spelt).toEqual([]);
    expect(catalogues().length).toBeGreaterThan(40);
  });

  it('are words of the common namespace in each language', async () => {
    const t = i18n().getFixedT('en');
    expect(t('layout.home')).toBe('Sadu Bank home');
    expect(t('brand')).toBe(BANK.en.brand);
    await i18n().loadLanguages('ar');
    const ar = i18n().getFixedT('ar');
    expect(ar('brand')).toBe(BANK.ar.brand);
    expect(ar('layout.footer.copyright', { year: 2026 })).toBe(
      `© 2026 ${BANK.ar.legalName}. جميع الحقوق محفوظة.`,
    );
  });
});
