// bulletproof-react's rule, kept by a test: no feature imports another feature; shared code
// (api, session, i18n, components, config) imports no feature; the app never runs zod.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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

describe('architecture', () => {
  it('no feature imports another feature', () => {
    const wrong: string[] = [];
    for (const file of files(path.join(src, 'features'))) {
      const feature = path.relative(path.join(src, 'features'), file).split(path.sep)[0];
      for (const { spec, to } of own(file)) {
        const where = path.relative(path.join(src, 'features'), to);
        if (!where.startsWith('..') && where.split(path.sep)[0] !== feature)
          wrong.push(`${file} → ${spec}`);
      }
    }
    expect(wrong).toEqual([]);
  });

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
    for (const dir of ['api', 'session', 'i18n', 'components', 'config'])
      for (const file of files(path.join(src, dir)))
        for (const { spec, to } of own(file)) {
          const where = path.relative(src, to);
          if (where.startsWith('features') || where.startsWith('app')) {
            // The route paths are plain data every part of the app names its links by.
            if (where === path.join('app', 'paths')) continue;
            if (!(dir === 'components' && where === path.join('app', 'RouteFocus')))
              wrong.push(`${file} → ${spec}`);
          }
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
});
