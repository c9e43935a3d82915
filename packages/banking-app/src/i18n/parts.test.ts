// A namespace kept in parts: a page loads the parts it needs; what another page asks for later is
// added to every language already loaded, and a language loaded later reads every part asked for.
import { describe, expect, it } from 'vitest';
import { initI18n, loadNamespaceParts } from './i18n';

const loaded: string[] = [];
const part = (name: string, en: Record<string, string>, ar: Record<string, string>) => ({
  en: async () => {
    loaded.push(`${name}/en`);
    return { [name]: en };
  },
  ar: async () => {
    loaded.push(`${name}/ar`);
    return { [name]: ar };
  },
});
const PARTS = {
  flows: part('flows', { back: 'Back' }, { back: 'رجوع' }),
  internal: part(
    'internal',
    { title: 'Send to a Sadu Bank account' },
    { title: 'التحويل إلى حساب في بنك سدو' },
  ),
  external: part('external', { title: 'Send to another bank' }, { title: 'التحويل إلى بنك آخر' }),
};

describe('loadNamespaceParts', () => {
  it('loads only the parts asked for, adds later ones to each loaded language, and reads them all on a switch', async () => {
    const i18n = await initI18n('en');
    await loadNamespaceParts('flowsTest', PARTS, ['flows', 'internal']);
    expect(loaded.sort()).toEqual(['flows/en', 'internal/en']);
    expect(i18n.t('flowsTest:internal.title')).toBe('Send to a Sadu Bank account');
    expect(i18n.exists('flowsTest:external.title')).toBe(false);

    await loadNamespaceParts('flowsTest', PARTS, ['flows', 'external']);
    expect(loaded.filter((l) => l.startsWith('external'))).toEqual(['external/en']);
    expect(i18n.t('flowsTest:external.title')).toBe('Send to another bank');
    // Still there: adding a part keeps the others.
    expect(i18n.t('flowsTest:flows.back')).toBe('Back');

    await i18n.changeLanguage('ar');
    await i18n.loadNamespaces('flowsTest');
    expect(i18n.t('flowsTest:internal.title')).toBe('التحويل إلى حساب في بنك سدو');
    expect(i18n.t('flowsTest:external.title')).toBe('التحويل إلى بنك آخر');
    expect(loaded.filter((l) => l.endsWith('/ar')).sort()).toEqual([
      'external/ar',
      'flows/ar',
      'internal/ar',
    ]);
  });
});
