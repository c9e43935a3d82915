// bulletproof-react's rule, kept by a test: no feature imports another feature; shared code
// (api, session, i18n, components, config) imports no feature; the app never runs zod.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = __dirname;
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(f) && !/\.test\./.test(f) ? [p] : [];
  });
}
const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('architecture', () => {
  it('no feature imports another feature', () => {
    const wrong: string[] = [];
    for (const file of files(path.join(src, 'features'))) {
      const feature = path.relative(path.join(src, 'features'), file).split(path.sep)[0];
      for (const spec of imports(file).filter((s) => s.startsWith('.'))) {
        const target = path.relative(path.join(src, 'features'), path.resolve(path.dirname(file), spec));
        if (!target.startsWith('..') && target.split(path.sep)[0] !== feature) wrong.push(`${file} → ${spec}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('shared code imports no feature and no part of the app', () => {
    const wrong: string[] = [];
    for (const dir of ['api', 'session', 'i18n', 'components', 'config'])
      for (const file of files(path.join(src, dir)))
        for (const spec of imports(file).filter((s) => s.startsWith('.'))) {
          const target = path.relative(src, path.resolve(path.dirname(file), spec));
          if (target.startsWith('features') || target.startsWith('app')) {
            if (!(dir === 'components' && target === path.join('app', 'RouteFocus'))) wrong.push(`${file} → ${spec}`);
          }
        }
    expect(wrong).toEqual([]);
  });

  it('the app takes only types from the API contract, and plain values from its zod-free constants (no zod at run time)', () => {
    const wrong = files(src)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .filter((file) => /import\s+\{[^}]*\}\s+from\s+'@bank\/api-contract'/.test(readFileSync(file, 'utf8')));
    expect(wrong).toEqual([]);
  });
});
