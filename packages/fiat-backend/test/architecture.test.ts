// The backend's shape, from its import graph (a walk over src/, type imports included): no import
// circle anywhere, layers import only downwards, and the areas under src/modules/ import each other
// one way and never another area's routes. The layering is written down in the README (Layout).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/** file (relative to src, with /) → the files of src it imports (static, type-only, re-exports and dynamic imports). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set<string>();
    for (const m of text.matchAll(
      /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm,
    )) {
      const base = path.resolve(path.dirname(file), m[1] ?? '');
      const found = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => {
        try {
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      });
      if (!found)
        throw new Error(`${path.relative(src, file)} imports ${m[1]}, which is not a file of src`);
      targets.add(path.relative(src, found).split(path.sep).join('/'));
    }
    graph.set(path.relative(src, file).split(path.sep).join('/'), [...targets].sort());
  }
  return graph;
}

/** Strongly connected groups of more than one file (or a file importing itself): the import circles. */
function circles(graph: Map<string, string[]>): string[][] {
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

/**
 * The layers, bottom first. A file may import its own layer and the layers below it, never above.
 * (Within the foundation the order is what the code needs: money decides with the identity that
 * security establishes; the sandbox adapters use money's assets and rates; the configuration checks
 * currencies against money's; http/route authenticates with security's sessions.)
 */
const LAYERS: { name: string; has: (file: string) => boolean }[] = [
  {
    name: 'base (clock, db, http/errors)',
    has: (f) => f === 'clock.ts' || f.startsWith('db/') || f === 'http/errors.ts',
  },
  { name: 'security', has: (f) => f.startsWith('security/') },
  { name: 'money', has: (f) => f.startsWith('money/') },
  { name: 'adapters', has: (f) => f.startsWith('adapters/') },
  { name: 'config', has: (f) => f === 'config.ts' },
  { name: 'http', has: (f) => f.startsWith('http/') },
  { name: 'context', has: (f) => f === 'context.ts' },
  { name: 'modules', has: (f) => f.startsWith('modules/') },
  {
    name: 'start-up',
    has: (f) =>
      [
        'app.ts',
        'server.ts',
        'main.ts',
        'cli.ts',
        'seed.ts',
        'seed-money.ts',
        'seed-cli.ts',
      ].includes(f),
  },
];
const layerOf = (file: string) => LAYERS.findIndex((l) => l.has(file));
const areaOf = (file: string) => /^modules\/([^/]+)\//.exec(file)?.[1];

describe("the backend's imports", () => {
  const graph = importGraph();
  const edges = [...graph].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

  it('reads the whole source tree', () => {
    expect(graph.size).toBeGreaterThan(60);
    expect(edges.length).toBeGreaterThan(200);
  });

  it('form no circle: no file reaches itself through its imports', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('put every file in a layer, and import only from its own layer or below', () => {
    expect([...graph.keys()].filter((f) => layerOf(f) < 0)).toEqual([]);
    const upward = edges
      .filter(({ from, to }) => layerOf(to) > layerOf(from))
      .map(
        ({ from, to }) =>
          `${from} (${LAYERS[layerOf(from)]?.name}) imports ${to} (${LAYERS[layerOf(to)]?.name})`,
      );
    expect(upward).toEqual([]);
  });

  it("keep each module in its area's folder, areas importing each other one way", () => {
    expect([...graph.keys()].filter((f) => f.startsWith('modules/') && !areaOf(f))).toEqual([]);
    const areas = new Map<string, string[]>();
    for (const { from, to } of edges) {
      const [a, b] = [areaOf(from), areaOf(to)];
      if (a && b && a !== b) areas.set(a, [...new Set([...(areas.get(a) ?? []), b])]);
    }
    for (const area of new Set(
      [...graph.keys()].map(areaOf).filter((a): a is string => Boolean(a)),
    ))
      if (!areas.has(area)) areas.set(area, []);
    expect(circles(areas)).toEqual([]);
  });

  it("register routes only from app.ts: no area imports another area's routes, nothing else imports routes", () => {
    const routes = (f: string) => /^modules\/[^/]+\/routes\.ts$/.test(f);
    expect(
      edges
        .filter(({ from, to }) => routes(to) && from !== 'app.ts')
        .map(({ from, to }) => `${from} imports ${to}`),
    ).toEqual([]);
    // Every area with calls has its routes.ts, and app.ts registers each.
    const registered = graph.get('app.ts') ?? [];
    expect([...graph.keys()].filter((f) => routes(f) && !registered.includes(f))).toEqual([]);
  });
});
