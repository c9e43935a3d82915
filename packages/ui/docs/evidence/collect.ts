// What each component page's Evidence block shows, read from the test configuration and the
// test files themselves (never written by hand): the story checker's modes, every test title of
// the component's test files, and the screenshot baselines committed for its stories.
// Node only: Storybook's Vite plugin (vitePlugin.ts) runs it at build time.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface StoryMode {
  name: string;
  /** Storybook globals as the checker sets them: "theme:light;dir:ltr;locale:en". */
  globals: string;
}

export interface TestTitle {
  /** The describe blocks and the test's own title, outermost first. */
  path: string[];
  /** The title names a key or focus: a keyboard path the test walks. */
  keyboard: boolean;
  /** The test runs axe-core. */
  axe: boolean;
}

export interface ComponentEvidence {
  /** The test files beside the component, relative to its folder. */
  testFiles: string[];
  tests: TestTitle[];
  /** Story id → the modes that have a committed screenshot baseline. */
  screenshots: Record<string, string[]>;
}

export interface Evidence {
  modes: StoryMode[];
  components: Record<string, ComponentEvidence>;
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const keyboardWords =
  /\b(keyboard|keys?|tab|shift\+tab|enter|escape|space|backspace|arrows?|arrow ?(up|down|left|right)|home|end|page up|page down|focus(es|ed)?)\b/i;
const testCalls = new Set(['it', 'test']);
const blockCalls = new Set(['describe']);

/** The name a call is made through: `it`, `it.each(...)`, `describe.skip` all count as their root. */
function calleeRoot(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return calleeRoot(expression.expression);
  if (ts.isCallExpression(expression)) return calleeRoot(expression.expression);
  return undefined;
}

function titleOf(node: ts.Expression | undefined, source: ts.SourceFile): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(source).slice(1, -1);
  return undefined;
}

/** Every describe/it/test title of a test file, nested as written. */
export function testTitles(code: string, fileName = 'test.tsx'): TestTitle[] {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const out: TestTitle[] = [];
  const visit = (node: ts.Node, blocks: string[]) => {
    if (ts.isCallExpression(node)) {
      const root = calleeRoot(node.expression);
      const title = titleOf(node.arguments[0], source);
      if (root && title !== undefined && (testCalls.has(root) || blockCalls.has(root))) {
        if (testCalls.has(root)) {
          out.push({
            path: [...blocks, title],
            keyboard: keyboardWords.test(title),
            axe: /\baxe\b/i.test(title),
          });
          return;
        }
        node.arguments.slice(1).forEach((arg) => visit(arg, [...blocks, title]));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, blocks));
  };
  visit(source, []);
  return out;
}

/** Storybook's story id prefix for a CSF title: "Components/DateInput" → "components-dateinput". */
export const storyIdPrefix = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function readModes(root = packageRoot): StoryMode[] {
  return JSON.parse(
    readFileSync(path.join(root, 'test/stories/modes.json'), 'utf8'),
  ) as StoryMode[];
}

export function collectEvidence(root = packageRoot): Evidence {
  const modes = readModes(root);
  const componentsDir = path.join(root, 'src/components');
  const baselines = path.join(root, 'test/stories/__screenshots__');
  const pngs = existsSync(baselines)
    ? readdirSync(baselines).filter((f) => f.endsWith('.png'))
    : [];
  const components: Record<string, ComponentEvidence> = {};
  for (const name of readdirSync(componentsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    const dir = path.join(componentsDir, name);
    const files = readdirSync(dir);
    const testFiles = files.filter((f) => /\.test\.tsx?$/.test(f)).sort();
    const tests = testFiles.flatMap((f) => testTitles(readFileSync(path.join(dir, f), 'utf8'), f));
    const screenshots: Record<string, string[]> = {};
    for (const storiesFile of files.filter((f) => f.endsWith('.stories.tsx'))) {
      const title = /title:\s*'([^']+)'/.exec(
        readFileSync(path.join(dir, storiesFile), 'utf8'),
      )?.[1];
      if (!title) continue;
      const prefix = `${storyIdPrefix(title)}--`;
      for (const png of pngs.filter((p) => p.startsWith(prefix))) {
        const mode = modes.find((m) => png.endsWith(`--${m.name}.png`));
        if (!mode) continue;
        const id = png.slice(0, -`--${mode.name}.png`.length);
        (screenshots[id] ??= []).push(mode.name);
      }
    }
    const order = (m: string) => modes.findIndex((mode) => mode.name === m);
    for (const id of Object.keys(screenshots)) screenshots[id]!.sort((a, b) => order(a) - order(b));
    components[name] = { testFiles, tests, screenshots };
  }
  return { modes, components };
}
