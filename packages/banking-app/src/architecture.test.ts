// The app's shape, from its import graph (every file of src, tests included; static, type-only,
// side-effect, re-exported and dynamic imports alike): no import cycle anywhere; the layers import
// one way — app/ may import the features, no feature imports app/ or another feature, access/
// (paths and role rules) imports neither; shared code (api, session, i18n, components, config)
// imports no feature; the app never runs zod. The cycle finder is the backend's
// (packages/fiat-backend/test/architecture.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATHS } from '@/access/paths';

const src = __dirname;
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory()
      ? files(p)
      : /\.(ts|tsx)$/.test(f) && !/\.test\./.test(f)
        ? [p]
        : [];
  });
}
const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map(
    (m) => m[1]!,
  );
/** The file an import of the app's own code points at (`./x`, `../x` or `@/x`), else null (a package). */
const target = (file: string, spec: string) =>
  spec.startsWith('@/')
    ? path.join(src, spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(file), spec)
      : null;
const own = (file: string) =>
  imports(file).flatMap((spec) => (target(file, spec) ? [{ spec, to: target(file, spec)! }] : []));

/** Every .ts/.tsx file of src, tests included. */
function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? allFiles(p) : /\.(ts|tsx)$/.test(f) ? [p] : [];
  });
}

/** The file an import of the app's own code names, as a path relative to src (with /), or null when it names no .ts/.tsx file (a JSON catalogue). */
function resolve(base: string): string | null {
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    });
  return found ? path.relative(src, found).split(path.sep).join('/') : null;
}

/** file (relative to src, with /) → the files of src it imports (static, type-only, side-effect, re-exports and dynamic imports). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of allFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const m of text.matchAll(
      /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]((?:\.{1,2}\/|@\/)[^'"]+)['"]/gm,
    )) {
      const spec = m[1] ?? '';
      const base = spec.startsWith('@/')
        ? path.join(src, spec.slice(2))
        : path.resolve(path.dirname(file), spec);
      const found = resolve(base);
      if (found) targets.add(found);
      else if (!/\.json$/.test(spec))
        throw new Error(`${path.relative(src, file)} imports ${spec}, which is not a file of src`);
    }
    graph.set(path.relative(src, file).split(path.sep).join('/'), [...targets].sort());
  }
  return graph;
}

/** Strongly connected groups of more than one file (or a file importing itself): the import cycles (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

const featureOf = (file: string) =>
  file.startsWith('features/') ? file.split('/').slice(0, 2).join('/') : null;

describe("the app's import graph", () => {
  const graph = importGraph();
  const edges = [...graph].flatMap(([from, tos]) => tos.map((to) => ({ from, to })));

  it('sees the whole app (the walk finds the files and their imports)', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('features/money/routes.tsx')).toContain('features/money/home/HomePage.tsx'); // dynamic
    expect(graph.get('app/routes.tsx')).toContain('session/checks.ts'); // static
  });

  it('has no import cycle anywhere in src (type and dynamic imports included)', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one (the finder works)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['d']],
      ['e', ['a']],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c'], ['d']]);
  });

  it('no file under features/ imports app/', () => {
    expect(
      edges.filter(({ from, to }) => from.startsWith('features/') && to.startsWith('app/')),
    ).toEqual([]);
  });

  it('each feature declares its own routes: app/ reaches a feature only through its routes.tsx', () => {
    const features = readdirSync(path.join(src, 'features'));
    expect(features.filter((f) => !graph.has(`features/${f}/routes.tsx`))).toEqual([]);
    expect(
      edges.filter(
        ({ from, to }) =>
          from.startsWith('app/') &&
          !from.includes('.test.') &&
          featureOf(to) &&
          !to.endsWith('/routes.tsx'),
      ),
    ).toEqual([]);
  });

  it('the lower layers (access, config, i18n, api, session) import none of the pieces built on them', () => {
    const lower = /^(access|config|i18n|api|session)\//;
    const upper = /^(components|lib|domain|routing|features|app)\//;
    expect(edges.filter(({ from, to }) => lower.test(from) && upper.test(to))).toEqual([]);
  });

  it('access/ (paths and role rules) imports neither app/ nor features/', () => {
    expect(
      edges.filter(
        ({ from, to }) =>
          from.startsWith('access/') && (to.startsWith('app/') || to.startsWith('features/')),
      ),
    ).toEqual([]);
  });

  it('no feature imports another feature (tests included: shared test data is in lib/testing)', () => {
    const pairs = [
      ...new Set(
        edges
          .filter(
            ({ from, to }) => featureOf(from) && featureOf(to) && featureOf(from) !== featureOf(to),
          )
          .map(({ from, to }) => `${featureOf(from)} → ${featureOf(to)}`),
      ),
    ].sort();
    expect(pairs).toEqual([]);
  });
});

describe("the screens' files", () => {
  it('open with a comment naming the route each serves (its path and PATHS name)', () => {
    // Each feature's routes.tsx names its screens' modules (a lazy import of a file of its own).
    const screens = readdirSync(path.join(src, 'features')).flatMap((feature) => {
      const table = readFileSync(path.join(src, 'features', feature, 'routes.tsx'), 'utf8');
      return [
        ...table.matchAll(
          /\{\s*path: PATHS\.(\w+),(?:(?!\{\s*path:)[\s\S])*?lazy: \(\) => import\('\.\/([^']+)'\)/g,
        ),
      ].map((m) => ({
        name: m[1] as keyof typeof PATHS,
        file: `features/${feature}/${m[2]}.tsx`,
      }));
    });
    expect(screens.length).toBeGreaterThan(80);
    const wrong = screens.filter(({ name, file }) => {
      const first = readFileSync(path.join(src, file), 'utf8').split('\n')[0] ?? '';
      return !(/^\/\/ Routes? /.test(first) && first.includes(`${PATHS[name]} (PATHS.${name})`));
    });
    expect(wrong).toEqual([]);
  });

  it("load their data through their route's loader: a screen that reads its calls exports the loader", () => {
    // useScreenQueries reads the loader's data of the route whose screen it is drawn in: outside a
    // screen's module (a component below it) it would read another route's data.
    const readers = allFiles(src).filter(
      (file) =>
        !/\.test\.tsx?$/.test(file) &&
        !file.endsWith('lib/data/screenData.ts') &&
        /\buseScreenQueries\s*[<(]/.test(readFileSync(file, 'utf8')),
    );
    expect(readers.length).toBeGreaterThan(30);
    const noLoader = readers.filter(
      (file) =>
        !/export const loader\b|export \{[^}]*\bloader\b/.test(readFileSync(file, 'utf8')) &&
        // The history's screens share one page that reads the loader of either.
        !file.endsWith('features/transactions/HistoryPage.tsx'),
    );
    expect(noLoader.map((file) => path.relative(src, file))).toEqual([]);
    // No other way of loading a screen's data is left.
    const handMade = allFiles(src).filter(
      (file) =>
        !file.endsWith('architecture.test.ts') &&
        /\buseApiQuery\b|lib\/data\/prefetch/.test(readFileSync(file, 'utf8')),
    );
    expect(handMade.map((file) => path.relative(src, file))).toEqual([]);
  });

  it('are named for what they show, not for a step number', () => {
    expect(allFiles(src).filter((file) => /Step\d/.test(path.basename(file)))).toEqual([]);
  });
});

describe('architecture', () => {
  it("reaches the app's own code through @/ (same-folder ./x imports stay), never by climbing ../", () => {
    const climbing = files(src).flatMap((file) =>
      imports(file)
        .filter(
          (spec) =>
            spec.startsWith('../') &&
            !path.relative(src, path.resolve(path.dirname(file), spec)).startsWith('..'),
        )
        .map((spec) => `${path.relative(src, file)} → ${spec}`),
    );
    expect(climbing).toEqual([]);
  });

  it('shared code imports no feature and no part of the app', () => {
    const wrong: string[] = [];
    for (const dir of [
      'api',
      'session',
      'i18n',
      'components',
      'config',
      'lib',
      'domain',
      'routing',
    ])
      for (const file of files(path.join(src, dir)))
        for (const { spec, to } of own(file)) {
          const where = path.relative(src, to);
          if (where.startsWith('features') || where.startsWith('app'))
            wrong.push(`${file} → ${spec}`);
        }
    expect(wrong).toEqual([]);
  });

  it('the app takes only types from the API contract, and plain values from its zod-free modules (no zod at run time)', () => {
    // contractCheck.ts is the exception: development and tests only, loaded by client.ts behind
    // `import.meta.env.DEV` (the build refuses a bundle with zod in it: vite.config.ts).
    const wrong = files(src)
      .filter((file) => !file.endsWith(path.join('api', 'contractCheck.ts')))
      .filter((file) =>
        /import\s+\{[^}]*\}\s+from\s+'@bank\/api-contract'/.test(readFileSync(file, 'utf8')),
      );
    expect(wrong).toEqual([]);
    const client = readFileSync(path.join(src, 'api', 'client.ts'), 'utf8');
    expect(client).toMatch(
      /import\.meta\.env\.DEV \|\| import\.meta\.env\.MODE === 'test'\s*\?[\s\S]{0,200}?import\('\.\/contractCheck'\)/,
    );
    expect(
      files(src).filter((file) =>
        /from\s+'(@\/api\/|\.\/)contractCheck'/.test(readFileSync(file, 'utf8')),
      ),
    ).toEqual([]);
  });

  it('sends every call by its id in the contract (api().call): no API path is written in the app', () => {
    const raw = /api\(\)\s*\.\s*(bare\s*\.\s*)?(get|post|put|patch|delete)\b/;
    expect(
      files(src)
        .filter((file) => raw.test(readFileSync(file, 'utf8')))
        .map((file) => path.relative(src, file)),
    ).toEqual([]);
  });

  it('writes each call of the contract once: its id appears in one source file (api/calls/ holds those several features use)', () => {
    const where = new Map<string, string[]>();
    for (const file of files(src))
      for (const m of readFileSync(file, 'utf8').matchAll(
        /(?:\bapi\(\)|\bbare)\s*\.\s*(?:bare\s*\.\s*)?call\(\s*['"](\w+)['"]/g,
      )) {
        const id = m[1] ?? '';
        const at = path.relative(src, file).split(path.sep).join('/');
        if (!where.get(id)?.includes(at)) where.set(id, [...(where.get(id) ?? []), at]);
      }
    expect(where.size).toBeGreaterThan(60);
    expect(where.get('listWallets')).toEqual(['api/calls/listWallets.ts']);
    expect([...where].filter(([, at]) => at.length > 1)).toEqual([]);
  });
});
