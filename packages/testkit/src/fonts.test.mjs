// The test browsers' fonts (src/fonts.mjs): the generated fontconfig configuration names no
// system font folder and no system configuration, and Chromium started with it draws generic
// families, Arabic and emoji in the project's faces whatever the machine has installed.
import assert from 'node:assert/strict';
import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  chromiumEnv,
  defaultEmojiFont,
  fontconfigXml,
  launchChromium,
  projectFaces,
  projectFontconfig,
} from './index.mjs';

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const families = [
  { family: 'Inter', category: 'sans-serif' },
  { family: 'Noto Sans Arabic', category: 'sans-serif' },
  { family: 'JetBrains Mono', category: 'monospace' },
];
const tag = (xml, name) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))];
/** The families an alias prefers, in order. */
const preferred = (xml, generic) => {
  const alias = new RegExp(
    `<alias binding="same">\\s*<family>${generic}</family>\\s*<prefer>(.*?)</prefer>`,
  ).exec(xml);
  return alias ? tag(alias[1], 'family').map((m) => m[1]) : [];
};

describe('fontconfigXml', () => {
  const xml = fontconfigXml({ fontDir: '/project/fonts', cacheDir: '/project/cache', families });

  test('lists one font folder, the given one, and includes no other configuration', () => {
    assert.deepEqual(
      tag(xml, 'dir').map((m) => m[1]),
      ['/project/fonts'],
    );
    assert.deepEqual(
      tag(xml, 'cachedir').map((m) => m[1]),
      ['/project/cache'],
    );
    for (const systemPart of [
      '<include',
      '/usr/share/fonts',
      '/usr/local/share/fonts',
      '/etc/fonts',
      '.fonts',
      'prefix="xdg"',
      '~',
    ])
      assert.ok(!xml.includes(systemPart), `fonts.conf mentions ${systemPart}`);
  });

  test('maps every generic family to a project face first', () => {
    assert.deepEqual(preferred(xml, 'monospace'), [
      'JetBrains Mono',
      'Inter',
      'Noto Sans Arabic',
      'Noto Color Emoji',
    ]);
    for (const generic of ['sans-serif', 'serif', 'system-ui', 'cursive', 'fantasy', 'Arial'])
      assert.deepEqual(preferred(xml, generic), [
        'Inter',
        'Noto Sans Arabic',
        'JetBrains Mono',
        'Noto Color Emoji',
      ]);
    assert.deepEqual(preferred(xml, 'emoji'), ['Noto Color Emoji']);
  });
});

describe('projectFontconfig', () => {
  test('reads the faces @bank/ui/fonts loads, in its order', () => {
    const faces = projectFaces();
    assert.deepEqual(
      faces.map(({ family, category }) => ({ family, category })),
      families,
    );
    for (const face of faces)
      for (const file of face.files) assert.match(file, /node_modules.*@fontsource.*\.woff2$/);
  });

  test('writes a folder of the project’s files and one link to the emoji font, in ignored output', () => {
    const { file, dir } = projectFontconfig();
    assert.ok(dir.startsWith(path.join(workspace, 'node_modules', '.cache') + path.sep));
    const xml = readFileSync(file, 'utf8');
    assert.deepEqual(
      tag(xml, 'dir').map((m) => m[1]),
      [path.join(dir, 'fonts')],
    );
    assert.deepEqual(
      tag(xml, 'cachedir').map((m) => m[1]),
      [path.join(dir, 'cache')],
    );
    const expected = projectFaces()
      .flatMap((f) => f.files)
      .map((f) => path.basename(f).replace(/\.woff2$/, '.ttf'));
    const entries = readdirSync(path.join(dir, 'fonts'));
    assert.deepEqual(entries.sort(), [...expected, path.basename(defaultEmojiFont)].sort());
    for (const name of entries) {
      const entry = path.join(dir, 'fonts', name);
      if (name === path.basename(defaultEmojiFont)) {
        assert.ok(lstatSync(entry).isSymbolicLink());
        assert.equal(realpathSync(entry), realpathSync(defaultEmojiFont));
      } else {
        assert.ok(lstatSync(entry).isFile(), `${name} is a file of its own`);
        // TrueType, which Chromium takes from fontconfig (a WOFF2 file would draw nothing).
        assert.equal(readFileSync(entry).readUInt32BE(0), 0x00010000, `${name} is TrueType`);
      }
    }
    assert.equal(chromiumEnv().FONTCONFIG_FILE, file);
  });
});

describe('Chromium with the project’s fontconfig', () => {
  /** @type {import('playwright-core').Browser} */
  let browser;
  before(async () => {
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
  });

  test('draws generic families, local() sources, Arabic and emoji in the project’s faces', async () => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><meta charset="utf-8">
      <style>@font-face { font-family: Local; src: local("DejaVu Sans Mono"), local("Noto Mono"), local("Liberation Mono"), local("Nimbus Mono PS"); }</style>
      <p id="monospace" style="font-family: monospace">AE07 0331 2345</p>
      <p id="ui-monospace" style="font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', 'Noto Mono', 'Liberation Mono', monospace">0O1lI</p>
      <p id="sans-serif" style="font-family: sans-serif">Balance</p>
      <p id="serif" style="font-family: serif">Balance</p>
      <p id="system-ui" style="font-family: system-ui, -apple-system, 'Segoe UI', 'DejaVu Sans', sans-serif">Balance</p>
      <p id="default">Balance</p>
      <p id="local" style="font-family: Local, sans-serif">Balance</p>
      <p id="arabic" lang="ar" style="font-family: sans-serif">الرصيد</p>
      <p id="emoji" style="font-family: sans-serif">😀</p>`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    /** @param {string} id */
    const fontsOf = async (id) => {
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: `#${id}`,
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      return fonts.map((f) => f.familyName);
    };
    assert.deepEqual(await fontsOf('monospace'), ['JetBrains Mono']);
    assert.deepEqual(await fontsOf('ui-monospace'), ['JetBrains Mono']);
    for (const id of ['sans-serif', 'serif', 'system-ui', 'default', 'local'])
      assert.deepEqual(await fontsOf(id), ['Inter'], id);
    assert.deepEqual(await fontsOf('arabic'), ['Noto Sans Arabic']);
    assert.deepEqual(await fontsOf('emoji'), ['Noto Color Emoji']);
    await page.close();
  });
});
