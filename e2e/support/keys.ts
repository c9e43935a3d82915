// The app's translation keys, read from its English catalogues: a page that shows one of them as
// text shows a word i18next did not find (its namespace or part not loaded, a key misspelt), which
// a customer would read as "walletPage.walletHeading". The journeys' axe check and the crawl fail
// on any, in both languages.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const src = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/banking-app/src',
);

function catalogues(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return catalogues(full);
    return /[\\/]locales[\\/](en\.json$|en[\\/])/.test(full) && name.endsWith('.json')
      ? [full]
      : [];
  });
}

function paths(value: unknown, prefix: string, into: Set<string>) {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value))
      paths(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix.includes('.')) {
    into.add(prefix);
    // A plural's key is shown without its suffix when it is missing.
    into.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
  }
}

let known: Set<string> | undefined;
/** Every key path of two parts or more, as the screens ask for it. */
function translationKeys(): Set<string> {
  if (known) return known;
  known = new Set();
  for (const file of catalogues(src)) {
    // A namespace's part (money/locales/en/walletPage.json) holds its own top key (`walletPage`).
    paths(JSON.parse(readFileSync(file, 'utf8')) as unknown, '', known);
  }
  return known;
}

/** The keys the page shows as text (none when every word was found). */
export async function keysShown(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const keys = translationKeys();
  return [...new Set(text.match(/[A-Za-z][\w]*(?:\.[\w]+)+/g) ?? [])].filter((t) => keys.has(t));
}

export async function expectNoKeysShown(page: Page) {
  expect(await keysShown(page), `translation keys shown as text on ${page.url()}`).toEqual([]);
}
