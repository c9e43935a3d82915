// The fonts a test browser may see: the design system's own faces and Debian's colour emoji, and
// nothing else the machine has installed. Chromium resolves generic families (sans-serif,
// monospace, …), local() sources and the fallback for a character no listed face has through
// fontconfig, so with the machine's configuration a screenshot depends on the machine's fonts (and
// on its ~/.config/fontconfig): a monospace value drew in DejaVu Sans Mono here and in Noto Mono
// where fonts-noto-mono is installed. The generated fonts.conf includes no system configuration
// and no system font folder; Chromium gets it through FONTCONFIG_FILE (see chromiumEnv).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspace = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The stylesheets `@bank/ui/fonts` imports: every face a page of the bank can load. */
export const defaultFontsEntry = path.join(workspace, 'packages', 'ui', 'src', 'fonts.ts');

export const emojiFamily = 'Noto Color Emoji';
/** This process's environment without a fontconfig configuration of its own: the machine's. */
const systemFontconfigEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('FONTCONFIG_')));
const debianEmojiFont = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';
/**
 * The colour emoji the baselines were drawn with, the one system font the browsers see: EMOJI_FONT,
 * else Debian's file (fonts-noto-color-emoji), else where the machine's fontconfig has Noto Color
 * Emoji (another distribution), else Debian's path (projectFontconfig then says what to install).
 */
export const defaultEmojiFont =
  process.env.EMOJI_FONT ||
  (existsSync(debianEmojiFont)
    ? debianEmojiFont
    : spawnSync('fc-list', ['--format', '%{file}\n', `:family=${emojiFamily}`], {
        encoding: 'utf8',
        env: systemFontconfigEnv(),
      })
        .stdout?.split('\n')
        .find((file) => /\.(ttf|otf)$/i.test(file))) ||
  debianEmojiFont;

/** Where the generated configuration, its font copies and fontconfig's cache live (ignored output). */
export const defaultFontconfigRoot = path.join(
  workspace,
  'node_modules',
  '.cache',
  'testkit-fonts',
);
/** Part of the folder's name: raise it when the folder's layout changes. */
const formatVersion = 1;

/**
 * The faces `fontsEntry` loads, in its import order: for each imported fontsource stylesheet, the
 * family's name inside its files (fontsource's metadata.json, e.g. "Inter", where the CSS calls it
 * "Inter Variable"), its category (sans-serif, monospace, …) and the font files its url()s name.
 */
export function projectFaces(fontsEntry = defaultFontsEntry) {
  const source = readFileSync(fontsEntry, 'utf8');
  const requireFromEntry = createRequire(fontsEntry);
  const faces = [];
  for (const [, specifier] of source.matchAll(/^\s*import\s+['"]([^'"]+\.css)['"]/gm)) {
    const css = requireFromEntry.resolve(specifier);
    const pkgName = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
    const metadataFile = requireFromEntry.resolve(`${pkgName}/metadata.json`);
    const { family, category } = JSON.parse(readFileSync(metadataFile, 'utf8'));
    const files = [...readFileSync(css, 'utf8').matchAll(/url\(\s*['"]?([^'")]+)['"]?\s*\)/g)].map(
      ([, url]) => path.resolve(path.dirname(css), url),
    );
    if (!family || files.length === 0)
      throw new Error(`${specifier}: no family name or no font file found (see ${metadataFile}).`);
    faces.push({ family, category, files: [...new Set(files)] });
  }
  if (faces.length === 0) throw new Error(`${fontsEntry} imports no font stylesheet.`);
  return faces;
}

/** Names Chromium asks fontconfig for when a page names no face it has: generics and defaults. */
const textFamilies = [
  'sans-serif',
  'serif',
  'system-ui',
  'ui-sans-serif',
  'ui-serif',
  'ui-rounded',
  'cursive',
  'fantasy',
  'math',
  'fangsong',
  // Chromium's own default families on Linux, and the old fontconfig generics.
  'Arial',
  'Helvetica',
  'Times New Roman',
  'Times',
  'sans',
];
const monoFamilies = ['monospace', 'ui-monospace', 'Courier New', 'Courier', 'mono'];

const escapeXml = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/**
 * The fontconfig configuration (pure: no file is read or written). `fontDir` holds the faces and
 * the emoji font, `cacheDir` is fontconfig's cache; `families` are the faces' internal names with
 * their categories, in the order a generic family should try them.
 */
export function fontconfigXml({ fontDir, cacheDir, families }) {
  const mono = families.filter((f) => f.category === 'monospace').map((f) => f.family);
  const text = families.filter((f) => f.category !== 'monospace').map((f) => f.family);
  const order = (first) => [...new Set([...first, ...text, ...mono, emojiFamily])];
  const alias = (name, prefer) =>
    `  <alias binding="same">\n    <family>${escapeXml(name)}</family>\n    <prefer>${prefer
      .map((f) => `<family>${escapeXml(f)}</family>`)
      .join('')}</prefer>\n  </alias>`;
  return `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Generated by @bank/testkit (src/fonts.mjs): the project's faces and the colour emoji only.
     No system configuration is included and no system font folder is listed. -->
<fontconfig>
  <dir>${escapeXml(fontDir)}</dir>
  <cachedir>${escapeXml(cacheDir)}</cachedir>
  <config><rescan><int>0</int></rescan></config>

  <!-- Rendering as Debian's defaults set it (conf.d 10-hinting-slight, 10-yes-antialias,
       11-lcdfilter-default), stated here so that a machine's own settings cannot change it. -->
  <match target="pattern">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
  </match>

  <!-- Generic families, and the names Chromium uses for its defaults, are project faces. -->
${[
  ...textFamilies.map((name) => alias(name, order(text))),
  ...monoFamilies.map((name) => alias(name, order(mono))),
  alias('emoji', [emojiFamily]),
].join('\n')}
</fontconfig>
`;
}

/**
 * Decompresses the WOFF2 files into TrueType (Chromium takes a system font only as TrueType or
 * CFF: a WOFF2 file fontconfig lists draws nothing), links the emoji font and writes fonts.conf,
 * all in `building`, which the caller renames into place. Asynchronous (WebAssembly): run in a
 * child process by projectFontconfig, which stays synchronous for configuration files.
 */
async function buildFontFolder({ building, sources, emojiFont, xml }) {
  const require = createRequire(import.meta.url);
  /** @type {(woff2: Uint8Array) => Promise<Uint8Array>} */
  const decompress = require('wawoff2').decompress;
  mkdirSync(path.join(building, 'fonts'), { recursive: true });
  mkdirSync(path.join(building, 'cache'));
  for (const { name, file } of sources) {
    const bytes = readFileSync(file);
    const ttf = file.endsWith('.woff2') ? await decompress(bytes) : bytes;
    writeFileSync(path.join(building, 'fonts', name), ttf);
  }
  symlinkSync(emojiFont, path.join(building, 'fonts', path.basename(emojiFont)));
  writeFileSync(path.join(building, 'fonts.conf'), xml);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--build') {
  await buildFontFolder(JSON.parse(readFileSync(0, 'utf8')));
}

let memo;
/**
 * Writes (once per content) a folder with the project's font files as TrueType, a link to the
 * emoji font, a fonts.conf listing only that folder and a cache folder for fontconfig, under
 * `root` (node_modules/.cache/testkit-fonts); older folders there are removed. Safe when several
 * processes call it at once. Returns { file: the fonts.conf, dir, families }.
 */
export function projectFontconfig({
  fontsEntry = defaultFontsEntry,
  emojiFont = defaultEmojiFont,
  root = defaultFontconfigRoot,
} = {}) {
  const key = JSON.stringify({ fontsEntry, emojiFont, root });
  if (memo?.key === key) return memo.value;
  if (!existsSync(emojiFont))
    throw new Error(
      `No colour emoji font at ${emojiFont}: install Debian's (apt-get install fonts-noto-color-emoji) or set EMOJI_FONT.`,
    );
  const faces = projectFaces(fontsEntry);
  const families = faces.map(({ family, category }) => ({ family, category }));
  const hash = createHash('sha256').update(`${formatVersion}\0`);
  const sources = [];
  for (const face of faces)
    for (const file of face.files) {
      const name = path.basename(file).replace(/\.woff2$/, '.ttf');
      if (sources.some((s) => s.name === name)) continue;
      hash.update(name).update('\0').update(readFileSync(file)).update('\0');
      sources.push({ name, file });
    }
  const emoji = statSync(emojiFont);
  hash.update(JSON.stringify({ emojiFont, size: emoji.size, mtime: emoji.mtimeMs, families }));
  const id = hash.digest('hex').slice(0, 16);
  const dir = path.join(root, id);
  const file = path.join(dir, 'fonts.conf');
  if (!existsSync(file)) {
    // Built aside and renamed into place: a reader never sees half a folder.
    const building = path.join(root, `${id}.${process.pid}.${Date.now()}.tmp`);
    const xml = fontconfigXml({
      fontDir: path.join(dir, 'fonts'),
      cacheDir: path.join(dir, 'cache'),
      families,
    });
    const built = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--build'], {
      input: JSON.stringify({ building, sources, emojiFont, xml }),
      stdio: ['pipe', 'inherit', 'inherit'],
    });
    if (built.status !== 0) {
      rmSync(building, { recursive: true, force: true });
      throw new Error(`Preparing the test fonts in ${building} failed (see above).`);
    }
    try {
      renameSync(building, dir);
    } catch (error) {
      // Another process put the same folder in place first.
      rmSync(building, { recursive: true, force: true });
      if (!existsSync(file)) throw error;
    }
    // Folders of earlier fonts (never a folder being built: those end in .tmp).
    for (const other of readdirSync(root))
      if (other !== id && /^[0-9a-f]{16}$/.test(other))
        rmSync(path.join(root, other), { recursive: true, force: true });
  }
  const value = { file, dir, families };
  memo = { key, value };
  return value;
}

/**
 * The environment for a Chromium process: this one's, with FONTCONFIG_FILE naming the project's
 * configuration (and FONTCONFIG_PATH/FONTCONFIG_SYSROOT cleared, which could redirect it).
 */
export function chromiumEnv(base = process.env) {
  const env = { ...base, FONTCONFIG_FILE: projectFontconfig().file };
  delete env.FONTCONFIG_PATH;
  delete env.FONTCONFIG_SYSROOT;
  return /** @type {Record<string, string>} */ (
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined))
  );
}

/**
 * In the page: every text set in a monospace stack (a computed font-family that ends in the
 * generic `monospace`, as the design system's mono token does) must draw in the faces the page
 * ships: its first family must be a web font (an @font-face of the page) and each character must
 * fall to a web font of the stack that is loaded and covers it (its unicode-range), never to a
 * font of the machine. Returns readable problems (empty when all is well); checks the document as
 * it is, so call it after `document.fonts.ready`.
 */
export function monospaceFaceProblems(page) {
  return page.evaluate(() => {
    const unquote = (name) => name.trim().replace(/^(['"])(.*)\1$/, '$2');
    /** @type {Map<string, { status: string, ranges: [number, number][] }[]>} */
    const faces = new Map();
    for (const face of document.fonts) {
      const ranges = face.unicodeRange.split(',').map((part) => {
        const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
        if (from.includes('?'))
          return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'F'), 16)];
        return [parseInt(from, 16), parseInt(to, 16)];
      });
      const family = unquote(face.family);
      faces.set(family, [...(faces.get(family) ?? []), { status: face.status, ranges }]);
    }
    const problems = [];
    const root = document.querySelector('#storybook-root') ?? document.body;
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const text = Array.from(el.childNodes)
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .replace(/\s+/g, '');
      if (!text) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const stack = style.fontFamily.split(',').map(unquote);
      if (stack.at(-1) !== 'monospace') continue;
      const where = `<${el.tagName.toLowerCase()}> "${text.slice(0, 24)}"`;
      if (!faces.has(stack[0])) {
        problems.push(`${where}: its first family "${stack[0]}" is no web font of the page`);
        continue;
      }
      for (const char of new Set(text)) {
        const code = char.codePointAt(0) ?? 0;
        const covering = stack
          .flatMap((family) => faces.get(family) ?? [])
          .find((f) => f.ranges.some(([from, to]) => code >= from && code <= to));
        if (!covering)
          problems.push(`${where}: "${char}" (U+${code.toString(16)}) is in no shipped face`);
        else if (covering.status !== 'loaded')
          problems.push(`${where}: the face for "${char}" is ${covering.status}, not loaded`);
      }
    }
    return problems;
  });
}
